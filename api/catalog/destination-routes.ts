import { Hono } from 'hono';
import type { CatalogDeps } from './catalog-deps';
import { catalogCache, sendCachedJson } from './catalog-cache';
import { allDestinations, featuredDestinations } from './catalog-queries';

export function destinationRoutes({ db }: CatalogDeps) {
  const cache = catalogCache(db);
  return new Hono()
    .get('/', (c) =>
      sendCachedJson(
        c,
        cache.get('destinations', () => allDestinations(db)),
      ),
    )
    .get('/featured', (c) =>
      sendCachedJson(
        c,
        cache.get('destinations/featured', () => featuredDestinations(db)),
      ),
    );
}
