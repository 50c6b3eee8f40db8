/**
 * The journal's page texts (/blog, /blog/{slug}), the Coming Soon cards and Stay Updated. The
 * posts themselves are staff's, in the database (issue 39).
 */
import type { ContentLink } from './types';

export interface ComingSoonPost {
  title: string;
  teaser: string;
  label: string;
}

/** The three disabled cards under the posts (spec 2.13). */
export const BLOG_COMING_SOON: readonly ComingSoonPost[] = [
  {
    title: 'The Quiet Upgrade: Building Business Credit Before You Need It',
    teaser: 'Why the strongest time to open a business line is the month you do not need one.',
    label: 'Coming Soon',
  },
  {
    title: 'Empty Legs, Full Lives: A Member’s Guide to Private Aviation',
    teaser: 'How repositioning flights, jet cards and charters differ, and which suits your year.',
    label: 'Coming Soon',
  },
  {
    title: 'Winter in St. Moritz, Debt-Free: An Itinerary That Adds Up',
    teaser: 'A week on the Engadin snow planned around a budget, not a balance.',
    label: 'Coming Soon',
  },
];

export const BLOG_PAGE = {
  eyebrow: 'The Aurelian Journal',
  title: 'Stories of Freedom, Structure and Travel',
  intro:
    'Member stories, practical playbooks and dispatches from the places we love, written for business owners building a life of effortless freedom.',
  readMore: 'Read More',
  backToBlog: 'Back to Blog',
  unavailable: 'The journal could not be loaded. Check your connection and try again.',
} as const;

export const BLOG_STAY_UPDATED: { title: string; text: string; cta: ContentLink } = {
  title: 'Stay Updated',
  text: 'New member stories, challenge playbooks and travel dispatches arrive here first. Join the waitlist and we will let you know when the next one is published.',
  cta: { label: 'Join the Waitlist', href: '/waitlist' },
};
