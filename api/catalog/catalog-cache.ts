/**
 * The catalogue lists (destinations, featured, jets, products) kept as ready-to-send bytes: the
 * JSON, its brotli and gzip forms and a strong ETag, built on the first read after a change.
 * A change is found, not announced: triggers raise the catalogue's one version (catalog_version,
 * migration 0015) with every write to its tables, whoever makes it, even sqlite3 by hand, and the
 * cache compares it at most every VERSION_CHECK_MS (a read costs ~5 µs on a WAL file, a tenth of
 * a replayed answer: issue 40's figure is kept). The editor calls invalidateCatalog(db) after its
 * writes so staff see them at once; checkouts' stock is compared on each read (stockWriteCount).
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

/** How stale a list may be after a write the process did not announce (a raw UPDATE). */
export const VERSION_CHECK_MS = 500;

export class CatalogCache {
  readonly #entries = new Map<string, { json: CachedJson; stamp: string | undefined }>();
  readonly #readVersion: () => number;
  #generation = 0;
  #version = -1;
  #checkedAt = -Infinity;

  /** `readVersion`: the database's catalogue version (a constant when there is none). */
  constructor(readVersion: () => number = () => 0) {
    this.#readVersion = readVersion;
  }

  /** Counts the changes seen: an answer recorded at one generation is stale at the next. */
  get generation(): number {
    this.#follow();
    return this.#generation;
  }

  /** Drops every entry when the database's version moved since it was last read. */
  #follow(): void {
    const now = performance.now();
    if (now - this.#checkedAt < VERSION_CHECK_MS) return;
    this.#checkedAt = now;
    const version = this.#readVersion();
    if (version === this.#version) return;
    this.#version = version;
    this.#generation += 1;
    this.#entries.clear();
  }

  /**
   * The cached entry for `key`, built by `load` on the first read after an invalidate(), or when
   * `stamp` (a text that changes with the data, if given) differs from the one it was built at.
   */
  get(key: string, load: () => unknown, stamp?: string): CachedJson {
    this.#follow();
    let entry = this.#entries.get(key);
    if (!entry || entry.stamp !== stamp) {
      entry = { json: toCachedJson(load()), stamp };
      this.#entries.set(key, entry);
    }
    return entry.json;
  }

  /** A change this process made: seen now, and the version it raised read with it. */
  invalidate(): void {
    this.#checkedAt = performance.now();
    this.#version = this.#readVersion();
    this.#generation += 1;
    this.#entries.clear();
  }
}

// One cache per database, so tests (one in-memory database each) never share entries.
const caches = new WeakMap<Db, CatalogCache>();

export function catalogCache(db: Db): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    const version = db.$client
      .prepare('SELECT version FROM catalog_version WHERE id = 1')
      .pluck() as { get(): number | undefined };
    cache = new CatalogCache(() => version.get() ?? 0);
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
