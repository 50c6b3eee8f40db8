/** A member's pending and past changes of email address (api/account). */
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './auth';

/**
 * Changes of a member's email (issue 24): a link to the new address (1 hour, single use) makes
 * the change; then a link to the old address can undo it for 7 days. Only the SHA-256 of either
 * token is kept, as for reset links.
 */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    /** SHA-256 (hex) of the token mailed to the new address */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: text('expires_at').notNull(),
    confirmedAt: text('confirmed_at'),
    /** SHA-256 (hex) of the token mailed to the old address once the change is made */
    undoId: text('undo_id').unique(),
    undoExpiresAt: text('undo_expires_at'),
    undoneAt: text('undone_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
