/**
 * What a verified Stripe event does. Each event id is handled once: its record is inserted in the
 * same transaction as the work, so a redelivery (Stripe retries for days) finds it and stops.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { MembershipStatus } from '@shared/api';
import { nextUpdatedAt } from '../auth/current-user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Logger } from '../runtime';
import {
  closeCheckout,
  fulfilCheckout,
  recordStripeEvent,
  type PaidCheckout,
  type Tx,
} from './fulfilment';

export type StripeEventResult = 'duplicate' | 'handled' | 'ignored';

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

function paidCheckout(session: Stripe.Checkout.Session): PaidCheckout {
  return {
    sessionId: session.id,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    paymentIntentId: idOf(session.payment_intent),
    email: session.customer_details?.email ?? session.customer_email,
  };
}

/** Stripe's subscription states, as the dashboard's membership panel knows them. */
function membershipStatusOf(status: Stripe.Subscription.Status): MembershipStatus | null {
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

function applySubscription(
  tx: Tx,
  sub: Stripe.Subscription,
  deleted: boolean,
  now: Date,
  log: Logger,
) {
  const status = deleted ? 'canceled' : membershipStatusOf(sub.status);
  if (!status) return;
  // By subscription id once the checkout is fulfilled; before that (events may come in any order)
  // by the member id the checkout put in the subscription's metadata.
  const member =
    tx.select().from(users).where(eq(users.stripeSubscriptionId, sub.id)).get() ??
    (sub.metadata.user_id
      ? tx.select().from(users).where(eq(users.id, sub.metadata.user_id)).get()
      : undefined);
  if (!member) {
    log(`Subscription ${sub.id} belongs to no member: status ${sub.status} not applied`);
    return;
  }
  tx.update(users)
    .set({
      membershipStatus: status,
      stripeSubscriptionId: sub.id,
      stripeCustomerId: idOf(sub.customer) ?? member.stripeCustomerId,
      updatedAt: nextUpdatedAt(member.updatedAt, now),
    })
    .where(eq(users.id, member.id))
    .run();
}

export function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  now: Date,
  log: Logger,
): StripeEventResult {
  return db.transaction((tx) => {
    if (!recordStripeEvent(tx, event, now)) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        // Delayed methods (bank debits) complete unpaid; async_payment_succeeded follows.
        if (session.payment_status === 'unpaid') return 'handled';
        fulfilCheckout(tx, paidCheckout(session), now, log);
        return 'handled';
      }
      case 'checkout.session.async_payment_succeeded':
        fulfilCheckout(tx, paidCheckout(event.data.object), now, log);
        return 'handled';
      case 'checkout.session.async_payment_failed':
        closeCheckout(tx, event.data.object.id, 'canceled');
        return 'handled';
      case 'checkout.session.expired':
        closeCheckout(tx, event.data.object.id, 'expired');
        return 'handled';
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        applySubscription(
          tx,
          event.data.object,
          event.type === 'customer.subscription.deleted',
          now,
          log,
        );
        return 'handled';
      default:
        return 'ignored';
    }
  });
}
