/**
 * hono-rate-limiter's Store over the `rate_limits` table: fixed windows counted in SQLite, so a
 * restart (or a second process on the same file) keeps the counts. Time comes from the app's
 * Clock, so tests can move it.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, HonoConfigType, Store } from 'hono-rate-limiter';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/middleware';
import type { Clock } from '../runtime';

export class SqliteRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** the limit's name, so two limits never share a counter */
    readonly prefix: string,
  ) {}

  init(options: Pick<HonoConfigType, 'windowMs'>): void {
    this.windowMs = options.windowMs;
  }

  private rowKey(key: string) {
    return `${this.prefix}:${key}`;
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const row = this.db
      .select()
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.key, this.rowKey(key)),
          gt(rateLimits.resetAt, this.clock().toISOString()),
        ),
      )
      .get();
    return row ? { totalHits: row.hits, resetTime: new Date(row.resetAt) } : undefined;
  }

  increment(key: string): ClientRateLimitInfo {
    const now = this.clock();
    const nowIso = now.toISOString();
    const resetAt = new Date(now.getTime() + this.windowMs).toISOString();
    // One statement: a window that has ended starts again at 1; otherwise the count goes up.
    // SET expressions read the row's old values, so both CASEs see the old reset_at.
    const ended = sql`${rateLimits.resetAt} <= ${nowIso}`;
    this.db
      .insert(rateLimits)
      .values({ key: this.rowKey(key), hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          resetAt: sql`CASE WHEN ${ended} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
        },
      })
      .run();
    const row = this.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, this.rowKey(key)))
      .get();
    if (!row) throw new Error('rate limit row vanished');
    return { totalHits: row.hits, resetTime: new Date(row.resetAt) };
  }

  decrement(key: string): void {
    this.db
      .update(rateLimits)
      .set({ hits: sql`MAX(${rateLimits.hits} - 1, 0)` })
      .where(
        and(
          eq(rateLimits.key, this.rowKey(key)),
          gt(rateLimits.resetAt, this.clock().toISOString()),
        ),
      )
      .run();
  }

  resetKey(key: string): void {
    this.db
      .delete(rateLimits)
      .where(eq(rateLimits.key, this.rowKey(key)))
      .run();
  }
}

/** Deletes the counters whose window has ended (they would restart at 1 anyway). */
export function pruneRateLimits(db: Db, now: Date): number {
  return db.delete(rateLimits).where(lte(rateLimits.resetAt, now.toISOString())).run().changes;
}
