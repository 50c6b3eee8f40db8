import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Destination } from '@shared/schemas/catalog';
import { catalogCache, sendCachedJson } from './catalog-cache';
import type { Db } from '../db/client';
import { destinations } from '../db/schema';

type Row = typeof destinations.$inferSelect;

const toWire = (r: Row): Destination => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  country: r.country,
  region: r.region,
  duration: r.duration,
  nights: r.nights,
  description: r.description,
  imageUrl: r.imageUrl,
  category: r.category,
  featured: r.featured,
});

export function destinationRoutes(db: Db) {
  const cache = catalogCache(db);
  const all = () =>
    db.select().from(destinations).orderBy(asc(destinations.sortOrder)).all().map(toWire);
  const featured = () =>
    db
      .select()
      .from(destinations)
      .where(eq(destinations.featured, 1))
      .orderBy(asc(destinations.sortOrder))
      .all()
      .map(toWire);
  return new Hono()
    .get('/', (c) => sendCachedJson(c, cache.get('destinations', all)))
    .get('/featured', (c) => sendCachedJson(c, cache.get('destinations/featured', featured)));
}
