/**
 * What changes a thread: opening one with its record (a booking, order or consultation request),
 * a member's "Ask the concierge", a message from either side, and each side's read state. A
 * member's message is kept under the device's client id, unique per member, so a resend of the
 * same message (an outbox retry after its idempotency key expired) finds it instead of adding it.
 */
import { and, eq, lt, max } from 'drizzle-orm';
import type { ThreadKind, ThreadMessage } from '@shared/threads-api';
import type { NewThread, ThreadMessageBody } from '@shared/schemas/threads';
import type { Db, Tx } from '../db/client';
import { threadMessages, threads } from '../db/schema/threads';
import { attachmentsFree, attachmentsOfThreads, claimAttachments } from './thread-attachments';
import { dropMailOfRead } from './read-mail';

export interface ThreadOpening {
  userId: string;
  kind: Exclude<ThreadKind, 'general'>;
  refId: string;
  subject: string;
}

/**
 * The thread of a member's new record, in the record's own transaction; a second call for the
 * same record changes nothing (one thread per record, by the unique index).
 */
export function openThread(tx: Tx, opening: ThreadOpening, now: Date): void {
  const at = now.toISOString();
  tx.insert(threads)
    .values({ ...opening, lastMessageAt: at, createdAt: at })
    .onConflictDoNothing()
    .run();
}

/**
 * A concierge's message in the thread of a member's record (a booking's itinerary change), in
 * the caller's transaction; the thread is opened first if the record has none yet.
 */
export function addRecordMessage(
  tx: Tx,
  opening: ThreadOpening,
  staff: { id: string; email: string },
  body: string,
  now: Date,
): ThreadMessage {
  openThread(tx, opening, now);
  const [thread] = tx
    .select({ id: threads.id, userId: threads.userId })
    .from(threads)
    .where(and(eq(threads.kind, opening.kind), eq(threads.refId, opening.refId)))
    .all();
  if (!thread) throw new Error(`the thread of ${opening.kind} ${opening.refId} vanished`);
  return addStaffMessage(tx, thread, staff, body, now);
}

type HeldMessage = { threadId: string; message: ThreadMessage };

/** The member's message kept under `clientId`, wherever it is. */
function heldMessage(tx: Tx, userId: string, clientId: string): HeldMessage | undefined {
  return tx
    .select({
      threadId: threadMessages.threadId,
      id: threadMessages.id,
      author: threadMessages.author,
      body: threadMessages.body,
      clientId: threadMessages.clientId,
      createdAt: threadMessages.createdAt,
    })
    .from(threadMessages)
    .where(and(eq(threadMessages.userId, userId), eq(threadMessages.clientId, clientId)))
    .all()
    .map(({ threadId, ...message }) => ({
      threadId,
      message: {
        ...message,
        attachments: attachmentsOfThreads(tx, [threadId]).get(message.id) ?? [],
      },
    }))[0];
}

/** Adds a message and moves the thread's last message (and the writer's read state) with it. */
function insertMessage(
  tx: Tx,
  thread: { id: string; userId: string },
  message: Omit<typeof threadMessages.$inferInsert, 'threadId' | 'userId'>,
): number {
  const { lastInsertRowid } = tx
    .insert(threadMessages)
    .values({ ...message, threadId: thread.id, userId: thread.userId })
    .run();
  const id = Number(lastInsertRowid);
  // Whoever writes has read the thread up to their own message.
  const read = message.author === 'member' ? { memberReadId: id } : { staffReadId: id };
  tx.update(threads)
    .set({ lastMessageAt: message.createdAt, ...read })
    .where(eq(threads.id, thread.id))
    .run();
  if (message.author === 'member') dropMailOfRead(tx, thread.id, 0, id);
  return id;
}

export type NewThreadOutcome =
  | { kind: 'created' | 'held'; threadId: string }
  /** the client id is one of the member's messages in another conversation */
  | { kind: 'taken' };

