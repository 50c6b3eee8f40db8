/**
 * The `/` and `/jet` image page: one poster per orientation and the clickable region on each.
 * Hotspots are percentages of the image box, so they hold at any rendered size as long as the
 * image keeps its aspect ratio (render it with object-fit: contain, or size the box to it).
 */
import { BOOK } from '@shared/constants';
import { GIFT_KIT_VALUE } from './gift-kit';
import { usd } from './text';

export interface Hotspot {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Poster {
  src: string;
  width: number;
  height: number;
  hotspot: Hotspot;
}

export const JET_PAGE: {
  href: string;
  /** Accessible name of the hotspot link. */
  label: string;
  alt: string;
  /** Use the mobile poster when the viewport is taller than it is wide. */
  mobileMedia: string;
  desktop: Poster;
  mobile: Poster;
} = {
  href: '/preorder',
  label: 'Pre-order the hardcover of First Class Freedom',
  alt: `A private jet climbing into a dusk sky above a runway beside the book First Class Freedom by Julian Ashford. Pre-order the hardcover: ships ${BOOK.shipsOn}, with a luxury gift kit valued at ${usd(GIFT_KIT_VALUE)}.`,
  mobileMedia: '(orientation: portrait)',
  desktop: {
    src: '/images/jet-page/poster.jpg',
    width: 1920,
    height: 1080,
    hotspot: { left: 60, top: 11, width: 31, height: 80 },
  },
  mobile: {
    src: '/images/jet-page/poster-mobile.jpg',
    width: 1080,
    height: 1920,
    hotspot: { left: 14, top: 50, width: 72, height: 45 },
  },
};
