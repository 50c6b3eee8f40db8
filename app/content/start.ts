/** /start: the three-steps sales page for the 120-day challenge (spec 2.11). */
import { BOOK } from '@shared/constants';
import { usd } from './text';
import type { ContentLink, IconCard, Stat, Testimonial } from './types';

export interface SalesStep {
  number: 1 | 2 | 3;
  title: string;
  days: string;
  description: string;
  points: readonly string[];
}

const JOIN: ContentLink = { label: 'Join the Waitlist', href: '/waitlist' };

export const START_PAGE = {
  hero: {
    eyebrow: 'The 120-Day Debt-Free Challenge',
    title: 'Three Steps From -$20,000 to a Private-Jet Life',
    subtitle:
      'A structured, 120-day programme for business owners in debt: correct your credit in writing, protect what you build with trusts and entities, and earn your chance at a private-jet flight.',
    cta: JOIN,
    note: 'Membership is limited to 500. Applications are read in the order received.',
  },
  results: {
    title: 'Proven Results',
    intro: 'Figures from members and readers of the playbook the challenge is built on.',
    stats: [
      { value: '120', label: 'Days, start to finish' },
      { value: '-$20,000', label: 'Typical starting point' },
      { value: '50K+', label: 'Copies of the playbook' },
      { value: '4.9', label: 'Average reader rating' },
    ] satisfies readonly Stat[],
  },
  stepsTitle: 'Three Steps. One Hundred and Twenty Days.',
  steps: [
    {
      number: 1,
      title: 'Clear the Ground',
      days: 'Days 1–40',
      description:
        'Audit every debt and all three credit reports, then correct what is wrong in writing with letters that make bureaus and collectors prove their work.',
      points: [
        'A one-page debt map with rates, minimums and who reports what',
        'Dispute, validation and goodwill letter templates',
        'A dispute tracker so no deadline slips',
      ],
    },
    {
      number: 2,
      title: 'Build the Structure',
      days: 'Days 41–80',
      description:
        'Separate your business from your personal life. Learn what LLCs, holding companies and living trusts do, and arrive at your attorney and CPA prepared.',
      points: [
        'The trust guide and worksheet templates',
        'Business credit in your company’s own name',
        'A travelling-owner protocol so the business runs without you',
      ],
    },
    {
      number: 3,
      title: 'Take Flight',
      days: 'Days 81–120',
      description:
        'Find the cash you already have, pay down in the right order and build the weekly habits that keep you at zero, then celebrate like a member.',
      points: [
        'A cash-finding sprint: receivables, pricing and costs',
        'Weekly twenty-minute check-ins with your cohort',
        'Entry into the private-jet flight draw on completion',
      ],
    },
  ] satisfies readonly SalesStep[],
  benefitsTitle: 'Everything Included',
  benefits: [
    {
      title: 'Letter Templates',
      description: 'Dispute, validation and goodwill letters written for real situations.',
      icon: 'file-text',
    },
    {
      title: 'Trusts and Entities',
      description: 'A plain-language guide and worksheets for your attorney and CPA.',
      icon: 'shield',
    },
    {
      title: 'Weekly Check-Ins',
      description: 'Accountability with a strategist and a cohort of owners like you.',
      icon: 'calendar',
    },
    {
      title: 'Private Consultations',
      description: 'One-to-one strategy calls on credit, structure and cash flow.',
      icon: 'phone',
    },
    {
      title: 'The Playbook',
      description: `First Class Freedom, the book behind the challenge, from ${usd(BOOK.digital)} digital.`,
      icon: 'book',
    },
    {
      title: 'The Private-Jet Draw',
      description: 'Finish all three stages for a chance to win a private-jet flight.',
      icon: 'plane',
    },
  ] satisfies readonly IconCard[],
  testimonialsTitle: 'From Members Who Finished',
  testimonials: [
    {
      quote:
        'I started $20,400 below zero. The letters fixed what was wrong, the check-ins kept me honest, and on day 121 I was on a jet to Aspen.',
      name: 'Isabella M.',
      role: 'Event-design studio owner, Austin',
    },
    {
      quote:
        'The structure module was worth the whole programme. I walked into my attorney’s office with an asset map and eighteen questions instead of a shoebox.',
      name: 'Elena C.',
      role: 'Restaurant group co-owner, San Diego',
    },
    {
      quote:
        'Identity theft had buried my credit. Sixty days of the right letters in the right order, and my company got its equipment loan.',
      name: 'Terrence H.',
      role: 'General contractor, Columbus',
    },
  ] satisfies readonly Testimonial[],
  finalCta: {
    title: 'Your 120 Days Can Start This Month',
    text: 'Join the waitlist to reserve your place in the next cohort. There is no payment to join.',
    cta: JOIN,
  },
  disclaimer:
    'Testimonials reflect individual experiences and are not typical or guaranteed. The challenge is educational and is not financial, legal, tax or credit advice. You can dispute inaccurate credit information yourself, free of charge.',
} as const;
