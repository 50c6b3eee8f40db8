/** The members' change feed, written by triggers (api/sync). */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The change feed of members' own data (issue 23): one row per change, numbered by one counter
 * (the autoincrement `version`), written by triggers (migration 0006) in the transaction of the
 * change itself, whichever code or process made it. `deleted` marks a tombstone: the record is
 * gone, or no longer the member's. GET /api/sync answers a member's rows after a cursor.
 */
export const changeFeed = sqliteTable(
  'change_feed',
  {
    version: integer('version').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    /** 'profile' | 'booking' | 'order' | 'consultation' | 'thread' | 'itinerary' */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
    changedAt: text('changed_at').notNull(),
  },
  (t) => [
    index('change_feed_user_idx').on(t.userId, t.version),
    index('change_feed_changed_idx').on(t.changedAt),
  ],
);
