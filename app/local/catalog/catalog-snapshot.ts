/**
 * The catalogue a pre-rendered page was rendered with, embedded in its HTML as JSON: the data
 * hooks start from it, so the first render in the browser is the one the server made (no
 * hydration mismatch, no loading flash), and a first visit seeds Dexie with it.
 */
import type { Table } from 'dexie';
import * as v from 'valibot';
import {
  CATALOG_SNAPSHOT_ID,
  CatalogSnapshotSchema,
  type CatalogSnapshot,
} from '@shared/schemas/catalog';
import type { PublicPost } from '@shared/journal-api';
import type { CatalogKey } from './catalog-key';
import type { CatalogStatus } from './catalog-status';
import type { ClubDB } from '../db/db';
import { localDb } from '../db/local-db';

export type { CatalogSnapshot };

let snapshot: CatalogSnapshot = {};
const keysRead = new Set<CatalogKey>();
/** The posts whose bodies were read: a post's page embeds its own, never all of them. */
const bodiesRead = new Set<string>();

/** Sets the snapshot the hooks fall back to (the page's, or the one being pre-rendered with). */
export function setCatalogSnapshot(next: CatalogSnapshot): void {
  snapshot = next;
  keysRead.clear();
  bodiesRead.clear();
}

const pullListeners = new Set<() => void>();

/**
 * Shows rows pulled on a first visit, before the page opened its database (local-start.ts): they
 * replace the snapshot's for `key`, and the screens reading it render again (usePulledRows).
 */
export function showPulledRows(key: CatalogKey, rows: readonly object[]): void {
  // The pull checked the rows with that key's schema (cache.ts).
  snapshot = { ...snapshot, [key]: rows } as CatalogSnapshot;
  for (const listener of pullListeners) listener();
}

/** The snapshot the screens shape (a new object after each pull shown), and its subscription. */
export const currentSnapshot = (): CatalogSnapshot => snapshot;
export function onPulledRows(listener: () => void): () => void {
  pullListeners.add(listener);
  return () => pullListeners.delete(listener);
}

/** The collections read since the snapshot was set. */
export function catalogKeysRead(): CatalogKey[] {
  return [...keysRead];
}

/** What a pre-rendered page must embed of `catalog`: the collections and post bodies it read. */
export function snapshotRead(catalog: CatalogSnapshot): CatalogSnapshot {
  const used: CatalogSnapshot = Object.fromEntries(
    catalogKeysRead().map((key) => [key, catalog[key]]),
  );
  if (bodiesRead.size === 0) return used;
  return { ...used, postBodies: catalog.postBodies?.filter((p) => bodiesRead.has(p.slug)) ?? [] };
}

/** The body of the post at `slug` the page came with (`from`, as useCatalogSnapshot gave it). */
export function snapshotPostBody(
  slug: string,
  from: CatalogSnapshot = snapshot,
): PublicPost | undefined {
  bodiesRead.add(slug);
  return from.postBodies?.find((post) => post.slug === slug);
}

/**
 * `live` (Dexie's answer) once it has rows to show; until then the snapshot's rows (`from`, as
 * useCatalogSnapshot gave it), shaped by `fromRows`; undefined when there is neither.
 */
export function withSnapshot<K extends CatalogKey, T extends { status: CatalogStatus }>(
  live: T | undefined,
  key: K,
  fromRows: (rows: NonNullable<CatalogSnapshot[K]>) => T,
  from: CatalogSnapshot = snapshot,
): T | undefined {
  if (live?.status === 'ready') return live;
  keysRead.add(key);
  const rows = from[key];
  return rows ? fromRows(rows) : live;
}

/** What reading the snapshot needs of a document (typed so, the worker's build has no DOM). */
interface PageDocument {
  getElementById(id: string): { textContent: string | null } | null;
}

/** The snapshot embedded in `doc`, or an empty one when there is none or it is malformed. */
export function readCatalogSnapshot(doc: PageDocument): CatalogSnapshot {
  const text = doc.getElementById(CATALOG_SNAPSHOT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed = v.safeParse(CatalogSnapshotSchema, JSON.parse(text));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/**
 * Copies the snapshot into Dexie for the collections never pulled on this device, marked as
 * never fetched (fetchedAt 0) so the next pull still replaces them. Offline, they stay shown.
 */
export async function seedCatalogFromSnapshot(
  from: CatalogSnapshot,
  given?: ClubDB,
): Promise<void> {
  // Best effort: without the database's code (offline, not cached yet) the page keeps its snapshot.
  const db = given ?? (await localDb().catch(() => undefined));
  if (!db) return;
  // A body the page came with is kept unless one is stored already (a pull's is as new): those
  // fail alone (Dexie's BulkError), the others are added.
  await db.postBodies.bulkAdd(from.postBodies ?? []).catch(() => undefined);
  for (const key of Object.keys(from).filter((k) => k !== 'postBodies') as CatalogKey[]) {
    const rows = from[key];
    if (!rows?.length) continue;
    // The tables hold different row types; the schema above already checked these rows.
    const table = db[key] as unknown as Table<object, unknown>;
    try {
      await db.transaction('rw', table, db.cacheMeta, async () => {
        const meta = await db.cacheMeta.get(key);
        if ((meta?.fetchedAt ?? 0) > 0 || (await table.count()) > 0) return;
        await table.bulkPut(rows);
        await db.cacheMeta.put({ key, fetchedAt: 0, error: meta?.error });
      });
    } catch {
      // No IndexedDB (private modes, quota): the page still shows the snapshot it came with.
    }
  }
}
