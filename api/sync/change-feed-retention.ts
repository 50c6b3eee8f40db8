import { eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { changeFeed } from '../db/schema/sync';

/**
 * The members' change feed (issue 23) keeps 30 days: a device offline longer than that gets a
 * full snapshot at its next pull instead of the changes (sync-pull.ts).
 */
export const CHANGE_FEED_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes the feed's rows older than it keeps (api/ops/prune.ts). */
export const pruneChangeFeed = (db: Db, now: Date): number =>
  db
    .delete(changeFeed)
    .where(lt(changeFeed.changedAt, new Date(now.getTime() - CHANGE_FEED_KEEP_MS).toISOString()))
    .run().changes;

/** Forgets a deleted member's feed: their devices now only hear 401. */
export function forgetChangeFeedOf(tx: Tx, userId: string): void {
  tx.delete(changeFeed).where(eq(changeFeed.userId, userId)).run();
}
