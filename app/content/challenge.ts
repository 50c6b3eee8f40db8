/**
 * Copy of the challenge screens: /challenge-2, /apply (challenge form) and /app (approval).
 * The three-steps page is start.ts, the travel teaser join.ts, the founder page founder.ts.
 */
import { SUPPORT } from '@app/config/support-contact';
import { SUPPORT_HOURS } from '@shared/constants';
import type { ContentLink, IconCard } from './types';

export type ChallengeState = 'completed' | 'in-progress' | 'locked';

export interface ChallengeStage {
  number: 1 | 2 | 3;
  name: string;
  days: string;
  state: ChallengeState;
  /** The exact status line the progress card shows (spec 2.11). */
  status: string;
}

export const CHALLENGE_STAGES: readonly ChallengeStage[] = [
  {
    number: 1,
    name: 'Clear the Ground',
    days: 'Days 1–40',
    state: 'completed',
    status: 'Challenge 1 Completed',
  },
  {
    number: 2,
    name: 'Build the Structure',
    days: 'Days 41–80',
    state: 'in-progress',
    status: 'Challenge 2 In Progress',
  },
  {
    number: 3,
    name: 'Take Flight',
    days: 'Days 81–120',
    state: 'locked',
    status: 'Challenge 3 Locked',
  },
];

export const CHALLENGE_2_PAGE = {
  hero: {
    eyebrow: 'The 120-Day Challenge · Stage 2 of 3',
    title: 'Challenge 2: Build the Structure',
    subtitle:
      'Your reports are corrected and your cash is visible. Now build the walls that protect what you earn: entities, a living trust and business credit in your company’s own name.',
  },
  overview: {
    title: 'Challenge 2 Overview',
    description:
      'Forty days to separate your business from your personal finances and put the right structures around both, with worksheets for every meeting with your attorney and accountant.',
    items: [
      'Map every asset, every liability and who would step in for you.',
      'Compare LLCs, holding companies and the living trust, and know what each does and does not do.',
      'Open business accounts that report to business credit bureaus.',
      'Prepare a question list for your attorney and CPA, and book both meetings.',
      'Keep your weekly check-in: balances, receivables and next week’s cash.',
    ],
    duration: '40 days',
    modules: '8 modules',
    startLabel: 'Start Challenge 2',
  },
  progress: {
    title: 'Your Progress',
    note: 'Finish each stage to unlock the next. Members who complete all three are entered into the private-jet flight draw.',
  },
  modules: [
    {
      title: 'Your Asset Map',
      description: 'One page: what you own, what could go wrong and who signs if you cannot.',
      icon: 'file-text',
    },
    {
      title: 'Entities That Hold',
      description: 'How LLCs separate risk, and the habits that keep a court from ignoring them.',
      icon: 'shield',
    },
    {
      title: 'The Living Trust',
      description: 'Continuity and privacy for your family and your company, explained plainly.',
      icon: 'key',
    },
    {
      title: 'Business Credit',
      description: 'Build a credit file in your company’s name so the next loan is not personal.',
      icon: 'trending-up',
    },
  ] satisfies readonly IconCard[],
  continueLabel: 'Continue Challenge',
  dashboardLink: { label: 'Back to Dashboard', href: '/dashboard' } satisfies ContentLink,
  disclaimer:
    'The challenge is educational and is not legal, tax or financial advice. Consult qualified professionals about your own situation.',
} as const;

/** /apply: the challenge application form page; the form itself is an external frame. */
export const APPLY_FORM_FRAME_HEIGHT_PX = 539;

export const APPLY_PAGE = {
  eyebrow: 'The 120-Day Challenge',
  title: 'Apply for the Challenge',
  intro:
    'Tell us where you are starting from. Every application is read by a member of our team, and approved applicants receive their welcome pack and first check-in date within 48 hours.',
  points: [
    'Takes about four minutes.',
    'Your answers are private and used only to place you in a cohort.',
    'No payment is taken on this form.',
  ],
  frameTitle: 'Challenge application form',
  loading: 'Loading the application form…',
  unavailable:
    'The application form could not be loaded. Check your connection and try again, or contact the concierge and we will send it to you.',
} as const;

export interface NextStep {
  number: number;
  title: string;
  description: string;
  icon: IconCard['icon'];
}

/** /app: the approval congratulations page (spec 2.11). */
export const APPROVAL_PAGE = {
  eyebrow: 'Application Approved',
  title: 'Congratulations, You’re Approved!',
  intro:
    'Welcome to the 120-Day Challenge. Your application has been reviewed and approved, and your place in the next cohort is reserved. Here is what happens next.',
  stepsTitle: 'Your Next Steps',
  steps: [
    {
      number: 1,
      title: 'Download the App',
      description:
        'Install the Aurelian app on your iPhone and sign in with the email you applied with. Your challenge calendar, letter templates and worksheets are waiting.',
      icon: 'smartphone',
    },
    {
      number: 2,
      title: 'Weekly Check-Ins',
      description:
        'Every week you will review balances, receivables and progress with your cohort and a strategist. Twenty minutes, the same time each week, is all it takes to stay on track.',
      icon: 'calendar',
    },
    {
      number: 3,
      title: 'Start Earning',
      description:
        'Each completed check-in and milestone earns Aurelian credits toward member travel, and finishing all three stages enters you into the private-jet flight draw.',
      icon: 'star',
    },
  ] satisfies readonly NextStep[],
  appStoreLabel: 'Download on the App Store',
  supportTitle: 'Questions? Our team is here.',
  support: {
    phone: SUPPORT.phone,
    phoneHref: SUPPORT.phoneHref,
    email: SUPPORT.email,
    emailHref: SUPPORT.emailHref,
    hours: SUPPORT_HOURS,
  },
} as const;
