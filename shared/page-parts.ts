/**
 * The pre-rendered pages as the service worker keeps them: each page's own markup (a fragment)
 * and, once for all pages, the parts they share (the document head around the page's own tags,
 * the site header and footer). Brotli compresses each precached file alone, so 36 copies of the
 * footer cost 36 times over; stored once, the precache is about a third lighter. The worker puts
 * each page back together, byte for byte the file the server sends (the build checks it).
 */
import { PRERENDER_DIR, prerenderedFile } from './public-routes';

/** Where the build writes the fragments and the shared parts, relative to the build folder. */
export const PAGE_PARTS_DIR = `${PRERENDER_DIR}/parts`;
export const SHARED_PARTS_FILE = `${PAGE_PARTS_DIR}/shared.json`;

/** `/` → `prerendered/parts/index.html`, `/blog/marcus` → `prerendered/parts/blog/marcus.html`. */
export const pageFragmentFile = (route: string): string => prerenderedFile(route, PAGE_PARTS_DIR);

/** Stands for shared part `n` in a fragment. React writes no comment of this form. */
const marker = (n: number) => `<!--club-part:${n}-->`;
const MARKER = /<!--club-part:(\d+)-->/g;

/** The page with every occurrence of each shared part replaced by its marker. */
export function splitPage(html: string, parts: readonly string[]): string {
  // Longest first, so a part inside another never breaks the larger one up.
  const order = parts.map((part, n) => ({ part, n })).sort((a, b) => b.part.length - a.part.length);
  return order.reduce((page, { part, n }) => page.split(part).join(marker(n)), html);
}

/** The page a fragment stands for. Throws on a marker with no part: a mismatched release. */
export function joinPage(fragment: string, parts: readonly string[]): string {
  return fragment.replace(MARKER, (_, n: string) => {
    const part = parts[Number(n)];
    if (part === undefined) throw new Error(`No shared part ${n} for this page`);
    return part;
  });
}
