/**
 * A conversation's files as rows: one kept with its upload, the files of messages (what a thread
 * shows), the one a viewer may open, a message claiming its uploads, and a member's for their
 * export and erasure. The bytes are attachment-files.ts's.
 */
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ThreadAttachment, ThreadSide } from '@shared/threads-api';
import type { Db, Tx } from '../db/client';
import { threadAttachments, threads } from '../db/schema/threads';

export const ATTACHMENT_COLUMNS = {
  id: threadAttachments.id,
  name: threadAttachments.fileName,
  kind: threadAttachments.kind,
  contentType: threadAttachments.contentType,
  size: threadAttachments.byteSize,
  width: threadAttachments.width,
  height: threadAttachments.height,
};

export type NewAttachmentRow = typeof threadAttachments.$inferInsert;

export function insertAttachment(db: Db, row: NewAttachmentRow): ThreadAttachment {
  db.insert(threadAttachments).values(row).run();
  const { id, fileName: name, kind, contentType, byteSize: size } = row;
  return {
    id: id ?? '',
    name,
    kind,
    contentType,
    size,
    width: row.width ?? null,
    height: row.height ?? null,
  };
}

/** The thread a file may be attached to: the member's own (given `memberId`), or any for staff. */
export function attachableThread(db: Db, threadId: string, memberId?: string) {
  return db
    .select({ id: threads.id, userId: threads.userId })
    .from(threads)
    .where(and(eq(threads.id, threadId), memberId ? eq(threads.userId, memberId) : undefined))
    .all()[0];
}

/** The sent files of these threads, by message, in the order they were uploaded (rowid). */
export function attachmentsOfThreads(db: Db | Tx, threadIds: string[]) {
  const byMessage = new Map<number, ThreadAttachment[]>();
  if (threadIds.length === 0) return byMessage;
  const rows = db
    .select({ messageId: threadAttachments.messageId, ...ATTACHMENT_COLUMNS })
    .from(threadAttachments)
    .where(
      and(inArray(threadAttachments.threadId, threadIds), isNotNull(threadAttachments.messageId)),
    )
    .orderBy(asc(sql`"thread_attachments"."rowid"`))
    .all();
  for (const { messageId, ...attachment } of rows) {
    if (messageId === null) continue;
    byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), attachment]);
  }
  return byMessage;
}

/**
 * A file of the thread a side may open: any sent one, and that side's own uploads not yet sent
 * (a member's unsent file is not the concierge's to see, nor the reverse).
 */
export function viewableAttachment(db: Db, threadId: string, id: string, viewer: ThreadSide) {
  return db
    .select({ ...ATTACHMENT_COLUMNS, storageKey: threadAttachments.storageKey })
    .from(threadAttachments)
    .where(
      and(
        eq(threadAttachments.id, id),
        eq(threadAttachments.threadId, threadId),
        or(isNotNull(threadAttachments.messageId), eq(threadAttachments.side, viewer)),
      ),
    )
    .all()[0];
}

const unsent = (threadId: string, side: ThreadSide, ids: readonly string[]) =>
  and(
    eq(threadAttachments.threadId, threadId),
    eq(threadAttachments.side, side),
    isNull(threadAttachments.messageId),
    inArray(threadAttachments.id, [...ids]),
  );

/**
 * Whether every named file is this side's upload in this thread, not yet sent: asked before a
 * message is written, in its transaction, so a message never names another's file.
 */
export function attachmentsFree(
  tx: Tx,
  threadId: string,
  side: ThreadSide,
  ids: readonly string[],
) {
  if (ids.length === 0) return true;
  const found = tx.select({ id: threadAttachments.id }).from(threadAttachments);
  return found.where(unsent(threadId, side, ids)).all().length === ids.length;
}

/** Gives the new message its files (attachmentsFree said they are free), in the order named. */
export function claimAttachments(
  tx: Tx,
  threadId: string,
  side: ThreadSide,
  ids: readonly string[],
  messageId: number,
): ThreadAttachment[] {
  if (ids.length === 0) return [];
  const found = tx
    .select(ATTACHMENT_COLUMNS)
    .from(threadAttachments)
    .where(unsent(threadId, side, ids))
    .all();
  tx.update(threadAttachments)
    .set({ messageId })
    .where(unsent(threadId, side, ids))
    .run();
  return ids.map((id) => found.find((a) => a.id === id)).filter((a) => a !== undefined);
}

/** The keys of every file in a member's conversations: what their erasure removes from disk. */
export const memberAttachmentKeys = (db: Db | Tx, userId: string) =>
  db
    .select({ key: threadAttachments.storageKey })
    .from(threadAttachments)
    .where(eq(threadAttachments.userId, userId))
    .all()
    .map((r) => r.key);
