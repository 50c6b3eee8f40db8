/** The founder's page, routed at /{BRAND.founder.slug} (DESIGN.md "Routes the spec leaves open"). */
import { BRAND } from '@shared/brand';
import type { Block, ContentLink } from './types';

export interface Principle {
  title: string;
  description: string;
}

export const FOUNDER_PAGE: {
  slug: string;
  eyebrow: string;
  name: string;
  title: string;
  lede: string;
  story: readonly Block[];
  principlesTitle: string;
  principles: readonly Principle[];
  signature: { closing: string; name: string; role: string };
  cta: ContentLink;
} = {
  slug: BRAND.founder.slug,
  eyebrow: 'Our Founder',
  name: BRAND.founder.name,
  title: 'Freedom Is Designed, Not Deserved',
  lede: `${BRAND.founder.name} went from a bankrupt freight business and a six-figure personal guarantee to building, selling and travelling on his own terms. He founded ${BRAND.name} to give other owners the structure he had to learn alone.`,
  story: [
    {
      type: 'p',
      text: 'I grew up in Dayton, Ohio, the son of a bus mechanic and a school secretary. Nobody in my family owned a business, and nobody talked about credit except to say it was dangerous. At twenty-four I started a freight brokerage from a spare bedroom with a phone, a laptop and a borrowed desk. By twenty-nine it employed thirty people and moved loads for some of the largest retailers in the Midwest.',
    },
    {
      type: 'p',
      text: 'Then our biggest customer filed for bankruptcy owing us $410,000. We had grown on a line of credit I had personally guaranteed, because that is what you sign when you are young and the bank says so. Within a year the company was gone, my savings were gone, and my credit report read like a charge sheet. Some of what was on it was true. A surprising amount was not.',
    },
    { type: 'h2', text: 'The kitchen table years' },
    {
      type: 'p',
      text: 'I could not afford advisers, so I read. I read the Fair Credit Reporting Act at my kitchen table with a highlighter. I wrote my own dispute letters and sent them by certified mail, and I kept a spreadsheet of every reply. I learned what a debt validation letter was, and what happened when a collector could not answer one. It took me three years to dig out, and I made every mistake there is to make along the way.',
    },
    {
      type: 'p',
      text: 'I also learned, too late for my first company, what structure means: a business that owns its own risks, a personal life that is not collateral for every contract, and a plan for who signs the cheques if you cannot. My second company, a logistics software firm, was built that way from its first day. When I sold it at forty-one, the structure was one of the reasons the buyers trusted what they were buying.',
    },
    {
      type: 'p',
      text: 'Those years also taught me how lonely money trouble is for an owner. Your team looks to you for certainty, your family does not want to worry, and the people who could help usually charge by the hour. Most of the owners I meet now are not reckless. They are generous, optimistic people who said yes to their business one too many times, and who have never been shown the rules of the game they are playing.',
    },
    { type: 'h2', text: 'The flight that started the club' },
    {
      type: 'p',
      text: 'The first time I flew privately, I was a client’s guest on a flight to Aspen. I remember looking around the cabin at the people in it. They were not smarter or harder-working than the drivers and dispatchers I had worked beside for years. What they had was structure, and the time that structure buys. I have thought about that flight ever since.',
    },
    {
      type: 'p',
      text: `${BRAND.name} is the club I wish had existed when I was twenty-nine. It puts two things in one place: the discipline to get out of debt and protect what you build, and the reward of travelling the world in a way most people only see in photographs. The challenge is the part of my life I am least proud of, turned into something useful. The travel is the part I am most grateful for, shared.`,
    },
    {
      type: 'p',
      text: 'I will not promise you a number. Nobody honest can. What I can promise is that the method works better than worry, that you are not the first person to be where you are, and that there is a life on the other side of it worth designing carefully.',
    },
  ],
  principlesTitle: 'What We Believe',
  principles: [
    {
      title: 'Audit before you act',
      description: 'Know every number and every word written about you before you spend a dollar.',
    },
    {
      title: 'Correct the record in writing',
      description:
        'The law gives you the right to accuracy. Letters, dates and evidence make it real.',
    },
    {
      title: 'Structure before spending',
      description:
        'Build the walls first. Then enjoy what is inside them without looking over your shoulder.',
    },
    {
      title: 'Habits outlast motivation',
      description: 'Twenty minutes every week will carry you further than one inspired weekend.',
    },
    {
      title: 'Quiet wealth is real wealth',
      description:
        'The best-run lives are calm, private and unhurried. Freedom rarely needs an audience.',
    },
  ],
  signature: {
    closing: 'See you at thirty thousand feet,',
    name: BRAND.founder.name,
    role: `Founder, ${BRAND.fullName}`,
  },
  cta: { label: 'Join the Waitlist', href: '/waitlist' },
};
