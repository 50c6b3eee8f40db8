/**
 * A member's membership as Stripe tells it, in whatever order its events arrive (Stripe promises
 * none). The rules: a canceled subscription stays canceled; an event older than the last one
 * applied (users.membership_event_at) changes nothing; and a member has one subscription, so news
 * of another one (a duplicate being refunded, an old one) changes nothing while theirs is live.
 */
import { and, eq } from 'drizzle-orm';
import type { MembershipStatus } from '@shared/api';
import {
  membershipBySubscription,
  membershipOf,
  saveMembership,
  type MembershipRecord,
} from '../../auth';
import { orders } from '../../db/schema/payments';
import type { Logger } from '../../runtime';
import type { Tx } from '../../db/client';
import { nextUpdatedAt } from '../../db/row-version';

export interface MembershipChange {
  status: MembershipStatus;
  subscriptionId: string | null;
  customerId: string | null;
  /** who the checkout or the subscription's metadata names, for a subscription not yet linked */
  userId: string | null;
  /** `created` of the Stripe event (Unix seconds); null for a lookup (reconciliation, demo Pay) */
  eventAt: number | null;
}

export type MembershipOutcome =
  | 'applied'
  /** the subscription was canceled: nothing brings it back */
  | 'final'
  /** older than the last event applied */
  | 'stale'
  /** about a subscription other than the member's live one */
  | 'other_subscription'
  | 'no_member';

type Member = MembershipRecord;

const isLive = (status: MembershipStatus) => status === 'active' || status === 'past_due';

function memberOf(tx: Tx, change: MembershipChange): Member | undefined {
  const bySubscription = (id: string) => membershipBySubscription(tx, id);
  const byId = (id: string) => membershipOf(tx, id);
  const byOrder = (id: string) =>
    tx.select({ userId: orders.userId }).from(orders).where(eq(orders.subscriptionId, id)).get()
      ?.userId;
  const sub = change.subscriptionId;
  if (sub) {
    const linked = bySubscription(sub);
    if (linked) return linked;
  }
  const userId = change.userId ?? (sub ? byOrder(sub) : null);
  return userId ? byId(userId) : undefined;
}

/** A second subscription the club is cancelling and refunding (refunds.ts). */
const isRefundedDuplicate = (tx: Tx, subscriptionId: string) =>
  tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.subscriptionId, subscriptionId),
        eq(orders.refundReason, 'duplicate_subscription'),
      ),
    )
    .get() !== undefined;

function outcomeFor(tx: Tx, member: Member, change: MembershipChange): MembershipOutcome | null {
  const sub = change.subscriptionId;
  const current = member.stripeSubscriptionId;
  if (sub && current && sub !== current) {
    // A new subscription takes over from one that ended; the end of another changes nothing.
    const takesOver = !isLive(member.membershipStatus) && change.status !== 'canceled';
    if (!takesOver || isRefundedDuplicate(tx, sub)) return 'other_subscription';
  } else if (member.membershipStatus === 'canceled' && current && (!sub || sub === current)) {
    return 'final';
  }
  // A cancellation applies whenever it comes; anything else only if it is not older.
  const last = member.membershipEventAt;
  if (change.status !== 'canceled' && change.eventAt !== null && last !== null) {
    if (change.eventAt < last) return 'stale';
  }
  return null;
}

export function applyMembershipChange(
  tx: Tx,
  change: MembershipChange,
  now: Date,
  log: Logger,
): MembershipOutcome {
  const member = memberOf(tx, change);
  if (!member) {
    log(
      `Subscription ${change.subscriptionId ?? '?'} belongs to no member: ${change.status} not applied`,
    );
    return 'no_member';
  }
  const refused = outcomeFor(tx, member, change);
  if (refused) return refused;
  const last = member.membershipEventAt;
  saveMembership(tx, {
    id: member.id,
    membershipStatus: change.status,
    stripeSubscriptionId: change.subscriptionId ?? member.stripeSubscriptionId,
    stripeCustomerId: change.customerId ?? member.stripeCustomerId,
    membershipEventAt:
      change.eventAt === null ? last : Math.max(change.eventAt, last ?? change.eventAt),
    updatedAt: nextUpdatedAt(member.updatedAt, now),
  });
  return 'applied';
}
