/**
 * The frame of a staff action on one record (issue 22), as a booking's workflow step does it
 * (booking-update.ts): one IMMEDIATE transaction that takes the write lock before the record is
 * read, checks the version the staff member saw, writes the change with a new version, does the
 * work that goes with it (a mail in the outbox, a kept reply), and writes the audit entry. Of two
 * staff acting at once, one wins and the other is told, with the record as it now is.
 */
import type { SessionUser } from '@shared/api';
import type { Db, Tx } from '../db/client';
import { writeAudit } from '../db/audit-log';
import { nextUpdatedAt } from '../db/row-version';

export type StaffEditOutcome<Row> =
  | { kind: 'updated'; row: Row }
  | { kind: 'not_found' }
  | { kind: 'stale'; current: Row }
  | { kind: 'refused'; message: string };

/** Where the record lives and what the audit keeps of it. */
export interface EditTarget<Row extends { updatedAt: string }, Changes> {
  entityType: string;
  entityId: string;
  find: (tx: Tx) => Row | undefined;
  /** Writes the changes if the version is still `expected`; false when it moved on. */
  write: (tx: Tx, changes: Changes & { updatedAt: string }, expected: string) => boolean;
  auditView: (row: Row) => Record<string, unknown>;
}

export type EditDecision<Changes> =
  | { refused: string }
  | {
      changes: Changes;
      /** work that stands or falls with the change; what it answers joins the audit's `after` */
      alongside?: (tx: Tx) => Record<string, unknown> | void;
    };

/** Who acts, and when. */
export interface Actor {
  staff: Pick<SessionUser, 'id' | 'email'>;
  now: Date;
}

export interface EditRequest extends Actor {
  /** e.g. 'waitlist.invited' */
  action: string;
  /** the version the staff member saw */
  expectedUpdatedAt: string;
}

export function staffEdit<Row extends { updatedAt: string }, Changes extends Partial<Row>>(
  db: Db,
  target: EditTarget<Row, Changes>,
  { staff, action, expectedUpdatedAt, now }: EditRequest,
  decide: (tx: Tx, row: Row) => EditDecision<Changes>,
): StaffEditOutcome<Row> {
  return db.transaction(
    (tx): StaffEditOutcome<Row> => {
      const row = target.find(tx);
      if (!row) return { kind: 'not_found' };
      if (row.updatedAt !== expectedUpdatedAt) return { kind: 'stale', current: row };
      const decision = decide(tx, row);
      if ('refused' in decision) return { kind: 'refused', message: decision.refused };

      const changes = { ...decision.changes, updatedAt: nextUpdatedAt(row.updatedAt, now) };
      // The write lock is held since the read, so this is a second line of defence only.
      if (!target.write(tx, changes, expectedUpdatedAt)) return { kind: 'stale', current: row };
      const after: Row = { ...row, ...changes };
      const extra = decision.alongside?.(tx) ?? {};
      writeAudit(
        tx,
        staff,
        {
          action,
          entityType: target.entityType,
          entityId: target.entityId,
          before: target.auditView(row),
          after: { ...target.auditView(after), ...extra },
        },
        now,
      );
      return { kind: 'updated', row: after };
    },
    { behavior: 'immediate' },
  );
}
