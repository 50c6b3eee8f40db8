import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Destination } from '@shared/schemas/catalog';
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
  return new Hono()
    .get('/', (c) => {
      const rows = db.select().from(destinations).orderBy(asc(destinations.sortOrder)).all();
      // The app keeps its own copy in IndexedDB; the HTTP cache must always revalidate.
      c.header('Cache-Control', 'no-cache');
      return c.json(rows.map(toWire));
    })
    .get('/featured', (c) => {
      const rows = db
        .select()
        .from(destinations)
        .where(eq(destinations.featured, 1))
        .orderBy(asc(destinations.sortOrder))
        .all();
      c.header('Cache-Control', 'no-cache');
      return c.json(rows.map(toWire));
    });
}
