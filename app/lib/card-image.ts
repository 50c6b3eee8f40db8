import { shownImage } from '@shared/art-rasters';

/** Where a card sits in a listing: its picture loads at once when it opens the page. */
export type CardPosition = 'first' | 'above-the-fold';

/** A listing's first row on a desktop: three cards (the grids' lg:grid-cols-3). */
const FIRST_ROW = 3;

/** Where the card at `index` sits; undefined below the first row (lazy, hydrated later). */
export const cardPosition = (index: number): CardPosition | undefined =>
  index === 0 ? 'first' : index < FIRST_ROW ? 'above-the-fold' : undefined;

/**
 * The loading of a listing card's picture. The first card's is the page's largest paint
 * (Lighthouse's LCP element on /destinations, /shop and /blog): it loads before all else and keeps
 * its SVG, 2–3.5 KB on the wire against its AVIF's 5–10 KB, which moved LCP on /destinations from
 * 1.36 to 1.58 s on Lighthouse's slow 4G. One SVG document on the main thread is the lesser cost
 * (shared/art-rasters.ts). The other cards show the AVIF, at once above the fold, else lazily.
 */
export function cardImage(src: string, position?: CardPosition) {
  return {
    src: position === 'first' ? src : shownImage(src),
    loading: position ? 'eager' : 'lazy',
    fetchPriority: position === 'first' ? 'high' : 'auto',
    decoding: 'async',
  } as const;
}
