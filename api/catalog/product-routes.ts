import { Hono } from 'hono';
import type { CatalogDeps } from './catalog-deps';
import { errorBody } from '../errors';
import { sendCachedJson } from './catalog-cache';
import { cachedList } from './catalog-lists';
import { productRecord } from './catalog-queries';

/** Positive integers only: '1e2', '01', '-3' and '2.0' are not product ids. */
const PRODUCT_ID = /^[1-9]\d{0,8}$/;

export function productRoutes({ db }: CatalogDeps) {
  return new Hono()
    .get('/', (c) => sendCachedJson(c, cachedList(db, 'products')))
    .get('/:id', (c) => {
      const raw = c.req.param('id');
      const product = PRODUCT_ID.test(raw) ? productRecord(db, Number(raw)) : undefined;
      c.header('Cache-Control', 'no-cache');
      if (!product) return c.json(errorBody('Product not found'), 404);
      return c.json(product);
    });
}
