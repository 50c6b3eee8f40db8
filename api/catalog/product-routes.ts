import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Product } from '@shared/schemas/catalog';
import { catalogCache, sendCachedJson } from './catalog-cache';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { errorBody } from '../errors';

type Row = typeof products.$inferSelect;

const toWire = (r: Row): Product => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: r.price,
  originalPrice: r.originalPrice,
  onSale: r.onSale,
  category: r.category,
  image: r.image,
  images: r.images,
  featured: r.featured,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** Positive integers only: '1e2', '01', '-3' and '2.0' are not product ids. */
const PRODUCT_ID = /^[1-9]\d{0,8}$/;

export function productRoutes(db: Db) {
  const cache = catalogCache(db);
  const all = () => db.select().from(products).orderBy(asc(products.id)).all().map(toWire);
  return new Hono()
    .get('/', (c) => sendCachedJson(c, cache.get('products', all)))
    .get('/:id', (c) => {
      const raw = c.req.param('id');
      const row = PRODUCT_ID.test(raw)
        ? db
            .select()
            .from(products)
            .where(eq(products.id, Number(raw)))
            .get()
        : undefined;
      c.header('Cache-Control', 'no-cache');
      if (!row) return c.json(errorBody('Product not found'), 404);
      return c.json(toWire(row));
    });
}
