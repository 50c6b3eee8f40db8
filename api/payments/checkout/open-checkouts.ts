/**
 * Checkouts that may still be paid: a pending order younger than a session's lifetime. They hold
 * their units against the shop's limit and stop a second membership checkout; an older one has
 * expired at the payment provider and holds nothing.
 */
import { and, desc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/payments';
import { unitsOf } from './unit-limit';

/**
 * Stripe refuses an `expires_at` less than 30 minutes after its own clock; one minute more
 * absorbs the request's time and clock drift.
 */
export const CHECKOUT_LIFETIME_MS = 31 * 60_000;

const openSince = (now: Date) => new Date(now.getTime() - CHECKOUT_LIFETIME_MS).toISOString();

const isOpen = (now: Date) =>
  and(eq(orders.status, 'pending'), gt(orders.createdAt, openSince(now)));

/** A pending checkout past a session's lifetime: the demo refuses to take its payment. */
export const demoSessionExpired = (order: { status: string; createdAt: string }, now: Date) =>
  order.status === 'pending' && order.createdAt <= openSince(now);

/** Units of a product in this buyer's open checkouts (by account or by email). */
export function openUnits(
  db: Pick<Db, 'select'>,
  productId: number,
  buyer: { userId: string; email: string },
  now: Date,
): number {
  return unitsOf(
    db,
    productId,
    or(eq(orders.userId, buyer.userId), eq(orders.email, buyer.email.toLowerCase())),
    isOpen(now),
  );
}

/** The member's open membership checkouts, newest first (one, unless two tabs raced). */
export function openMembershipCheckouts(db: Pick<Db, 'select'>, userId: string, now: Date) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.kind, 'membership'), eq(orders.userId, userId), isOpen(now)))
    .orderBy(desc(orders.createdAt))
    .all();
}
