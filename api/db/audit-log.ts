/**
 * The staff audit log (issue 22): one entry per staff write, written through the write's own
 * transaction so the change and its record stand or fall together. Only inserts and reads here:
 * the table is append-only (the migration's triggers refuse UPDATE and DELETE).
 */
import { desc } from 'drizzle-orm';
import type { AuditEntry, PageOf, SessionUser } from '@shared/api';
import type { PageQuery } from '@shared/schemas/paging';
import type { Db, Tx } from './client';
import { auditLog } from './schema/concierge';
import { countWhere, paged } from './paged';

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Takes the transaction, not the database: an entry is never written apart from its change. */
export function writeAudit(
  tx: Tx,
  staff: Pick<SessionUser, 'id' | 'email'>,
  record: AuditRecord,
  now: Date,
): void {
  tx.insert(auditLog)
    .values({
      staffUserId: staff.id,
      staffEmail: staff.email,
      ...record,
      createdAt: now.toISOString(),
    })
    .run();
}

export function listAudit(db: Db, { page, pageSize }: PageQuery): PageOf<AuditEntry> {
  return paged(
    { page, pageSize },
    (limit, offset) =>
      db
        .select()
        .from(auditLog)
        // The id follows insertion, so it orders entries written within one millisecond too.
        .orderBy(desc(auditLog.id))
        .limit(limit)
        .offset(offset)
        .all(),
    () => countWhere(db, auditLog),
  );
}
