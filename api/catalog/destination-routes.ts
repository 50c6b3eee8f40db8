import { Hono } from 'hono';
import type { CatalogDeps } from './catalog-deps';
import { errorBody } from '../errors';
import { sendCachedJson } from './catalog-cache';
import { cachedList } from './catalog-lists';
import { destinationRecord } from './catalog-queries';

export function destinationRoutes({ db }: CatalogDeps) {
  return (
    new Hono()
      .get('/', (c) => sendCachedJson(c, cachedList(db, 'destinations')))
      .get('/featured', (c) => sendCachedJson(c, cachedList(db, 'destinations/featured')))
      // One destination by id or slug (issue 39): an archived one is gone, as an unknown one is.
      .get('/:id', (c) => {
        const destination = destinationRecord(db, c.req.param('id'));
        c.header('Cache-Control', 'no-cache');
        if (!destination) return c.json(errorBody('Destination not found'), 404);
        return c.json(destination);
      })
  );
}
