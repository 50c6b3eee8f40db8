/**
 * Each catalogue record's versions (issue 39): the whole record as the console saw it after each
 * change, numbered from 1, written in the change's own transaction. A version's fields can be
 * written again as a new version (restore), so nothing is ever lost or rewritten.
 */
import { and, desc, eq, max } from 'drizzle-orm';
import type { SessionUser } from '@shared/api';
import type { CatalogHistoryEntry, ConsoleCatalogRecord } from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import type { Db, Tx } from '../../db/client';
import { catalogHistory } from '../../db/schema/catalog';
import { catalogRecord } from './editor-records';
import type { CatalogChanges } from './editor-writes';

const ofRecord = (kind: CatalogKind, id: string) =>
  and(eq(catalogHistory.entityType, kind), eq(catalogHistory.entityId, id));

/** Records the record as it now is as its next version; the record. */
export function recordCatalogVersion(
  tx: Tx,
  kind: CatalogKind,
  id: string,
  action: string,
  staff: Pick<SessionUser, 'id' | 'email'>,
  now: Date,
): ConsoleCatalogRecord {
  const record = catalogRecord(tx, kind, id);
  if (!record) throw new Error(`no ${kind} record ${id} to version`);
  const last =
    tx
      .select({ n: max(catalogHistory.version) })
      .from(catalogHistory)
      .where(ofRecord(kind, id))
      .get()?.n ?? 0;
  tx.insert(catalogHistory)
    .values({
      entityType: kind,
      entityId: id,
      version: last + 1,
      action,
      snapshot: record as unknown as Record<string, unknown>,
      staffUserId: staff.id,
      staffEmail: staff.email,
      at: now.toISOString(),
    })
    .run();
  return record;
}

/**
 * A record first changed by the editor (the seed's, one written by hand) has no version yet: the
 * record as it was becomes version 1, 'original', so the first edit can be undone too.
 */
export function keepOriginalVersion(
  tx: Tx,
  kind: CatalogKind,
  record: ConsoleCatalogRecord,
  staff: Pick<SessionUser, 'id' | 'email'>,
): void {
  const id = String(record.id);
  const any = tx
    .select({ id: catalogHistory.id })
    .from(catalogHistory)
    .where(ofRecord(kind, id))
    .get();
  if (any) return;
  tx.insert(catalogHistory)
    .values({
      entityType: kind,
      entityId: id,
      version: 1,
      action: 'original',
      snapshot: record as unknown as Record<string, unknown>,
      staffUserId: staff.id,
      staffEmail: staff.email,
      at: record.updatedAt,
    })
    .run();
}

/** A record's versions, newest first. */
export const catalogVersions = (db: Db, kind: CatalogKind, id: string): CatalogHistoryEntry[] =>
  db
    .select()
    .from(catalogHistory)
    .where(ofRecord(kind, id))
    .orderBy(desc(catalogHistory.version))
    .all()
    .map((r) => ({
      version: r.version,
      action: r.action,
      staffEmail: r.staffEmail,
      at: r.at,
      record: r.snapshot as unknown as ConsoleCatalogRecord,
    }));

/**
 * What never comes back with an earlier version: identity, versions, the archive state, and a
 * product's stock, which checkouts have moved since (an old count would sell units twice).
 */
const NOT_RESTORED = new Set(['id', 'createdAt', 'updatedAt', 'archivedAt', 'sizes']);

/** A version's fields as an edit writes them, or undefined when there is no such version. */
export function catalogVersionFields(
  tx: Tx,
  kind: CatalogKind,
  id: string,
  version: number,
): CatalogChanges | undefined {
  const row = tx
    .select({ snapshot: catalogHistory.snapshot })
    .from(catalogHistory)
    .where(and(ofRecord(kind, id), eq(catalogHistory.version, version)))
    .get();
  if (!row) return undefined;
  const fields = Object.fromEntries(
    Object.entries(row.snapshot).filter(([key]) => !NOT_RESTORED.has(key)),
  );
  const pictures = (fields.pictures as { id: string; alt: string }[] | undefined) ?? [];
  return {
    ...fields,
    pictures: pictures.map(({ id: pictureId, alt }) => ({ id: pictureId, alt })),
  } as CatalogChanges;
}
