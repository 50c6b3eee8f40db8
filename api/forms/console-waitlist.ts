/**
 * The console's waitlist: one filtered page of applications, newest first, with the total that
 * matches; and a single application. The status filter has its index beside created_at
 * (schema.ts); the search is a scan of the rows the filter leaves.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PageOf } from '@shared/api';
import type { ConciergeWaitlistEntry } from '@shared/concierge-api';
import type { ConciergeWaitlistQuery } from '@shared/schemas/concierge-waitlist';
import type { Db, Tx } from '../db/client';
import { afterKeyset, newestFirstSql, type KeysetReader } from '../db/keyset';
import { countWhere, paged } from '../db/paged';
import { waitlist } from '../db/schema/forms';
import { containsText } from '../db/text-search';

/** The columns of the wire shape, so a column added to the table is not sent by accident. */
const ENTRY_COLUMNS = {
  id: waitlist.id,
  firstName: waitlist.firstName,
  lastName: waitlist.lastName,
  email: waitlist.email,
  phoneNumber: waitlist.phoneNumber,
  interests: waitlist.interests,
  status: waitlist.status,
  staffNote: waitlist.staffNote,
  invitedAt: waitlist.invitedAt,
  contactedAt: waitlist.contactedAt,
  createdAt: waitlist.createdAt,
  updatedAt: waitlist.updatedAt,
};

/** "Ada Lovelace" finds Ada Lovelace as well as "Ada" or "Lovelace" alone. */
const fullName = sql`${waitlist.firstName} || ' ' || ${waitlist.lastName}`;

type WaitlistFilters = Omit<ConciergeWaitlistQuery, 'page' | 'pageSize'>;

/** The list's filters, which its CSV export applies too: status, and name or email. */
const waitlistWhere = ({ status, q }: WaitlistFilters) =>
  and(
    status === undefined ? undefined : eq(waitlist.status, status),
    containsText(q, [fullName, waitlist.email]),
  );

export function listWaitlist(
  db: Db,
  { page, pageSize, ...filters }: ConciergeWaitlistQuery,
): PageOf<ConciergeWaitlistEntry> {
  const where = waitlistWhere(filters);
  return paged(
    { page, pageSize },
    (limit, offset) =>
      db
        .select(ENTRY_COLUMNS)
        .from(waitlist)
        .where(where)
        // The id follows insertion: it orders applications of the same instant too.
        .orderBy(desc(waitlist.createdAt), desc(waitlist.id))
        .limit(limit)
        .offset(offset)
        .all(),
    () => countWhere(db, waitlist, where),
  );
}

/** Every application the list's filters match, newest first, read a batch at a time (the CSV). */
export const waitlistRowsAfter =
  (db: Db, filters: WaitlistFilters): KeysetReader<ConciergeWaitlistEntry> =>
  (after, limit) =>
    db
      .select(ENTRY_COLUMNS)
      .from(waitlist)
      .where(and(waitlistWhere(filters), afterKeyset(waitlist, waitlist.createdAt, after)))
      .orderBy(...newestFirstSql(waitlist, waitlist.createdAt))
      .limit(limit)
      .all()
      .map((row) => ({ ...row, rowid: row.id }));

export function findWaitlistEntry(db: Db | Tx, id: number): ConciergeWaitlistEntry | undefined {
  return db.select(ENTRY_COLUMNS).from(waitlist).where(eq(waitlist.id, id)).all()[0];
}

/** New applications, for Today. */
export const countNewWaitlist = (db: Db) => countWhere(db, waitlist, eq(waitlist.status, 'new'));

/** An application's console fields, if the version is still `expected`. */
export function writeWaitlistEntry(
  tx: Tx,
  id: number,
  changes: Partial<
    Pick<ConciergeWaitlistEntry, 'status' | 'staffNote' | 'invitedAt' | 'contactedAt'>
  > & { updatedAt: string },
  expected: string,
): boolean {
  return (
    tx
      .update(waitlist)
      .set(changes)
      .where(and(eq(waitlist.id, id), eq(waitlist.updatedAt, expected)))
      .run().changes === 1
  );
}
