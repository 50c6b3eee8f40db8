/**
 * The membership fields of a member's account, which payments keeps as Stripe tells them
 * (api/payments/checkout/membership-state.ts) and the membership checkout consults. The accounts'
 * table is auth's: payments decides, these queries read and write.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema/auth';

const MEMBERSHIP = {
  id: users.id,
  membershipStatus: users.membershipStatus,
  stripeSubscriptionId: users.stripeSubscriptionId,
  stripeCustomerId: users.stripeCustomerId,
  membershipEventAt: users.membershipEventAt,
  updatedAt: users.updatedAt,
};

export type MembershipRecord = {
  [K in keyof typeof MEMBERSHIP]: (typeof users.$inferSelect)[K];
};

/** The membership of the account `userId`, or undefined when there is no such account. */
export function membershipOf(db: Db | Tx, userId: string): MembershipRecord | undefined {
  return db.select(MEMBERSHIP).from(users).where(eq(users.id, userId)).get();
}

/** The account whose subscription is `subscriptionId`, once linked by an earlier event. */
export function membershipBySubscription(
  db: Db | Tx,
  subscriptionId: string,
): MembershipRecord | undefined {
  return db
    .select(MEMBERSHIP)
    .from(users)
    .where(eq(users.stripeSubscriptionId, subscriptionId))
    .get();
}

/** Writes what payments decided about the account's membership. */
export function saveMembership(tx: Tx, change: MembershipRecord): void {
  const { id, ...fields } = change;
  tx.update(users).set(fields).where(eq(users.id, id)).run();
}

/** Whether the account has confirmed its email address (its guest orders are then its own). */
export function hasConfirmedEmail(db: Db | Tx, userId: string): boolean {
  const row = db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return Boolean(row?.verifiedAt);
}
