import { Hono } from 'hono';
import type { CatalogDeps } from './catalog-deps';
import { sendCachedJson } from './catalog-cache';
import { cachedList } from './catalog-lists';

export function jetRoutes({ db }: CatalogDeps) {
  return new Hono().get('/', (c) => sendCachedJson(c, cachedList(db, 'jets')));
}
