/**
 * An admin's changes to the catalogue (issue 39), each in the frame of staff-edit.ts: one
 * IMMEDIATE transaction that checks the version the admin saw, writes the change, records the
 * record's next version in its history and the audit entry. The public lists are told after the
 * commit (invalidateCatalog), and would find the change by the catalogue's version anyway.
 */
import type { ConsoleCatalogRecord } from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import type { PictureRef } from '@shared/schemas/catalog-editor';
import type { Db, Tx } from '../../db/client';
import { writeAudit } from '../../db/audit-log';
import {
  catalogRecord,
  catalogVersionFields,
  insertCatalogRecord,
  invalidateCatalog,
  keepOriginalVersion,
  recordCatalogVersion,
  slugTaken,
  unknownPicture,
  writeCatalogRecord,
  type CatalogChanges,
  type CatalogCreate,
} from '../../catalog';
import { staffEdit, type Actor, type EditDecision, type StaffEditOutcome } from '../staff-edit';

/** The entity type of the audit log and the action's prefix: 'catalog.jets.archived'. */
const entityType = (kind: CatalogKind) => `catalog.${kind}`;

export const unknownPictureMessage = (id: string) =>
  `No uploaded picture has the id ${id}. Upload it again.`;
export const SLUG_TAKEN_MESSAGE = 'Another destination already has this slug';
export const NO_VERSION_MESSAGE = 'This record has no such version';

/** Why the fields cannot be written as they are, if they cannot. */
function problemOf(tx: Tx, kind: CatalogKind, fields: CatalogChanges, id?: string) {
  const missing = unknownPicture(tx, (fields as { pictures?: PictureRef[] }).pictures);
  if (missing) return unknownPictureMessage(missing);
  const slug = (fields as { slug?: string }).slug;
  if (kind === 'destinations' && slug !== undefined && slugTaken(tx, slug, id)) {
    return SLUG_TAKEN_MESSAGE;
  }
  return undefined;
}

export type CreateOutcome =
  { kind: 'created'; record: ConsoleCatalogRecord } | { kind: 'refused'; message: string };

/** POST /api/concierge/catalog/{kind}: the record, its version 1 and the audit entry. */
export function createCatalogRecord(
  db: Db,
  kind: CatalogKind,
  input: CatalogCreate,
  { staff, now }: Actor,
): CreateOutcome {
  const outcome = db.transaction(
    (tx): CreateOutcome => {
      const problem = problemOf(tx, kind, input);
      if (problem) return { kind: 'refused', message: problem };
      const id = insertCatalogRecord(tx, kind, input, now);
      const record = recordCatalogVersion(tx, kind, id, 'created', staff, now);
      const action = `${entityType(kind)}.created`;
      writeAudit(
        tx,
        staff,
        { action, entityType: entityType(kind), entityId: id, before: null, after: record },
        now,
      );
      return { kind: 'created', record };
    },
    { behavior: 'immediate' },
  );
  if (outcome.kind === 'created') invalidateCatalog(db);
  return outcome;
}

/** What an edit writes: fields, and for archive and restore the archive state. */
type Changes = CatalogChanges & { archivedAt?: string | null };

/** Every change to an existing record: an edit, archive, restore, or an earlier version again. */
function changeRecord(
  db: Db,
  kind: CatalogKind,
  id: string,
  request: Actor & { action: string; expectedUpdatedAt: string },
  decide: (tx: Tx, record: ConsoleCatalogRecord) => EditDecision<Changes>,
): StaffEditOutcome<ConsoleCatalogRecord> {
  const { staff, now, action } = request;
  // The console's record is the row: its fields are the edit's, whatever their wire types.
  type Row = ConsoleCatalogRecord;
  const outcome = staffEdit<Row, Partial<Row>>(
    db,
    {
      entityType: entityType(kind),
      entityId: id,
      find: (tx) => catalogRecord(tx, kind, id),
      write: (tx, changes, expected) =>
        writeCatalogRecord(
          tx,
          kind,
          id,
          changes as unknown as Changes & { updatedAt: string },
          expected,
        ),
      auditView: (record) => ({ ...record }),
    },
    { ...request, action: `${entityType(kind)}.${action}` },
    (tx, record) => {
      const decision = decide(tx, record);
      if ('refused' in decision) return decision;
      keepOriginalVersion(tx, kind, record, staff);
      return {
        changes: decision.changes as unknown as Partial<Row>,
        // The record as written is the next version; the audit's `after` is that record too.
        alongside: (inner) => ({ ...recordCatalogVersion(inner, kind, id, action, staff, now) }),
      };
    },
  );
  if (outcome.kind !== 'updated') return outcome;
  invalidateCatalog(db);
  // The frame answers the row merged with the edit's fields; the record as stored (its image
  // taken from its first picture, its pictures' URLs) is what the console shows.
  return { kind: 'updated', row: catalogRecord(db, kind, id) ?? outcome.row };
}

/** PATCH …/{kind}/:id: the fields given, nothing else. */
export const editCatalogRecord = (
  db: Db,
  kind: CatalogKind,
  id: string,
  fields: CatalogChanges,
  request: Actor & { expectedUpdatedAt: string },
) =>
  changeRecord(db, kind, id, { ...request, action: 'edited' }, (tx) => {
    const problem = problemOf(tx, kind, fields, id);
    return problem ? { refused: problem } : { changes: fields };
  });

/** POST …/archive and …/restore: off the public site, or back on it. */
export const setCatalogArchived = (
  db: Db,
  kind: CatalogKind,
  id: string,
  archived: boolean,
  request: Actor & { expectedUpdatedAt: string },
) =>
  changeRecord(
    db,
    kind,
    id,
    { ...request, action: archived ? 'archived' : 'restored' },
    (_tx, record) => ({
      changes: { archivedAt: archived ? (record.archivedAt ?? request.now.toISOString()) : null },
    }),
  );

/** POST …/history/:version/restore: that version's fields, as the record's next version. */
export const restoreCatalogVersion = (
  db: Db,
  kind: CatalogKind,
  id: string,
  version: number,
  request: Actor & { expectedUpdatedAt: string },
) =>
  changeRecord(db, kind, id, { ...request, action: 'version_restored' }, (tx) => {
    const fields = catalogVersionFields(tx, kind, id, version);
    if (!fields) return { refused: NO_VERSION_MESSAGE };
    const problem = problemOf(tx, kind, fields, id);
    return problem ? { refused: problem } : { changes: fields };
  });
