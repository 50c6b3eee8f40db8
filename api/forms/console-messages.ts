/**
 * The console's inbox: contact messages and consultation requests in one filtered page, newest
 * first, with the total that matches; and one message (its replies are the console's: concierge/inbox). Kind and status have
 * their indexes beside created_at (schema.ts); the search is a scan of the rows they leave.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { PageOf } from '@shared/api';
import type { ConciergeMessage } from '@shared/concierge-api';
import type { ConciergeMessageQuery } from '@shared/schemas/concierge-messages';
import type { Db, Tx } from '../db/client';
import { contactMessages } from '../db/schema/forms';
import { containsText } from '../db/text-search';
import { countWhere, paged } from '../db/paged';
import { afterKeyset, newestFirstSql, type KeysetReader } from '../db/keyset';

/** The columns of the wire shape, so a column added to the table is not sent by accident. */
const MESSAGE_COLUMNS = {
  id: contactMessages.id,
  kind: contactMessages.kind,
  name: contactMessages.name,
  email: contactMessages.email,
  phoneNumber: contactMessages.phoneNumber,
  subject: contactMessages.subject,
  type: contactMessages.type,
  message: contactMessages.message,
  details: contactMessages.details,
  userId: contactMessages.userId,
  status: contactMessages.status,
  handledAt: contactMessages.handledAt,
  createdAt: contactMessages.createdAt,
  updatedAt: contactMessages.updatedAt,
};

type MessageFilters = Omit<ConciergeMessageQuery, 'page' | 'pageSize'>;

/** The inbox's filters, which its CSV export applies too: kind, status, and name, email or subject. */
const messagesWhere = ({ kind, status, q }: MessageFilters) =>
  and(
    kind === undefined ? undefined : eq(contactMessages.kind, kind),
    status === undefined ? undefined : eq(contactMessages.status, status),
    containsText(q, [contactMessages.name, contactMessages.email, contactMessages.subject]),
  );

export function listMessages(
  db: Db,
  { page, pageSize, ...filters }: ConciergeMessageQuery,
): PageOf<ConciergeMessage> {
  const where = messagesWhere(filters);
  return paged(
    { page, pageSize },
    (limit, offset) =>
      db
        .select(MESSAGE_COLUMNS)
        .from(contactMessages)
        .where(where)
        // The id follows insertion: it orders messages of the same instant too.
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset)
        .all(),
    () => countWhere(db, contactMessages, where),
  );
}

/** Every message the inbox's filters match, newest first, read a batch at a time (the CSV). */
export const messageRowsAfter =
  (db: Db, filters: MessageFilters): KeysetReader<ConciergeMessage> =>
  (after, limit) =>
    db
      .select(MESSAGE_COLUMNS)
      .from(contactMessages)
      .where(
        and(messagesWhere(filters), afterKeyset(contactMessages, contactMessages.createdAt, after)),
      )
      .orderBy(...newestFirstSql(contactMessages, contactMessages.createdAt))
      .limit(limit)
      .all()
      .map((row) => ({ ...row, rowid: row.id }));

export function findMessage(db: Db | Tx, id: number): ConciergeMessage | undefined {
  return db
    .select(MESSAGE_COLUMNS)
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .all()[0];
}

/** New messages of each kind, in one pass over the status index (new messages are the few). */
export function unansweredByKind(db: Db) {
  const byKind = db
    .select({ kind: contactMessages.kind, n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'))
    .groupBy(contactMessages.kind)
    .all();
  return (kind: string) => byKind.find((row) => row.kind === kind)?.n ?? 0;
}

/** A message's console fields (status, handled), if the version is still `expected`. */
export function writeMessageStatus(
  tx: Tx,
  id: number,
  changes: Partial<Pick<ConciergeMessage, 'status' | 'handledAt'>> & { updatedAt: string },
  expected: string,
): boolean {
  return (
    tx
      .update(contactMessages)
      .set(changes)
      .where(and(eq(contactMessages.id, id), eq(contactMessages.updatedAt, expected)))
      .run().changes === 1
  );
}
