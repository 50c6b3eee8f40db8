/** Conversations between a member and the concierge (issue 38, api/threads). */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ATTACHMENT_KINDS, THREAD_KINDS, THREAD_SIDES } from '@shared/threads-api';
import { createdAt } from './columns';
import { users } from './auth';

/**
 * One per booking, order and consultation request of a member (created with it), and any number
 * of general ones. Read state is kept per side as the id of the last message that side has read,
 * so "unread" is a count of the other side's messages above it, exact even within a millisecond.
 */
export const threads = sqliteTable(
  'threads',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: THREAD_KINDS }).notNull(),
    /** the booking's, order's or consultation request's id (text, as every record's on the wire) */
    refId: text('ref_id'),
    subject: text('subject').notNull(),
    lastMessageAt: text('last_message_at').notNull(),
    memberReadId: integer('member_read_id').notNull().default(0),
    staffReadId: integer('staff_read_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('threads_user_idx').on(t.userId, t.lastMessageAt),
    index('threads_last_message_idx').on(t.lastMessageAt),
    // One thread per record: a second request to open it finds the first.
    uniqueIndex('threads_ref_unique')
      .on(t.kind, t.refId)
      .where(sql`${t.refId} IS NOT NULL`),
  ],
);

export const threadMessages = sqliteTable(
  'thread_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    threadId: text('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    /** the thread's member, kept here so a client id is unique per member */
    userId: text('user_id').notNull(),
    author: text('author', { enum: THREAD_SIDES }).notNull(),
    /** the staff member who wrote it; kept when their account goes, with their email */
    staffUserId: text('staff_user_id'),
    staffEmail: text('staff_email'),
    body: text('body').notNull(),
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('thread_messages_thread_idx').on(t.threadId, t.id),
    uniqueIndex('thread_messages_client_unique').on(t.userId, t.clientId),
  ],
);

/**
 * A file in a conversation (a picture re-encoded by the club, or a PDF). Uploaded before the
 * message that carries it, so a message can still wait in the member's outbox: `messageId` is
 * null until a message of the same side in the same thread claims it. The bytes live on disk
 * under `storageKey` (api/threads/attachment-files.ts), never under the sender's name.
 */
export const threadAttachments = sqliteTable(
  'thread_attachments',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    threadId: text('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => threadMessages.id, { onDelete: 'cascade' }),
    /** the thread's member: whose export holds it and whose deletion erases it */
    userId: text('user_id').notNull(),
    /** which side attached it, and who: the member's id or the staff member's */
    side: text('side', { enum: THREAD_SIDES }).notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    kind: text('kind', { enum: ATTACHMENT_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** the sender's name, cleaned (Content-Disposition's filename) */
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('thread_attachments_thread_idx').on(t.threadId),
    index('thread_attachments_message_idx').on(t.messageId),
    index('thread_attachments_user_idx').on(t.userId),
    uniqueIndex('thread_attachments_storage_unique').on(t.storageKey),
  ],
);
