/**
 * Serves the built PWA (vite build output) from the API's own origin: the brotli or gzip sibling
 * the build wrote when the client accepts it, cache rules that let hashed assets live forever
 * while the shell, manifest and service worker always revalidate, each pre-rendered route's HTML
 * (from memory, with fresh form keys and the `?sent=` notice, compressed per response), the shell
 * for the other app routes and a plain 404 for missing files.
 */
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { EXTERNAL_LINK_DEFAULTS, type ExternalLinks } from '@shared/external-links';
import { FORM_SENT_PARAM } from '@shared/form-posts';
import {
  FILE_PATH,
  isPostRoute,
  PRERENDER_DIR,
  prerenderedRoutes,
  publicRouteOf,
} from '@shared/public-routes';
import { htmlResponse } from '../http/html-response';
import { withFormKeys, loadPageStore, type PageStore, withSentNotice } from '../forms';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HOUR = 'public, max-age=3600';
const ALWAYS_FRESH = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);
/** The extensions serveStatic `precompressed` appends to the file it sends instead. */
const ENCODED = /\.(?:br|gz|zst)$/;

/** The operator's endpoints (probes, metrics), any spelling: a probe must never get the app. */
const SERVER_PATH = /^\/(?:healthz|readyz|metrics)(?:\/|$)/;
/** Paths the server answers itself, never with the app's HTML. */
const isApi = (path: string) =>
  path === '/api' || path.startsWith('/api/') || SERVER_PATH.test(path);

/** A pre-rendered page is HTML of the release like the shell: revalidated, never kept stale. */
const isPrerendered = (filePath: string) =>
  filePath.split(/[\\/]/).includes(PRERENDER_DIR) && /\.html(?:\.(?:br|gz|zst))?$/.test(filePath);

export function cacheControlFor(requestPath: string, filePath: string): string {
  if (requestPath.startsWith('/assets/')) return IMMUTABLE;
  if (ALWAYS_FRESH.has(basename(filePath).replace(ENCODED, ''))) return REVALIDATE;
  if (isPrerendered(filePath)) return REVALIDATE;
  return HOUR;
}

/** Whether `dir` holds a build; server.ts says how to make one when it does not. */
export const hasBuild = (dir: string) => existsSync(join(dir, 'index.html'));

export const BUILD_MISSING = (dir: string) =>
  `No built app in ${dir}/ (index.html is missing): run \`npm run build\`, then start the server again.`;

/** Without a build, page requests say how to make one instead of a bare 404. */
export function explainMissingBuild(app: Hono, staticDir: string): void {
  app.on(['GET', 'HEAD'], '*', (c, next) =>
    isApi(c.req.path) ? next() : c.text(BUILD_MISSING(staticDir), 503),
  );
}

/**
 * A file with a compressed sibling has more than one representation: caches must key on
 * Accept-Encoding even when this answer is the plain one (serveStatic adds Vary only when it
 * picks a sibling).
 */
function varyOnEncoding(res: Response, filePath: string): void {
  const plain = filePath.replace(ENCODED, '');
  const vary = res.headers.get('Vary');
  if (vary && /accept-encoding/i.test(vary)) return;
  if (plain !== filePath || existsSync(`${plain}.br`) || existsSync(`${plain}.gz`)) {
    res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/**
 * A pre-rendered page as each visitor gets it: a key of its own in each form (its idempotency
 * key), and the confirmation of the form post that led here. So it is made per response.
 */
function pageResponse(c: Context, html: string, links: ExternalLinks): Response {
  const page = withSentNotice(withFormKeys(html), c.req.query(FORM_SENT_PARAM), links);
  return htmlResponse(c, page, { cacheControl: REVALIDATE });
}

export interface BuiltAppOptions {
  /** the build's pre-rendered HTML, read once at start (server.ts shares it with the API) */
  pages?: PageStore;
  /** the external addresses the build baked in (the same environment's) */
  links?: ExternalLinks;
  /** the pre-rendered routes of now (the journal's posts come and go); none: the fixed ones */
  routes?: () => ReadonlySet<string>;
}

const FIXED_ROUTES: ReadonlySet<string> = new Set(prerenderedRoutes([]));

export function serveBuiltApp(
  app: Hono,
  staticDir: string,
  {
    routes = () => FIXED_ROUTES,
    pages = loadPageStore(staticDir, [...routes()]),
    links = EXTERNAL_LINK_DEFAULTS,
  }: BuiltAppOptions = {},
): void {
  const root = resolve(staticDir);

  // serveStatic's onFound runs after the response exists, too late for headers: note the file
  // there and set the headers on the finished response instead.
  const served = new WeakMap<Request, string>();
  const onFound = (filePath: string, c: Context) => void served.set(c.req.raw, filePath);
  const files = serveStatic({ root, precompressed: true, onFound });
  const shell = serveStatic({ root, path: 'index.html', precompressed: true, onFound });

  // Wraps the shell fallback below too (it runs inside `next`), so both get their headers here.
  app.use('*', async (c, next) => {
    if (isApi(c.req.path)) return next();
    // A pre-rendered route (`/` too, which would otherwise be the folder's index.html, the shell)
    // gets its own HTML (Hono drops the body of a HEAD). A route the build wrote no page for (an
    // older build) is looked up as a file, then gets the shell.
    const route = publicRouteOf(c.req.path, routes());
    const readable = c.req.method === 'GET' || c.req.method === 'HEAD';
    const page = route === undefined || !readable ? undefined : pages.get(route);
    if (page !== undefined) return pageResponse(c, page, links);
    // A found file comes back as a Response; otherwise `next` ran and c.res holds its answer.
    const found = await files(c, next);
    const res = found instanceof Response ? found : c.res;
    const filePath = served.get(c.req.raw);
    if (filePath) {
      res.headers.set('Cache-Control', cacheControlFor(c.req.path, filePath));
      varyOnEncoding(res, filePath);
    }
    if (found instanceof Response) return found;
  });

  // SPA fallback: the client-side routes that are not pre-rendered (members, sign-in, and unknown
  // ones, which the app renders as its 404 page) get the shell. A missing file (`/robots.txt`,
  // `/x.js`, `/.env`, any hashed asset) falls through to the plain 404, so a crawler or a script
  // tag never gets HTML instead.
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (isApi(path) || path.startsWith('/assets/') || FILE_PATH.test(path)) return next();
    const res = await shell(c, next);
    // A post that is not public (archived, unpublished, never written): the app says so, and
    // the status does too, so crawlers drop it. One published since the last render has no page
    // yet for a few seconds: the shell shows it, with a 200.
    const unknownPost = isPostRoute(path) && publicRouteOf(path, routes()) === undefined;
    if (res instanceof Response && unknownPost && res.status === 200) {
      return new Response(res.body, { status: 404, headers: res.headers });
    }
    return res;
  });
}
