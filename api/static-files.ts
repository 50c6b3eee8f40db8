/**
 * Serves the built PWA (vite build output) from the API's own origin, with cache rules that let
 * hashed assets live forever while the shell, manifest and service worker always revalidate.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HOUR = 'public, max-age=3600';
const ALWAYS_FRESH = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

export function cacheControlFor(requestPath: string, filePath: string): string {
  if (requestPath.startsWith('/assets/')) return IMMUTABLE;
  if (ALWAYS_FRESH.has(basename(filePath))) return REVALIDATE;
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

export function serveBuiltApp(app: Hono, staticDir: string): void {
  const root = resolve(staticDir);
  const indexFile = join(root, 'index.html');

  // serveStatic's onFound runs after the response exists, too late for headers: note the file
  // there and set Cache-Control on the finished response instead.
  const served = new WeakMap<Request, string>();
  const files = serveStatic({
    root,
    onFound: (filePath, c) => void served.set(c.req.raw, filePath),
  });
  app.use('*', async (c, next) => {
    if (isApi(c.req.path)) return next();
    const res = await files(c, next);
    const filePath = served.get(c.req.raw);
    if (res && filePath) res.headers.set('Cache-Control', cacheControlFor(c.req.path, filePath));
    return res;
  });

  // SPA fallback: client-side routes (and unknown paths, which the app renders as its 404 page)
  // get the shell. A missing hashed asset must fail loudly rather than parse HTML as script.
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (isApi(c.req.path) || c.req.path.startsWith('/assets/')) return next();
    if (!existsSync(indexFile)) return next();
    c.header('Cache-Control', REVALIDATE);
    return c.html(await readFile(indexFile, 'utf8'));
  });
}
