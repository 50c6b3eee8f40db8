/**
 * The app's public, indexable routes (spec 2.1): one list for the sitemap, robots.txt, the
 * pre-rendered HTML the build writes for each, and the server and service worker that answer each
 * with its own file. Member routes (/dashboard, /profile, /upload) are never listed.
 */
import { BRAND } from './brand';
import { DESTINATION_CATEGORIES } from './constants';

/** The bundled posts and case studies (tests/unit/shared/public-routes.test.ts: equal to app/content's). */
export const BLOG_POST_SLUGS = ['isabella', 'marcus', 'sophia'] as const;
export const STORY_SLUGS = ['from-debt-to-jet', 'the-trust-playbook', 'credit-comeback'] as const;

export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/jet',
  '/home',
  '/destinations',
  ...DESTINATION_CATEGORIES.map((category) => `/destinations/${category}`),
  '/booking',
  '/contact',
  '/waitlist',
  '/blog',
  ...BLOG_POST_SLUGS.map((slug) => `/blog/${slug}`),
  '/press/release-1',
  '/terms',
  '/privacy',
  '/book',
  '/preorder',
  '/win',
  '/enter',
  '/won',
  '/activate',
  '/challenge-2',
  '/apply',
  '/start',
  '/receipts',
  '/join',
  '/app',
  ...STORY_SLUGS.map((slug) => `/stories/${slug}`),
  `/${BRAND.founder.slug}`,
  '/documents/trust',
  '/shop',
];

/**
 * Pre-rendered and served like the public routes, but left out of the sitemap and marked
 * `noindex`: pages a visitor reaches after a form (spec 2.7's /thank-you, where the waitlist form
 * posts lead) or from a mailed link (/payment/confirm, an installment the bank asks the buyer to
 * approve), which must paint at once but mean nothing to a search engine.
 */
export const UNLISTED_ROUTES: readonly string[] = ['/thank-you', '/payment/confirm'];

/** Every route the build pre-renders, and the server and service worker answer with its file. */
export const PRERENDERED_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...UNLISTED_ROUTES];

/** Where the build writes a public route's pre-rendered HTML, relative to the build folder. */
export const PRERENDER_DIR = 'prerendered';

/**
 * `/` → `prerendered/index.html`, `/destinations/asia` → `prerendered/destinations/asia.html`;
 * under `dir` instead for the service worker's fragments (shared/page-parts.ts).
 */
export function prerenderedFile(route: string, dir: string = PRERENDER_DIR): string {
  return route === '/' ? `${dir}/index.html` : `${dir}${route}.html`;
}

const PRERENDERED_ROUTE_SET = new Set(PRERENDERED_ROUTES);

/**
 * The pre-rendered route (public or unlisted) a request path names, or undefined: a trailing
 * slash is the same page (`/destinations/`), anything else (`/dashboard`, `/destinations/mars`)
 * is not pre-rendered.
 */
export function publicRouteOf(pathname: string): string | undefined {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return PRERENDERED_ROUTE_SET.has(route) ? route : undefined;
}

/**
 * A path whose last segment has a file extension (`/robots.txt`, `/.env`, `/x.js?v=1`) names a
 * file, never an app route: a missing one is a 404, not the app shell. Matches a pathname with
 * or without its query.
 */
export const FILE_PATH = /^[^?#]*\.[A-Za-z0-9]+(?:[?#].*)?$/;

/** The sitemap for `origin` (PUBLIC_URL), listing every public route. */
export function sitemapXml(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const urls = PUBLIC_ROUTES.map((route) => `  <url><loc>${base}${route}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
