/** Shapes of the bundled copy. Plain data only: the screens decide how each piece looks. */

/** One block of long-form text. `list` items are sentences, rendered as bullets unless ordered. */
export type Block =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'list'; items: readonly string[]; ordered?: boolean };

export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ContentLink {
  label: string;
  href: string;
  /** Opens in a new tab (external sites, the challenge site, PDFs). */
  external?: boolean;
}

export interface Stat {
  value: string;
  label: string;
}

/**
 * Icon names the screens map to their own glyphs. Kept to a short, closed list so a typo fails
 * the type check instead of rendering nothing.
 */
export type IconName =
  | 'book'
  | 'calendar'
  | 'check'
  | 'compass'
  | 'crown'
  | 'file-text'
  | 'gift'
  | 'globe'
  | 'key'
  | 'lock'
  | 'mail'
  | 'phone'
  | 'plane'
  | 'shield'
  | 'smartphone'
  | 'sparkles'
  | 'star'
  | 'trending-up'
  | 'users';

export interface IconCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Person {
  name: string;
  role: string;
  location: string;
}

/** A titled part of a legal page; `id` is the anchor the table of contents links to. */
export interface LegalSection {
  id: string;
  title: string;
  body: readonly Block[];
}

export interface LegalDocument {
  title: string;
  effectiveDate: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}