/** "Ask the concierge": a general thread with the member's first message. */
export function startThread(db: Db, userId: string, input: NewThread, now: Date): NewThreadOutcome {
  return db.transaction(
    (tx): NewThreadOutcome => {
      const held = heldMessage(tx, userId, input.clientId);
      if (held) {
        const [first] = tx
          .select({ id: threadMessages.id })
          .from(threadMessages)
          .where(eq(threadMessages.threadId, held.threadId))
          .orderBy(threadMessages.id)
          .limit(1)
          .all();
        // The same "Ask the concierge" again: its thread, not a second one.
        return first?.id === held.message.id
          ? { kind: 'held', threadId: held.threadId }
          : { kind: 'taken' };
      }
      const at = now.toISOString();
      const id = crypto.randomUUID();
      tx.insert(threads)
        .values({
          id,
          userId,
          kind: 'general',
          subject: input.subject,
          lastMessageAt: at,
          createdAt: at,
        })
        .run();
      insertMessage(
        tx,
        { id, userId },
        { author: 'member', body: input.body, clientId: input.clientId, createdAt: at },
      );
      return { kind: 'created', threadId: id };
    },
    { behavior: 'immediate' },
  );
}

export type MemberMessageOutcome =
  | { kind: 'created' | 'held'; message: ThreadMessage }
  | { kind: 'not_found' }
  | { kind: 'taken' }
  /** a named file is not the member's unsent upload in this thread */
  | { kind: 'bad_attachment' };

/** A member's message in one of their threads; the same client id again is the same message. */
export function addMemberMessage(
  db: Db,
  userId: string,
  threadId: string,
  { body, clientId, attachmentIds }: ThreadMessageBody,
  now: Date,
): MemberMessageOutcome {
  return db.transaction(
    (tx): MemberMessageOutcome => {
      const [thread] = tx
        .select({ id: threads.id, userId: threads.userId })
        .from(threads)
        .where(and(eq(threads.id, threadId), eq(threads.userId, userId)))
        .all();
      if (!thread) return { kind: 'not_found' };
      const held = heldMessage(tx, userId, clientId);
      if (held) {
        return held.threadId === threadId
          ? { kind: 'held', message: held.message }
          : { kind: 'taken' };
      }
      if (!attachmentsFree(tx, threadId, 'member', attachmentIds))
        return { kind: 'bad_attachment' };
      const createdAt = now.toISOString();
      const message = { author: 'member', body, clientId, createdAt } as const;
      const id = insertMessage(tx, thread, message);
      const attachments = claimAttachments(tx, threadId, 'member', attachmentIds, id);
      return { kind: 'created', message: { id, ...message, attachments } };
    },
    { behavior: 'immediate' },
  );
}

/**
 * A staff member's message, in the caller's transaction (with its mail and audit entry), with
 * the files staff uploaded to the thread for it; the caller has checked them (attachmentsFree).
 */
export function addStaffMessage(
  tx: Tx,
  thread: { id: string; userId: string },
  staff: { id: string; email: string },
  body: string,
  now: Date,
  attachmentIds: readonly string[] = [],
): ThreadMessage {
  const createdAt = now.toISOString();
  const message = { author: 'concierge', body, clientId: null, createdAt } as const;
  const id = insertMessage(tx, thread, {
    ...message,
    staffUserId: staff.id,
    staffEmail: staff.email,
  });
  const attachments = claimAttachments(tx, thread.id, 'concierge', attachmentIds, id);
  return { id, ...message, attachments };
}

/** The newest message of a thread, or 0 for none. */
const newestMessage = (tx: Db | Tx, threadId: string) =>
  tx
    .select({ id: max(threadMessages.id) })
    .from(threadMessages)
    .where(eq(threadMessages.threadId, threadId))
    .all()[0]?.id ?? 0;

/**
 * The member has read the thread up to message `upTo` (to its newest without one); false when it
 * is not theirs. The mark only moves forward, and is written only when it does, so reading a read
 * thread adds nothing to the change feed.
 */
export function markMemberRead(db: Db, userId: string, threadId: string, upTo?: number): boolean {
  return db.transaction((tx) => {
    const [thread] = tx
      .select({ readId: threads.memberReadId })
      .from(threads)
      .where(and(eq(threads.id, threadId), eq(threads.userId, userId)))
      .all();
    if (!thread) return false;
    const newest = newestMessage(tx, threadId);
    const read = upTo === undefined ? newest : Math.min(upTo, newest);
    if (read > thread.readId) {
      tx.update(threads).set({ memberReadId: read }).where(eq(threads.id, threadId)).run();
      dropMailOfRead(tx, threadId, thread.readId, read);
    }
    return true;
  });
}

/** Staff have read the thread to its newest message (the console opened it). */
export function markStaffRead(db: Db, threadId: string): void {
  db.transaction((tx) => {
    const newest = newestMessage(tx, threadId);
    tx.update(threads)
      .set({ staffReadId: newest })
      .where(and(eq(threads.id, threadId), lt(threads.staffReadId, newest)))
      .run();
  });
}
