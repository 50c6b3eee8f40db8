/**
 * The journal's public answers kept as ready-to-send bytes (the catalogue's cache, one per
 * database), each rebuilt when the journal's stamp moves: any write, or a scheduled post falling due.
 */
import type { Db } from '../db/client';
import { CatalogCache, type CachedJson } from '../catalog';
import { journalStamp, publicPost, publicPosts } from './public-posts';

const caches = new WeakMap<Db, CatalogCache>();

function cacheOf(db: Db): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogCache();
    caches.set(db, cache);
  }
  return cache;
}

/** GET /api/posts */
export const cachedPostList = (db: Db, now: Date): CachedJson =>
  cacheOf(db).get('list', () => publicPosts(db, now), journalStamp(db, now));

/** GET /api/posts/:slug; undefined when no public post has this address. */
export function cachedPost(db: Db, slug: string, now: Date): CachedJson | undefined {
  const stamp = journalStamp(db, now);
  const post = publicPost(db, slug, now);
  return post && cacheOf(db).get(`post:${slug}`, () => post, stamp);
}
