/**
 * The request listener the server runs (server.ts, and the benches that measure it): the app
 * behind its Node adapter, with the catalogue's cached lists replayed before it while the
 * catalogue holds (http/hot-reads.ts): the same answers, without the framework's cost each.
 */
import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { CACHED_CATALOG_PATHS, catalogCache, stockWriteCount } from './catalog';
import type { Db } from './db/client';
import { withHotReads } from './http/hot-reads';
import type { AppLogger } from './observability/logger';

export function appListener(app: Hono, db: Db, logger: AppLogger): RequestListener {
  const catalog = catalogCache(db);
  return withHotReads(getRequestListener(app.fetch), {
    paths: CACHED_CATALOG_PATHS,
    // The products list moves with its stock too, which checkouts write without invalidating.
    generation: () => catalog.generation + stockWriteCount(),
    logger,
  });
}
