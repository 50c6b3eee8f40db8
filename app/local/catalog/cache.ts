/**
 * The content cache: pulls the public catalogue (destinations, jets, products, the journal's posts)
 * into Dexie, where the screens read it with useLocalQuery. Fresh for 5 minutes (spec 9); offline
 * the last copy stays. The posts' bodies follow their listing (post-bodies.ts).
 */
import * as v from 'valibot';
import type { Table } from 'dexie';
import { API } from '@shared/api';
import { CACHE_FRESH_MS } from '@shared/constants';
import { JOURNAL_API, type PostSummary } from '@shared/journal-api';
import { DestinationListSchema, JetListSchema, ProductListSchema } from '@shared/schemas/catalog';
import { PostSummaryListSchema } from '@shared/schemas/journal';
import { apiRead } from '../api';
import type { CatalogKey } from './catalog-key';
import type { ClubDB } from '../db/db';
import { DB_NAME, localDb } from '../db/local-db';
import { showPulledRows } from './catalog-snapshot';
import { warmPostBodies } from './post-bodies';
import { localWanted, whenLocalWanted } from '../db/local-start';

export const CATALOG_KEYS: readonly CatalogKey[] = [
  'destinations',
  'featuredDestinations',
  'jets',
  'products',
  'posts',
];

const SOURCES = {
  destinations: { path: API.destinations, schema: DestinationListSchema },
  featuredDestinations: { path: API.featuredDestinations, schema: DestinationListSchema },
  jets: { path: API.jets, schema: JetListSchema },
  products: { path: API.products, schema: ProductListSchema },
  posts: { path: JOURNAL_API.posts, schema: PostSummaryListSchema },
} as const satisfies Record<CatalogKey, { path: string; schema: v.GenericSchema }>;

export interface RefreshOptions {
  /** fetch even when the local copy is still fresh */
  force?: boolean;
  now?: () => number;
  db?: ClubDB;
}

/*
 * Spec 9 also says unused entries are discarded after 10 minutes (CACHE_DISCARD_MS). That rule is
 * for an in-memory query cache; here it maps to the in-flight map below, whose entries live only
 * while a request runs. The Dexie copy is kept forever on purpose: DESIGN.md wants the last copy
 * shown offline, and it is replaced as a whole on the next successful pull.
 */
const inFlight = new Map<string, Promise<void>>();

/**
 * What the page does with a pulled collection's rows: warm their pictures (set by
 * page-catalog.ts, the page's way to this module). The worker sets nothing: it warms its media caches at install, and the
 * page's idle-time and connection checks mean nothing there.
 */
let afterPull: (rows: readonly object[]) => void = () => {};
export function setAfterCatalogPull(handle: (rows: readonly object[]) => void): void {
  afterPull = handle;
}

/** Pulls one collection when stale (or forced). Never throws: failures land in cacheMeta.error. */
export function refreshCatalog(key: CatalogKey, opts: RefreshOptions = {}): Promise<void> {
  // A first visit's page has not opened its database (local-start.ts): the fresh rows are shown
  // at once and kept for the database until it opens.
  const cold = !opts.db && !localWanted();
  const flightKey = `${cold ? 'page' : (opts.db?.name ?? DB_NAME)}:${key}`;
  const running = inFlight.get(flightKey);
  if (running) return running;

  const run = (cold ? pullIntoPage(key, opts) : pull(key, opts)).finally(() =>
    inFlight.delete(flightKey),
  );
  inFlight.set(flightKey, run);
  return run;
}

export async function refreshAllCatalogs(opts: RefreshOptions = {}): Promise<void> {
  await Promise.all(CATALOG_KEYS.map((key) => refreshCatalog(key, opts)));
}

async function pull(key: CatalogKey, opts: RefreshOptions): Promise<void> {
  // Without the database's code (offline before the worker cached it) there is nowhere to write.
  const db = opts.db ?? (await localDb().catch(() => undefined));
  if (!db) return;
  const now = opts.now ?? Date.now;
  let fetchedAt = 0;
  try {
    const meta = await db.cacheMeta.get(key);
    fetchedAt = meta?.fetchedAt ?? 0;
    if (!opts.force && fetchedAt > 0 && now() - fetchedAt < CACHE_FRESH_MS) return;

    const { path, schema } = SOURCES[key];
    const parsed = v.safeParse(schema, await apiRead<unknown>(path));
    if (!parsed.success) throw new Error(`Unexpected data from ${path}`);
    await replaceRows(db, key, parsed.output, now());
    afterPull(parsed.output);
    // The listing's pull brings the bodies along, so every published post reads offline.
    if (key === 'posts') await warmPostBodies(db, parsed.output as PostSummary[]);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    try {
      await db.cacheMeta.put({ key, fetchedAt, error });
    } catch {
      // The database itself is unavailable (private mode, quota): nothing more to record.
    }
  }
}

/** Pulled pages ago on this visit: a later one within the freshness window is not asked for. */
const pulledAt = new Map<CatalogKey, number>();

/** A first visit's pull: shown on the page now, written to the database once it opens. */
async function pullIntoPage(key: CatalogKey, opts: RefreshOptions): Promise<void> {
  const now = opts.now ?? Date.now;
  const last = pulledAt.get(key);
  if (!opts.force && last !== undefined && now() - last < CACHE_FRESH_MS) return;
  const { path, schema } = SOURCES[key];
  let rows: object[];
  try {
    const parsed = v.safeParse(schema, await apiRead<unknown>(path));
    if (!parsed.success) return; // the page keeps the catalogue it was rendered with
    rows = parsed.output;
  } catch {
    return; // offline, or the server unreachable: the same
  }
  const fetchedAt = now();
  pulledAt.set(key, fetchedAt);
  showPulledRows(key, rows);
  afterPull(rows);
  whenLocalWanted(() => {
    void localDb()
      .then(async (db) => {
        // Unless the database already holds a newer pull (another tab, the worker).
        const meta = await db.cacheMeta.get(key);
        if ((meta?.fetchedAt ?? 0) < fetchedAt) await replaceRows(db, key, rows, fetchedAt);
      })
      .catch(() => undefined);
  });
}

/** Replaces the whole collection in one transaction, so rows deleted on the server disappear. */
async function replaceRows(db: ClubDB, key: CatalogKey, rows: object[], fetchedAt: number) {
  // The tables hold different row types; the schema above already checked these rows.
  const table = db[key] as unknown as Table<object, unknown>;
  await db.transaction('rw', table, db.cacheMeta, async () => {
    await table.clear();
    await table.bulkPut(rows);
    await db.cacheMeta.put({ key, fetchedAt, error: undefined });
  });
}
