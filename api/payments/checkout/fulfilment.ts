/**
 * The one place an order becomes paid, for Stripe's webhook and the demo's Pay alike. It runs
 * inside the caller's transaction (with the webhook's event record), and only a pending order is
 * fulfilled, so a replayed event or a second Pay changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { isShippable, type ShippingAddress } from '@shared/concierge-api';
import type { Tx } from '../../db/client';
import { openThread, threadSubjects } from '../../threads';
import { orders, scheduledCharges, stripeEvents } from '../../db/schema/payments';
import type { MailContext } from '../../mail/mail-context';
import { queueMail } from '../../mail/mail-queue';
import { orderConfirmationMail } from '../../mail/templates/order-confirmation-mail';
import type { Logger } from '../../runtime';
import { toCents } from './prices';
import { installmentDueDates } from '../installments/installment-schedule';
import { applyMembershipChange } from './membership-state';
import { markRefund } from '../refunds/auto-refunds';
import { exceedsUnitLimit, paidUnits } from './unit-limit';
import { VACATION } from '@shared/constants';
import { nextUpdatedAt } from '../../db/row-version';
import { findProduct, releaseHold, sellHold } from '../../catalog';

/** What the payment provider tells us about a completed checkout. */
export interface PaidCheckout {
  sessionId: string;
  customerId?: string | null;
  subscriptionId?: string | null;
  paymentIntentId?: string | null;
  /** the email the provider collected (a signed-out buyer's only identity) */
  email?: string | null;
  /** where the goods go, as the provider collected it; none from the demo, which asks for none */
  shippingAddress?: ShippingAddress | null;
  /** `created` of the Stripe event that says so (Unix seconds); none for a lookup or the demo */
  eventAt?: number | null;
}

export type FulfilResult = 'fulfilled' | 'already_done' | 'unknown_session';

/** Charged in the US morning of the due date, not at midnight UTC (the evening before there). */
const CHARGE_HOUR_UTC = 14;

/** False when the event id was handled before: the caller then does nothing. */
export function recordStripeEvent(tx: Tx, event: { id: string; type: string }, now: Date) {
  return (
    tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: now.toISOString() })
      .onConflictDoNothing()
      .run().changes === 1
  );
}

export function fulfilCheckout(
  tx: Tx,
  paid: PaidCheckout,
  now: Date,
  log: Logger,
  mail: MailContext,
): FulfilResult {
  const order = tx.select().from(orders).where(eq(orders.checkoutSessionId, paid.sessionId)).get();
  if (!order) {
    log(`Payment for unknown checkout session ${paid.sessionId}: nothing fulfilled`);
    return 'unknown_session';
  }
  const email = order.email ?? paid.email?.trim().toLowerCase() ?? null;
  const nowIso = now.toISOString();
  const updated = tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt: nowIso,
      email,
      customerId: paid.customerId ?? null,
      subscriptionId: paid.subscriptionId ?? null,
      paymentIntentId: paid.paymentIntentId ?? null,
      shippingAddress: isShippable(order.kind) ? (paid.shippingAddress ?? null) : null,
      // A new version: a console view of the order as it was pending is out of date. ('' is the
      // column's default, which only a row written around the insert code could still have.)
      updatedAt: nextUpdatedAt(order.updatedAt || order.createdAt, now),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .run();
  if (updated.changes === 0) return 'already_done';
  // A member's paid order has its conversation with the concierge (issue 38); a checkout never
  // paid is no order to talk about.
  if (order.userId) {
    const subject = threadSubjects.order(order.description);
    openThread(tx, { userId: order.userId, kind: 'order', refId: order.id, subject }, now);
  }
  // Set when the order is refunded as it is paid: then no 'order confirmed' mail goes out.
  let refunded = false;

  if (order.kind === 'membership') {
    if (!order.userId) {
      log(`Membership order ${order.id} paid, but its member no longer exists`);
    } else {
      const outcome = applyMembershipChange(
        tx,
        {
          status: 'active',
          subscriptionId: paid.subscriptionId ?? null,
          customerId: paid.customerId ?? null,
          userId: order.userId,
          eventAt: paid.eventAt ?? null,
        },
        now,
        log,
      );
      // The member already has a live subscription (two checkouts at once): this one goes.
      if (outcome === 'other_subscription') {
        markRefund(tx, order.id, 'duplicate_subscription');
        refunded = true;
      }
    }
  }

  if (order.kind === 'vacation' && order.paymentOption === 'installment') {
    const amountCents = toCents(VACATION.installment);
    const rows = installmentDueDates(now).map((dueOn) => ({
      orderId: order.id,
      dueOn,
      amountCents,
      nextAttemptAt: `${dueOn}T${String(CHARGE_HOUR_UTC).padStart(2, '0')}:00:00.000Z`,
    }));
    tx.insert(scheduledCharges).values(rows).onConflictDoNothing().run();
  }

  if (order.kind === 'product' && order.productId !== null) {
    refunded = settleProductUnits(tx, { ...order, productId: order.productId, email }, now, log);
  }

  // Only here, past the pending → paid change, so a replayed event or a second Pay mails nothing.
  if (email && !refunded) {
    const confirmation = orderConfirmationMail(
      {
        to: email,
        orderId: order.id,
        kind: order.kind,
        description: order.description,
        lines: order.lines,
        amountCents: order.amountCents,
        isMember: order.userId !== null,
      },
      mail,
    );
    queueMail(tx, confirmation, now);
  }
  return 'fulfilled';
}

/**
 * A paid shop order past the buyer's unit limit is refunded and its units go back on sale;
 * otherwise it keeps the units its checkout held, or is refunded when none were left for it.
 * True when refunded.
 */
function settleProductUnits(
  tx: Tx,
  order: {
    id: string;
    productId: number;
    size: string | null;
    quantity: number;
    email: string | null;
  },
  now: Date,
  log: Logger,
): boolean {
  const line = { productId: order.productId, size: order.size, quantity: order.quantity };
  const limit = findProduct(tx, order.productId)?.limitPerCustomer;
  const before = order.email ? paidUnits(tx, order.productId, order.email, order.id) : 0;
  if (order.email && exceedsUnitLimit(before, order.quantity, limit)) {
    // Made right after the transaction (refunds.ts); the buyer sees it refunded at once.
    markRefund(tx, order.id, 'unit_limit');
    releaseHold(tx, order.id);
    log(
      `Order ${order.id} goes past the unit limit of product ${order.productId} ` +
        `(${before} already paid): refunded automatically`,
    );
    return true;
  }
  if (sellHold(tx, order.id, line, now) === 'sold_out') {
    markRefund(tx, order.id, 'sold_out');
    log(
      `Order ${order.id} was paid after its units went back on sale, and none are left: refunded`,
    );
    return true;
  }
  return false;
}

/**
 * A checkout that will never be paid: async payment failed or abandoned ('canceled'), or the
 * session 'expired'. The units it held go back on sale in the same transaction.
 */
export function closeCheckout(tx: Tx, sessionId: string, status: 'canceled' | 'expired') {
  const order = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.checkoutSessionId, sessionId), eq(orders.status, 'pending')))
    .get();
  if (!order) return 0;
  const changes = tx
    .update(orders)
    .set({ status })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .run().changes;
  releaseHold(tx, order.id);
  return changes;
}
