/**
 * The console's conversations: one filtered page, newest message first, each with its member and
 * the member's messages staff have not read; and one thread with its messages. The member's name
 * and email are read per row of the page from the accounts' table, as the console's members list
 * reads bookings (auth/console-members.ts): correlated over the primary key, never a scan.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PageOf } from '@shared/api';
import type { ConciergeThread, ConciergeThreadDetail, ThreadMessage } from '@shared/threads-api';
import type { ConciergeThreadQuery } from '@shared/schemas/concierge-threads';
import type { Db, Tx } from '../db/client';
import { countWhere, paged } from '../db/paged';
import { threads } from '../db/schema/threads';
import { containsText } from '../db/text-search';
import { messagesOf } from './member-threads';

const memberEmail = sql<string>`(SELECT u.email FROM users u WHERE u.id = "threads"."user_id")`;
const memberName = sql<string>`(SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))
  FROM users u WHERE u.id = "threads"."user_id")`;
/** The member's messages above staff's last read one. */
const staffUnread = sql<number>`(SELECT count(*) FROM thread_messages m
  WHERE m.thread_id = "threads"."id" AND m.author = 'member' AND m.id > "threads"."staff_read_id")`;
/** Whether the member wrote after staff last read: a cheaper test than the count, for the filter. */
const awaitsStaff = sql`EXISTS (SELECT 1 FROM thread_messages m
  WHERE m.thread_id = "threads"."id" AND m.author = 'member' AND m.id > "threads"."staff_read_id")`;

const THREAD_COLUMNS = {
  id: threads.id,
  kind: threads.kind,
  refId: threads.refId,
  subject: threads.subject,
  memberId: threads.userId,
  memberName,
  memberEmail,
  unread: staffUnread,
  lastMessageAt: threads.lastMessageAt,
  createdAt: threads.createdAt,
};

export function listConciergeThreads(
  db: Db,
  { page, pageSize, unread, q }: ConciergeThreadQuery,
): PageOf<ConciergeThread> {
  const where = and(
    unread === undefined ? undefined : unread ? awaitsStaff : sql`NOT ${awaitsStaff}`,
    containsText(q, [threads.subject, memberName, memberEmail]),
  );
  return paged(
    { page, pageSize },
    (limit, offset) =>
      db
        .select(THREAD_COLUMNS)
        .from(threads)
        .where(where)
        // rowid follows insertion: it orders threads of the same instant too.
        .orderBy(desc(threads.lastMessageAt), desc(sql`"threads"."rowid"`))
        .limit(limit)
        .offset(offset)
        .all(),
    () => countWhere(db, threads, where),
  );
}

/** One thread with its messages, oldest first. */
export function findConciergeThread(db: Db | Tx, id: string): ConciergeThreadDetail | undefined {
  const [thread] = db.select(THREAD_COLUMNS).from(threads).where(eq(threads.id, id)).all();
  if (!thread) return undefined;
  const messages = messagesOf(db, [id]).map(({ threadId: _, ...m }): ThreadMessage => m);
  return { ...thread, messages };
}

/** Threads whose member wrote since staff last read them: the console's Today count. */
export const threadsAwaitingStaff = (db: Db) => countWhere(db, threads, awaitsStaff);
