/**
 * Stripe's `customer.subscription.*` and `invoice.paid` / `invoice.payment_failed` events, read
 * into membership changes; membership-state.ts decides whether each one still applies.
 */
import type Stripe from 'stripe';
import type { MembershipStatus } from '@shared/api';
import type { Logger } from '../../runtime';
import type { Tx } from '../../db/client';
import { applyMembershipChange, type MembershipOutcome } from '../checkout/membership-state';

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/** Stripe's subscription states, as the dashboard's membership panel knows them. */
export function membershipStatusOf(status: Stripe.Subscription.Status): MembershipStatus | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // incomplete, paused: the checkout's own completion decides.
      return null;
  }
}

export function applySubscriptionEvent(
  tx: Tx,
  sub: Stripe.Subscription,
  deleted: boolean,
  eventAt: number | null,
  now: Date,
  log: Logger,
): MembershipOutcome | 'ignored' {
  const status = deleted ? 'canceled' : membershipStatusOf(sub.status);
  if (!status) return 'ignored';
  return applyMembershipChange(
    tx,
    {
      status,
      subscriptionId: sub.id,
      customerId: idOf(sub.customer),
      userId: sub.metadata?.user_id ?? null,
      eventAt,
    },
    now,
    log,
  );
}

/** Events rendered for API versions before 2025-03-31 name the subscription at the top level. */
function legacySubscriptionOf(invoice: Stripe.Invoice): string | null {
  const old = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription;
  return idOf(old);
}

export function applyInvoiceEvent(
  tx: Tx,
  invoice: Stripe.Invoice,
  paid: boolean,
  eventAt: number | null,
  now: Date,
  log: Logger,
): MembershipOutcome | 'ignored' {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription) ?? legacySubscriptionOf(invoice);
  // Not a subscription's invoice: nothing to do with a membership.
  if (!subscriptionId) return 'ignored';
  return applyMembershipChange(
    tx,
    {
      status: paid ? 'active' : 'past_due',
      subscriptionId,
      customerId: idOf(invoice.customer),
      userId: details?.metadata?.user_id ?? null,
      eventAt,
    },
    now,
    log,
  );
}
