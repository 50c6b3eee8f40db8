import { Hono } from 'hono';
import type { CatalogDeps } from './catalog-deps';
import { catalogCache, sendCachedJson } from './catalog-cache';
import { errorBody } from '../errors';
import { allDestinations, destinationRecord, featuredDestinations } from './catalog-queries';

export function destinationRoutes({ db }: CatalogDeps) {
  const cache = catalogCache(db);
  return (
    new Hono()
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
      )
      // One destination by id or slug (issue 39): an archived one is gone, as an unknown one is.
      .get('/:id', (c) => {
        const destination = destinationRecord(db, c.req.param('id'));
        c.header('Cache-Control', 'no-cache');
        if (!destination) return c.json(errorBody('Destination not found'), 404);
        return c.json(destination);
      })
  );
}
