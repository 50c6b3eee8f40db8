/** The console's own records: the staff audit log and the replies to messages (api/concierge). */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { contactMessages } from './forms';

/**
 * Every staff write, with the record before and after, written in the same transaction as the
 * write (api/concierge/audit-log.ts). Append-only: no code updates or deletes a row, and triggers
 * in the migration refuse it. No foreign key: the staff member's row may change or go, the entry
 * stays, with their email as it was.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    staffUserId: text('staff_user_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: text('before', { mode: 'json' }).$type<unknown>(),
    after: text('after', { mode: 'json' }).$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

/** The console's replies to a message, mailed to the sender and kept with the message. */
export const messageReplies = sqliteTable(
  'message_replies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffUserId: text('staff_user_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_replies_message_idx').on(t.messageId)],
);
