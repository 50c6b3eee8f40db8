/**
 * Which stretches of the pre-rendered pages to store once (shared/page-parts.ts): the head before
 * the page's title, the head after its own tags up to the app's root, the site header, the
 * footer and the embedded catalogue (the five destination pages carry the same), each in every
 * variant that two pages or more have in common.
 */
import { CATALOG_SNAPSHOT_ID } from '../../shared/schemas/catalog';

const CATALOG_SNAPSHOT = new RegExp(
  `<script type="application/json" id="${CATALOG_SNAPSHOT_ID}">[\\s\\S]*?</script>`,
);

const CANDIDATES: ((html: string) => string | undefined)[] = [
  (html) => between(html, undefined, '<title>'),
  (html) => between(html, '<meta name="twitter:card"', '<div id="root">', true),
  (html) => html.match(/<header[\s>][\s\S]*?<\/header>/)?.[0],
  (html) => html.match(/<footer[\s>][\s\S]*?<\/footer>/)?.[0],
  (html) => html.match(CATALOG_SNAPSHOT)?.[0],
];

/** `html` from `start` (or its beginning) to `end`, `end` itself included when asked. */
function between(html: string, start: string | undefined, end: string, withEnd = false) {
  const from = start === undefined ? 0 : html.indexOf(start);
  const to = html.indexOf(end, from);
  if (from < 0 || to < 0) return undefined;
  return html.slice(from, withEnd ? to + end.length : to);
}

/** Below this, a marker and the lookup cost more than the repetition. */
const MIN_PART_LENGTH = 200;

export function sharedParts(pages: readonly string[]): string[] {
  const uses = new Map<string, number>();
  for (const page of pages) {
    for (const candidate of CANDIDATES) {
      const part = candidate(page);
      if (part && part.length >= MIN_PART_LENGTH) uses.set(part, (uses.get(part) ?? 0) + 1);
    }
  }
  return [...uses].filter(([, count]) => count > 1).map(([part]) => part);
}
