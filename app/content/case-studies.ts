/** The three long-form case studies served at /stories/{slug}. */
import { CREDIT_COMEBACK_BODY } from './stories/credit-comeback';
import { FROM_DEBT_TO_JET_BODY } from './stories/from-debt-to-jet';
import { THE_TRUST_PLAYBOOK_BODY } from './stories/the-trust-playbook';
import { readingMinutes } from './text';
import type { Block, ContentImage, ContentLink, Person, Stat } from './types';

export const CASE_STUDY_SLUGS = [
  'from-debt-to-jet',
  'the-trust-playbook',
  'credit-comeback',
] as const;
export type CaseStudySlug = (typeof CASE_STUDY_SLUGS)[number];

export interface CaseStudy {
  slug: CaseStudySlug;
  eyebrow: string;
  title: string;
  subtitle: string;
  person: Person;
  results: readonly Stat[];
  readingMinutes: number;
  heroImage: ContentImage;
  body: readonly Block[];
}

const hero = (slug: CaseStudySlug, alt: string): ContentImage => ({
  src: `/images/stories/${slug}.svg`,
  alt,
  width: 1600,
  height: 900,
});

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    slug: 'from-debt-to-jet',
    eyebrow: 'Case Study · The 120-Day Challenge',
    title: 'From Debt to Jet',
    subtitle:
      'How a Scottsdale studio owner cleared $23,800 in 118 days by fixing two report errors and treating her business as the engine of the plan.',
    person: {
      name: 'Danielle Brooks',
      role: 'Owner, two fitness studios',
      location: 'Scottsdale, Arizona',
    },
    results: [
      { value: '$23,800', label: 'Consumer debt cleared' },
      { value: '118', label: 'Days to debt-free' },
      { value: '+96', label: 'Credit score points' },
      { value: '6 weeks', label: 'Cash reserve built' },
    ],
    readingMinutes: readingMinutes(FROM_DEBT_TO_JET_BODY),
    heroImage: hero(
      'from-debt-to-jet',
      'A private jet on a desert runway as the sun sets behind red mountains',
    ),
    body: FROM_DEBT_TO_JET_BODY,
  },
  {
    slug: 'the-trust-playbook',
    eyebrow: 'Case Study · Trusts and Entities',
    title: 'The Trust Playbook',
    subtitle:
      'Two restaurateurs spent fifteen years building and fifteen minutes protecting. Then they mapped everything, and built walls in six weeks.',
    person: {
      name: 'Rafael and Elena Castillo',
      role: 'Owners, three restaurants and a catering kitchen',
      location: 'San Diego, California',
    },
    results: [
      { value: '6', label: 'Entities, each with its own risk' },
      { value: '1', label: 'Living trust, fully funded' },
      { value: '6 weeks', label: 'From asset map to signed plan' },
      { value: '3 weeks', label: 'Away, with the business running' },
    ],
    readingMinutes: readingMinutes(THE_TRUST_PLAYBOOK_BODY),
    heroImage: hero(
      'the-trust-playbook',
      'Lake and mountains at blue hour seen through the arches of a stone loggia',
    ),
    body: THE_TRUST_PLAYBOOK_BODY,
  },
  {
    slug: 'credit-comeback',
    eyebrow: 'Case Study · Credit Repair',
    title: 'The Credit Comeback',
    subtitle:
      'Identity theft left a Columbus contractor with five accounts he never opened. Sixty days of letters cleared them, and his company won its biggest contract.',
    person: {
      name: 'Terrence Hale',
      role: 'Founder, general contracting company',
      location: 'Columbus, Ohio',
    },
    results: [
      { value: '5', label: 'Fraudulent accounts removed' },
      { value: '60', label: 'Days to a clean report' },
      { value: '+121', label: 'Credit score points' },
      { value: '2 days', label: 'To his equipment approval' },
    ],
    readingMinutes: readingMinutes(CREDIT_COMEBACK_BODY),
    heroImage: hero(
      'credit-comeback',
      'A city skyline at dawn with light breaking through clearing storm clouds',
    ),
    body: CREDIT_COMEBACK_BODY,
  },
];

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => study.slug === slug);
}

/** Shared chrome of every case-study page (spec 2.13). */
export const CASE_STUDY_PAGE: {
  back: ContentLink;
  challenge: ContentLink;
  resultsTitle: string;
  disclaimer: string;
} = {
  back: { label: 'Back to Home', href: '/' },
  // The challenge site is external (spec 2.1: /challenge redirects there); opened in a new tab.
  challenge: { label: 'Start Your Challenge', href: '/challenge', external: true },
  resultsTitle: 'The Results',
  disclaimer:
    'Results described are individual and not typical. The challenge is educational and is not financial, legal, tax or credit advice; no particular outcome is promised. Names and some details are shared with permission.',
};
