import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Jet } from '@shared/schemas/catalog';
import type { Db } from '../db/client';
import { privateJets } from '../db/schema';
import { centsToDecimal } from '../money';

export function jetRoutes(db: Db) {
  return new Hono().get('/', (c) => {
    const rows = db.select().from(privateJets).orderBy(asc(privateJets.sortOrder)).all();
    const jets = rows.map((r): Jet => ({
      id: r.id,
      name: r.name,
      type: r.type,
      capacity: r.capacity,
      range: r.range,
      hourlyRate: centsToDecimal(r.hourlyRateCents),
      description: r.description,
      imageUrl: r.imageUrl,
    }));
    c.header('Cache-Control', 'no-cache');
    return c.json(jets);
  });
}
