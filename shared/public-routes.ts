/**
 * The app's public, indexable routes (spec 2.1): one list for the sitemap, robots.txt, the
 * pre-rendered HTML the build writes for each, and the server and service worker that answer each
 * with its own file. Member routes (/dashboard, /profile, /upload) are never listed. The journal's
 * posts are staff's (issue 39): the list is the fixed routes plus a page per published post, a
 * function of the posts the catalogue holds at the time.
 */
import { BRAND } from './brand';
import { DESTINATION_CATEGORIES } from './constants';

/** The case studies (tests/unit/shared/public-routes.test.ts: equal to app/content's). */
export const STORY_SLUGS = ['from-debt-to-jet', 'the-trust-playbook', 'credit-comeback'] as const;

/** The public routes that are there whatever the journal holds. */
export const FIXED_PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/jet',
  '/home',
  '/destinations',
  ...DESTINATION_CATEGORIES.map((category) => `/destinations/${category}`),
  '/booking',
  '/contact',
  '/waitlist',
  '/blog',
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

/** A published post's page. */
export const postRoute = (slug: string) => `/blog/${slug}`;

/** What a post's address may be (shared/schemas/posts.ts SLUG_MESSAGE), as a page's path. */
const POST_ROUTE = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every public route while `postSlugs` are the published posts. */
export function publicRoutes(postSlugs: readonly string[]): string[] {
  const at = FIXED_PUBLIC_ROUTES.indexOf('/blog') + 1;
  return [
    ...FIXED_PUBLIC_ROUTES.slice(0, at),
    ...postSlugs.map(postRoute),
    ...FIXED_PUBLIC_ROUTES.slice(at),
  ];
}

/** Every route pre-rendered, and answered by the server with its file, while `postSlugs` are published. */
export function prerenderedRoutes(postSlugs: readonly string[]): string[] {
  return [...publicRoutes(postSlugs), ...UNLISTED_ROUTES];
}

/** Where the build writes a public route's pre-rendered HTML, relative to the build folder. */
export const PRERENDER_DIR = 'prerendered';

/**
 * `/` → `prerendered/index.html`, `/destinations/asia` → `prerendered/destinations/asia.html`;
 * under `dir` instead for the service worker's fragments (shared/page-parts.ts).
 */
export function prerenderedFile(route: string, dir: string = PRERENDER_DIR): string {
  return route === '/' ? `${dir}/index.html` : `${dir}${route}.html`;
}

const FIXED_ROUTE_SET = new Set([...FIXED_PUBLIC_ROUTES, ...UNLISTED_ROUTES]);

/** A trailing slash is the same page (`/destinations/`). */
const routePath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/**
 * The pre-rendered route (public or unlisted) a request path names among `routes` (the server's
 * live list), or undefined: anything else (`/dashboard`, `/destinations/mars`, an archived post)
 * is not pre-rendered.
 */
export function publicRouteOf(pathname: string, routes: ReadonlySet<string>): string | undefined {
  const route = routePath(pathname);
  return routes.has(route) ? route : undefined;
}

/**
 * The route a path would be if it is a page of its own: a fixed one, or a post's address whether
 * or not it is published now. For those that cannot ask the server's list (the service worker,
 * which falls back to the shell where it holds no page).
 */
export function pageRouteOf(pathname: string): string | undefined {
  const route = routePath(pathname);
  return FIXED_ROUTE_SET.has(route) || POST_ROUTE.test(route) ? route : undefined;
}

/** A post's address (published or not): the server answers 404 for one that is not public. */
export const isPostRoute = (pathname: string) => POST_ROUTE.test(routePath(pathname));

/**
 * A path whose last segment has a file extension (`/robots.txt`, `/.env`, `/x.js?v=1`) names a
 * file, never an app route: a missing one is a 404, not the app shell. Matches a pathname with
 * or without its query.
 */
export const FILE_PATH = /^[^?#]*\.[A-Za-z0-9]+(?:[?#].*)?$/;

/** The sitemap for `origin` (PUBLIC_URL), listing `routes` (publicRoutes of the live journal). */
export function sitemapXml(origin: string, routes: readonly string[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = routes.map((route) => `  <url><loc>${base}${route}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
