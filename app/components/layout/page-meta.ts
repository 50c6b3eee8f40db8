/**
 * What a page says about itself to tabs, search engines and link previews: its title, meta
 * description, canonical address and Open Graph image. One rule for both sides: the pre-render
 * writes it into each route's HTML (app/entry-prerender.tsx), the browser applies it on every
 * navigation (use-title.ts).
 */
import { createContext } from 'react';
import { BRAND } from '@shared/brand';
import { CATEGORY_LABELS, DESTINATION_CATEGORIES } from '@shared/constants';

export interface PageMeta {
  /** the full tab title: "Page · Aurelian Private Club", or the brand alone */
  title: string;
  description: string;
  /** absolute address of this page on the public site */
  canonical: string;
  /** absolute address of the link-preview image */
  image: string;
}

export const DEFAULT_DESCRIPTION =
  'Aurelian Private Club: a members-only travel club for founders and entrepreneurs. Private jets, iconic hotels and curated destinations, limited to 500 members.';

const HERO_IMAGE = '/media/hero-poster.jpg';
const JET_IMAGE = '/images/jet-page/poster.jpg';
const BOOK_IMAGE = '/images/book/cover.jpg';

const DESTINATIONS =
  'Curated destinations for members of Aurelian Private Club: iconic hotels in the USA, Europe, Asia and the islands, reached by private jet.';

/** Per-route copy where the screen passes none; a route not listed gets the brand's. */
const DESCRIPTIONS: Record<string, string> = {
  '/home':
    'Design a life of effortless freedom: private jets, iconic hotels and curated destinations for a club limited to 500 members.',
  '/destinations': DESTINATIONS,
  ...Object.fromEntries(
    DESTINATION_CATEGORIES.map((c) => [
      `/destinations/${c}`,
      `${CATEGORY_LABELS[c]} destinations of Aurelian Private Club: iconic hotels and private jet travel, included for members.`,
    ]),
  ),
  '/booking':
    'Book your journey: choose a destination and a private jet, and the concierge confirms every detail. Included for members.',
  '/contact':
    'Reach the Aurelian concierge about membership, bookings and partnerships. Email answers within 24 hours.',
  '/waitlist':
    'Join the waitlist for Aurelian Private Club, limited to 500 founding members, with 70% off the first package.',
  '/blog': 'The Aurelian journal: stories of members who turned debt into freedom and travel.',
  '/press/release-1':
    'Press release: Aurelian Private Club opens its founding membership of private jets, iconic hotels and curated travel.',
  '/terms': 'The terms and conditions of Aurelian Private Club membership and services.',
  '/privacy': 'How Aurelian Private Club collects, uses and protects your personal information.',
  '/book': 'The book behind the 120-day debt-free method. Read a free chapter.',
  '/preorder':
    'Pre-order the book: the digital edition, or the hardcover with its gift kit, and the 120-day debt-free method.',
  '/win': 'Win a trip to Dubai with Aurelian Private Club: enter the giveaway.',
  '/enter': 'Enter the Aurelian Dubai giveaway for a private journey to Dubai.',
  '/won': 'Activate your gifted getaway from Aurelian Private Club.',
  '/activate': 'Your vacation award from Aurelian Private Club: book your vacation now.',
  '/challenge-2': 'Challenge 2 of the Aurelian 120-day debt-free challenge.',
  '/apply': 'Apply for the Aurelian 120-day debt-free challenge.',
  '/start':
    'The 120-day challenge in three steps: proven results from members who became debt-free.',
  '/receipts': 'Send your receipts to Aurelian Private Club.',
  '/join': 'Luxury travel for 500+ premium members: request access to Aurelian Private Club.',
  '/app': 'You are approved: download the Aurelian app and start your weekly check-ins.',
  [`/${BRAND.founder.slug}`]: `${BRAND.founder.name}, founder of Aurelian Private Club.`,
  '/documents/trust': 'The Aurelian trust guide and templates, for members of the waitlist.',
  '/shop': 'The Aurelian shop: the debt-free guide, membership, consultations and travel pieces.',
};

const IMAGES: Record<string, string> = {
  '/': JET_IMAGE,
  '/jet': JET_IMAGE,
  '/book': BOOK_IMAGE,
  '/preorder': BOOK_IMAGE,
};

export function fullTitle(title?: string): string {
  return title ? `${title} · ${BRAND.fullName}` : BRAND.fullName;
}

/** The meta of the page at `pathname` on `origin`; the screen's own description wins. */
export function pageMeta(
  origin: string,
  pathname: string,
  title?: string,
  description?: string,
): PageMeta {
  const base = origin.replace(/\/+$/, '');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return {
    title: fullTitle(title),
    description: description ?? DESCRIPTIONS[path] ?? DEFAULT_DESCRIPTION,
    canonical: `${base}${path}`,
    image: `${base}${IMAGES[path] ?? HERO_IMAGE}`,
  };
}

/**
 * Set only while pre-rendering: the screen reports its meta here during render, since no effect
 * runs on the server.
 */
export const PageMetaRecorder = createContext<((meta: PageMeta) => void) | null>(null);
