/**
 * A device's push subscription: saved for the member and the session that device is signed in
 * with, forgotten on request, and read for Your devices, the account export and the queue. An
 * endpoint names one browser profile, so a second member signing in on that browser and saying
 * yes takes it over (the first member's notifications must not reach the new person's screen).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@shared/schemas/push';
import type { Db, Tx } from '../db/client';
import { pushSubscriptions } from '../db/schema/push';

export interface Subscriber {
  memberId: string;
  sessionId: string;
}

/** 'created' for a new endpoint, 'updated' when the endpoint was known (keys, owner, categories). */
export function saveSubscription(
  db: Db,
  { memberId, sessionId }: Subscriber,
  { endpoint, keys, categories }: PushSubscriptionBody,
  now: Date,
): 'created' | 'updated' {
  return db.transaction(
    (tx) => {
      const owned = {
        p256dh: keys.p256dh,
        auth: keys.auth,
        userId: memberId,
        sessionId,
        categories,
      };
      const updated = tx
        .update(pushSubscriptions)
        .set(owned)
        .where(eq(pushSubscriptions.endpoint, endpoint))
        .run().changes;
      if (updated > 0) return 'updated';
      tx.insert(pushSubscriptions)
        .values({ endpoint, ...owned, createdAt: now.toISOString() })
        .run();
      return 'created';
    },
    { behavior: 'immediate' },
  );
}

/** Forgets the member's subscription at `endpoint`; false when they have none there. */
export const removeSubscription = (db: Db, memberId: string, endpoint: string) =>
  db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, memberId)))
    .run().changes > 0;

/** What the member's subscription at `endpoint` notifies of; null when they have none there. */
export function subscriptionCategories(db: Db, memberId: string, endpoint: string) {
  const [row] = db
    .select({ categories: pushSubscriptions.categories })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, memberId)))
    .all();
  return row ? row.categories : null;
}

/** Of these sessions of the member, the ones whose device takes notifications (Your devices). */
export function sessionsWithPush(db: Db, memberId: string, sessionIds: string[]): Set<string> {
  if (sessionIds.length === 0) return new Set();
  const rows = db
    .selectDistinct({ sessionId: pushSubscriptions.sessionId })
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, memberId), inArray(pushSubscriptions.sessionId, sessionIds)),
    )
    .all();
  return new Set(rows.map((r) => r.sessionId));
}

/** The account export's view: where the club may send notifications, never the keys. */
export const exportedPushSubscriptions = (db: Db, memberId: string) =>
  db
    .select({
      endpoint: pushSubscriptions.endpoint,
      categories: pushSubscriptions.categories,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, memberId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
    .all();

/**
 * Account deletion: the member's subscriptions and, with them by foreign key, their queued
 * deliveries. (Deleting the account row would cascade too; said here so the erasure lists it.)
 */
export function erasePushSubscriptions(tx: Tx, memberId: string): void {
  tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, memberId)).run();
}

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The member's subscriptions that want `category`. */
export const subscriptionsFor = (tx: Db | Tx, memberId: string, category: string) =>
  tx
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, memberId))
    .all()
    .filter((s) => (s.categories as string[]).includes(category));

export const deleteSubscriptionById = (db: Db, id: number) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)).run().changes > 0;
