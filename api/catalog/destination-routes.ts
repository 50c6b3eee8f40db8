import { Hono } from 'hono';
import type { CatalogDeps } from './catalog-deps';
import { sendCachedJson } from './catalog-cache';
import { cachedList } from './catalog-lists';

export function destinationRoutes({ db }: CatalogDeps) {
  return new Hono()
    .get('/', (c) => sendCachedJson(c, cachedList(db, 'destinations')))
    .get('/featured', (c) => sendCachedJson(c, cachedList(db, 'destinations/featured')));
}
