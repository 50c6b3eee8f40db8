/** The mail outbox (api/mail). */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/**
 * Mail waiting to be sent (issue 22): written in the same transaction as the action it tells of,
 * sent by a timer with retries, so a slow or failing mail server never blocks a staff action.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** what it tells of, e.g. 'booking_confirmed', for logs and tests */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    sentAt: text('sent_at'),
    /** set when it will not be tried again */
    failedAt: text('failed_at'),
    lastError: text('last_error'),
    /**
     * what the mail tells of that may make it pointless before it goes ('thread-message:42': a
     * reply the member read in the app first); null for mail that is always sent
     */
    about: text('about'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.sentAt, t.failedAt, t.nextAttemptAt),
    index('mail_outbox_about_idx').on(t.about),
  ],
);
