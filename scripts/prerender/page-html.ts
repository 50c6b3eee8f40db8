/**
 * One pre-rendered page from the built shell (dist/index.html, with its hashed scripts, styles
 * and preloads): the route's markup in #root, its own title, description, canonical link and
 * Open Graph tags, and the JSON its first client render starts from.
 */
import { EARLY_EVENTS_SCRIPT } from '../../shared/early-events';
import { escapeHtml } from '../../shared/html-text';
import { BLOG_FEED_PATH, BLOG_FEED_TITLE } from '../../shared/journal-feed';
import { CATALOG_SNAPSHOT_ID } from '../../shared/schemas/catalog';
import { PRERENDER_STATE_ID, scriptJson } from '../../app/prerender-state';
import type { RenderedPage } from '../../app/entry-prerender';

const ROOT = '<div id="root"></div>';
/** The document's charset: the first thing in the head, and where the early-events script follows. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
/** The "needs JavaScript" notice: a pre-rendered page reads fine without it. */
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
/** The app's module script and its modulepreloads, as Vite writes them. */
const MODULE_TAGS = /<(script type="module"|link rel="modulepreload")/g;
const MODULE_SCRIPT = /<script type="module"/;
const HTML_TAG = /<html[^>]*>/;

const screenData = ({ chunk, preload }: ScreenChunk) =>
  ` data-screen="${escapeHtml(chunk)}"` +
  (preload.length > 0 ? ` data-preload="${escapeHtml(preload.join(' '))}"` : '');

const metaTag = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

const FEED_LINK = `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(BLOG_FEED_TITLE)}" href="${BLOG_FEED_PATH}" />`;

/** The page's head tags, in place of the shell's title and description. */
export function headTags({ meta }: Pick<RenderedPage, 'meta'>): string {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', 'Aurelian Private Club'),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:image', meta.image),
    metaTag('property', 'og:url', meta.canonical),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    // The journal's pages name its feed, for readers that find it from the page.
    ...(new URL(meta.canonical).pathname.startsWith('/blog') ? [FEED_LINK] : []),
  ].join('\n    ');
}

/** A screen's chunk, and the chunks the boot and the screen import, at any depth. */
export interface ScreenChunk {
  chunk: string;
  /**
   * Their names (they sit beside the screen's chunk), fetched all at once after the first paint
   * (app/main.tsx), instead of level by level as the browser finds each chunk's imports: a form's
   * screen is four levels deep.
   */
  preload: string[];
}

/**
 * `screen`: the route's own chunk and the chunks it needs, named on the <html> element for the
 * entry (app/main.tsx), which runs before the body is parsed: carried as data, not as preloads
 * the browser would fetch before the first paint.
 */
export function pageHtml(template: string, page: RenderedPage, screen?: ScreenChunk): string {
  for (const [what, found] of [
    ['<div id="root"></div>', template.includes(ROOT)],
    ['<title>', TITLE.test(template)],
    ['<meta name="description">', DESCRIPTION.test(template)],
    ['<meta charset>', CHARSET.test(template)],
  ] as const) {
    if (!found) throw new Error(`The built index.html has no ${what} to fill`);
  }
  // The CSP allows one inline script, by its hash (the early events below): any other in the
  // markup would never run.
  if (/<script(?![^>]*type="application\/json")/.test(page.html)) {
    throw new Error(`${page.meta.canonical} renders an inline <script>, which the CSP blocks`);
  }
  const data = [
    `<script type="application/json" id="${PRERENDER_STATE_ID}">${scriptJson(page.state)}</script>`,
    Object.keys(page.catalog).length > 0
      ? `<script type="application/json" id="${CATALOG_SNAPSHOT_ID}">${scriptJson(page.catalog)}</script>`
      : '',
  ].join('');
  return (
    template
      .replace(DESCRIPTION, '')
      .replace(TITLE, headTags(page))
      .replace(NOSCRIPT, '')
      // The page paints without its scripts, which only hydrate it: the stylesheet, the fonts and
      // the hero image go first, where the shell's scripts must keep their default (high) priority.
      .replace(MODULE_TAGS, '<$1 fetchpriority="low"')
      // Run as soon as it arrives, not once the whole body is parsed: the app's chunks are
      // fetched and evaluated from the first paint on, while the parser is still at work.
      .replace(MODULE_SCRIPT, '$& async')
      .replace(HTML_TAG, (tag) => (screen ? `${tag.slice(0, -1)}${screenData(screen)}>` : tag))
      // Before any module, so taps and submits that land before hydration are kept; and before
      // the stylesheet, which an inline script after it would wait for, holding up the parsing
      // of the page below (Lighthouse's FCP went from 0.76 to 0.90 s with it before </head>).
      .replace(CHARSET, (charset) => `${charset}\n    <script>${EARLY_EVENTS_SCRIPT}</script>`)
      .replace(ROOT, () => `<div id="root">${page.html}</div>${data}`)
  );
}
