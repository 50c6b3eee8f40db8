import { Hono } from 'hono';
import type { CatalogDeps } from './catalog-deps';
import { catalogCache, sendCachedJson } from './catalog-cache';
import { allJets } from './catalog-queries';

export function jetRoutes({ db }: CatalogDeps) {
  const cache = catalogCache(db);
  return new Hono().get('/', (c) =>
    sendCachedJson(
      c,
      cache.get('jets', () => allJets(db)),
    ),
  );
}
