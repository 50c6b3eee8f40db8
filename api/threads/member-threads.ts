/**
 * A member's threads as the member reads them: the list of GET /api/threads, one thread with its
 * messages (GET /api/threads/:id), and the same records for the sync pull. Only the member's own:
 * another member's thread is not found.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ThreadDetail, ThreadMessage, ThreadSummary } from '@shared/threads-api';
import type { Db, Tx } from '../db/client';
import { threadMessages, threads } from '../db/schema/threads';
import { attachmentsOfThreads } from './thread-attachments';

/** The concierge's messages above the member's last read one. */
const memberUnread = sql<number>`(SELECT count(*) FROM thread_messages m
  WHERE m.thread_id = "threads"."id" AND m.author = 'concierge' AND m.id > "threads"."member_read_id")`;

const SUMMARY_COLUMNS = {
  id: threads.id,
  kind: threads.kind,
  refId: threads.refId,
  subject: threads.subject,
  unread: memberUnread,
  lastMessageAt: threads.lastMessageAt,
};

const MESSAGE_COLUMNS = {
  id: threadMessages.id,
  author: threadMessages.author,
  body: threadMessages.body,
  clientId: threadMessages.clientId,
  createdAt: threadMessages.createdAt,
};

/** The member's threads, newest message first; only those of `ids` when given. */
export function memberThreadSummaries(db: Db | Tx, userId: string, ids?: string[]) {
  return db
    .select(SUMMARY_COLUMNS)
    .from(threads)
    .where(and(eq(threads.userId, userId), ids ? inArray(threads.id, ids) : undefined))
    .orderBy(desc(threads.lastMessageAt), desc(threads.createdAt))
    .all() satisfies ThreadSummary[];
}

/** Messages of the given threads with their files, oldest first (the id follows insertion). */
export function messagesOf(db: Db | Tx, threadIds: string[]) {
  if (threadIds.length === 0) return [];
  const files = attachmentsOfThreads(db, threadIds);
  return db
    .select({ threadId: threadMessages.threadId, ...MESSAGE_COLUMNS })
    .from(threadMessages)
    .where(inArray(threadMessages.threadId, threadIds))
    .orderBy(asc(threadMessages.id))
    .all()
    .map((m) => ({ ...m, attachments: files.get(m.id) ?? [] }));
}

/** The member's threads with their messages: the sync pull's records. */
export function memberThreads(db: Db | Tx, userId: string, ids?: string[]): ThreadDetail[] {
  const summaries = memberThreadSummaries(db, userId, ids);
  const messages = messagesOf(
    db,
    summaries.map((s) => s.id),
  );
  return summaries.map((summary) => ({
    ...summary,
    messages: messages
      .filter((m) => m.threadId === summary.id)
      .map(({ threadId: _, ...m }): ThreadMessage => m),
  }));
}

/** One of the member's threads with its messages; undefined when it is not theirs. */
export const findMemberThread = (db: Db | Tx, userId: string, id: string) =>
  memberThreads(db, userId, [id])[0];
