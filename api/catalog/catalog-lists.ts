/**
 * The catalogue's public lists by name, each read from the cache (catalog-cache.ts), and the
 * catalogue's version: one text that moves whenever any list's bytes do. The app asks for the
 * version to learn, with one small request, that what it shows is out of date
 * (GET /api/catalog/version), and the server's pages follow the same lists.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { catalogCache, type CachedJson } from './catalog-cache';
import { allDestinations, allJets, allProducts, featuredDestinations } from './catalog-queries';
import { stockWriteCount } from './stock';

const LISTS = {
  destinations: { load: allDestinations },
  'destinations/featured': { load: featuredDestinations },
  jets: { load: allJets },
  // Stock moves with every checkout, not through invalidateCatalog: its write count stamps it.
  products: { load: allProducts, stamp: () => String(stockWriteCount()) },
} satisfies Record<string, { load: (db: Db) => unknown; stamp?: () => string }>;

export type CatalogList = keyof typeof LISTS;

export function cachedList(db: Db, list: CatalogList): CachedJson {
  const source: { load: (db: Db) => unknown; stamp?: () => string } = LISTS[list];
  return catalogCache(db).get(list, () => source.load(db), source.stamp?.());
}

/**
 * Changes when any list's JSON does, or `alsoShown` (what else the pages show: the journal's
 * stamp); the same for the same catalogue across restarts.
 */
export function catalogVersion(db: Db, alsoShown = ''): string {
  const hash = createHash('sha256').update(alsoShown);
  for (const list of Object.keys(LISTS) as CatalogList[]) hash.update(cachedList(db, list).hash);
  return hash.digest('base64url').slice(0, 22);
}
