import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Jet } from '@shared/schemas/catalog';
import { catalogCache, sendCachedJson } from './catalog-cache';
import type { Db } from '../db/client';
import { privateJets } from '../db/schema';
import { centsToDecimal } from '../lib/money';

export function jetRoutes(db: Db) {
  const cache = catalogCache(db);
  const load = () =>
    db
      .select()
      .from(privateJets)
      .orderBy(asc(privateJets.sortOrder))
      .all()
      .map((r): Jet => ({
        id: r.id,
        name: r.name,
        type: r.type,
        capacity: r.capacity,
        range: r.range,
        hourlyRate: centsToDecimal(r.hourlyRateCents),
        description: r.description,
        imageUrl: r.imageUrl,
      }));
  return new Hono().get('/', (c) => sendCachedJson(c, cache.get('jets', load)));
}
