/**
 * The club's illustrations are drawn as SVG (public/images/<set>/<name>.svg) and shown as AVIF
 * renditions made from them (scripts/art-rasters.ts writes <name>.avif beside each). Chromium
 * gives every SVG <img> a document of its own, parsed, styled, laid out and painted on the page's
 * main thread: 30–75 ms each on a phone (4x CPU), ~250 ms on /home before the app could start. An
 * AVIF is decoded off the main thread. The SVG stays the source and what the catalogue names.
 * The book's pages are text to be read in the lightbox: they stay vector.
 */
export const ART_RASTER_SETS = [
  'destinations',
  'home',
  'jets',
  'products',
  'blog',
  'stories',
] as const;

const RASTERIZED = new RegExp(`^/images/(?:${ART_RASTER_SETS.join('|')})/[a-z0-9-]+\\.svg$`);

/** The image a page shows for `src`: the AVIF rendition of an illustration, anything else as is. */
export function shownImage(src: string): string;
export function shownImage(src: string | undefined): string | undefined;
export function shownImage(src: string | undefined): string | undefined {
  return src !== undefined && RASTERIZED.test(src) ? `${src.slice(0, -'.svg'.length)}.avif` : src;
}
