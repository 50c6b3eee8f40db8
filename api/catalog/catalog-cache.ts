/**
 * The catalogue lists (destinations, featured, jets, products) kept as ready-to-send bytes: the
 * JSON, its brotli and gzip forms and a strong ETag, built on the first read after a change.
 * Only the seed writes these tables today; any writer must call invalidateCatalog(db) after.
 * Stock moves with every checkout instead: the products list is checked against the count of
 * stock writes (stock.ts stockWriteCount) on each read, so no checkout has to remember the cache.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { compressBody, pickEncoding, type Encoding } from '../http/content-encoding';

export interface CachedJson {
  /** sha-256 of the plain JSON, base64url; each representation's ETag is built from it. */
  hash: string;
  plain: Uint8Array<ArrayBuffer>;
  encoded: Record<Encoding, Uint8Array<ArrayBuffer>>;
}

export function toCachedJson(value: unknown): CachedJson {
  const plain = new TextEncoder().encode(JSON.stringify(value));
  return {
    hash: createHash('sha256').update(plain).digest('base64url').slice(0, 27),
    plain,
    encoded: { br: compressBody(plain, 'br', 'best'), gzip: compressBody(plain, 'gzip', 'best') },
  };
}

/** Strong ETags name one representation, so each encoding gets its own (as Apache does). */
const etagFor = (hash: string, encoding: Encoding | null) =>
  encoding ? `"${hash}-${encoding}"` : `"${hash}"`;

/** If-None-Match lists ETags of any of our representations (or *); all carry the same data. */
function matches(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === `"${hash}"` || t.startsWith(`"${hash}-`);
  });
}

/** Sends a cached list: 304 on a matching ETag, else the best encoding the client accepts. */
export function sendCachedJson(c: Context, entry: CachedJson): Response {
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  const headers: Record<string, string> = {
    // The app keeps its own copy in IndexedDB; the HTTP cache must always revalidate.
    'Cache-Control': 'no-cache',
    ETag: etagFor(entry.hash, encoding),
    Vary: 'Accept-Encoding',
  };
  if (matches(c.req.header('If-None-Match'), entry.hash)) return c.body(null, 304, headers);
  headers['Content-Type'] = 'application/json';
  if (!encoding) return c.body(entry.plain, 200, headers);
  headers['Content-Encoding'] = encoding;
  return c.body(entry.encoded[encoding], 200, headers);
}

export class CatalogCache {
  readonly #entries = new Map<string, { json: CachedJson; stamp: string | undefined }>();
  #generation = 0;

  /** Counts the invalidations: an answer recorded at one generation is stale at the next. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * The cached entry for `key`, built by `load` on the first read after an invalidate(), or when
   * `stamp` (a text that changes with the data, if given) differs from the one it was built at.
   */
  get(key: string, load: () => unknown, stamp?: string): CachedJson {
    let entry = this.#entries.get(key);
    if (!entry || entry.stamp !== stamp) {
      entry = { json: toCachedJson(load()), stamp };
      this.#entries.set(key, entry);
    }
    return entry.json;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

// One cache per database, so tests (one in-memory database each) never share entries.
const caches = new WeakMap<Db, CatalogCache>();

export function catalogCache(db: Db): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Call after writing destinations, jets or products. */
export const invalidateCatalog = (db: Db) => catalogCache(db).invalidate();

/**
 * The lists answered from this cache alone, whatever the request but its Accept-Encoding and
 * If-None-Match: the server may answer them before the app (api/http/hot-reads.ts) while the
 * cache's generation holds.
 */
export const CACHED_CATALOG_PATHS = [
  '/api/destinations',
  '/api/destinations/featured',
  '/api/jets',
  '/api/products',
] as const;
