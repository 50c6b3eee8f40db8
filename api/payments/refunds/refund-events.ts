/**
 * charge.refunded and charge.dispute.created/closed. The order is the one whose payment it was:
 * its checkout's PaymentIntent, or one of its installments'. A refund of the whole checkout
 * payment, or a dispute, ends the plan: the installments not yet charged are canceled for good
 * (the timer only charges rows of a paid order, and settlement cancels a charge still in flight).
 *
 * - Partial refund, or one installment refunded: a goodwill gesture. Recorded (refund_id) and
 *   logged; the order stays paid and the rest of the plan goes on.
 * - Dispute opened: 'disputed'. Won (or closed as a warning): 'paid' again; the canceled
 *   installments stay canceled, a person at the club decides what is still owed.
 * - Dispute lost: the bank took the money back, so the order is 'refunded' (refund_reason
 *   'dispute_lost'), a final state.
 * Every write is guarded by the order's status, so a redelivered or late event changes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { OrderStatus } from '@shared/api';
import { orders, scheduledCharges } from '../../db/schema/payments';
import { centsToDecimal } from '../../lib/money';
import type { Logger } from '../../runtime';
import type { Tx } from '../../db/client';
import { refreshInstallmentAttention } from '../installments/installment-settlement';

type OrderRow = typeof orders.$inferSelect;

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

const usd = (cents: number) => `$${centsToDecimal(cents)}`;

/** Closed in the club's favour: the card holder's bank left the payment with us. */
const KEPT = new Set<Stripe.Dispute.Status>(['won', 'warning_closed', 'prevented']);

function orderOfPayment(tx: Tx, paymentIntentId: string | null) {
  if (!paymentIntentId) return null;
  const own = tx.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)).get();
  if (own) return { order: own, installment: false };
  const row = tx
    .select({ order: orders })
    .from(scheduledCharges)
    .innerJoin(orders, eq(orders.id, scheduledCharges.orderId))
    .where(eq(scheduledCharges.paymentIntentId, paymentIntentId))
    .get();
  return row ? { order: row.order, installment: true } : null;
}

/** Installments not charged (due, waiting for the buyer, or given up): never charged now. */
export function cancelOpenInstallments(tx: Tx, orderId: string) {
  tx.update(scheduledCharges)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(scheduledCharges.orderId, orderId),
        inArray(scheduledCharges.status, ['scheduled', 'action_required', 'failed']),
      ),
    )
    .run();
  refreshInstallmentAttention(tx, orderId);
}

function moveOrder(
  tx: Tx,
  order: OrderRow,
  from: readonly OrderStatus[],
  values: Partial<typeof orders.$inferInsert>,
) {
  return tx
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...from])))
    .run().changes;
}

export function applyChargeRefunded(tx: Tx, charge: Stripe.Charge, now: Date, log: Logger) {
  const paymentIntentId = idOf(charge.payment_intent);
  const found = orderOfPayment(tx, paymentIntentId);
  if (!found) return log(`Refund of charge ${charge.id}: no order was paid with it`);
  const { order, installment } = found;
  // Listed only when the event's API version includes it; the newest refund comes first.
  const refundId = charge.refunds?.data[0]?.id ?? null;
  if (installment || !charge.refunded) {
    if (refundId) tx.update(orders).set({ refundId }).where(eq(orders.id, order.id)).run();
    return log(
      `Order ${order.id}: ${usd(charge.amount_refunded)} of ${usd(charge.amount)} refunded on ` +
        `${installment ? 'an installment' : 'its payment'} (${paymentIntentId}); it stays ${order.status}`,
    );
  }
  moveOrder(tx, order, ['paid', 'disputed', 'refunded'], {
    status: 'refunded',
    refundedAt: order.refundedAt ?? now.toISOString(),
    // A refund the club made itself (refunds.ts) keeps its own id and reason.
    refundId: order.refundId ?? refundId,
    refundReason: order.refundReason ?? 'stripe',
  });
  cancelOpenInstallments(tx, order.id);
}

export function applyDisputeCreated(tx: Tx, dispute: Stripe.Dispute, log: Logger) {
  const found = orderOfPayment(tx, idOf(dispute.payment_intent));
  if (!found)
    return log(`Dispute ${dispute.id}: no order was paid with charge ${idOf(dispute.charge)}`);
  moveOrder(tx, found.order, ['paid'], { status: 'disputed' });
  cancelOpenInstallments(tx, found.order.id);
  log(
    `Order ${found.order.id}: payment disputed (${dispute.reason}); its installments are canceled`,
  );
}

export function applyDisputeClosed(tx: Tx, dispute: Stripe.Dispute, now: Date, log: Logger) {
  const found = orderOfPayment(tx, idOf(dispute.payment_intent));
  if (!found)
    return log(`Dispute ${dispute.id}: no order was paid with charge ${idOf(dispute.charge)}`);
  const { order } = found;
  if (KEPT.has(dispute.status)) {
    if (moveOrder(tx, order, ['disputed'], { status: 'paid' }) === 1) {
      log(
        `Order ${order.id}: dispute ${dispute.status}; paid again, its canceled installments stay so`,
      );
    }
    return;
  }
  if (dispute.status !== 'lost') {
    return log(
      `Dispute ${dispute.id} closed as ${dispute.status}: order ${order.id} left as it is`,
    );
  }
  moveOrder(tx, order, ['disputed', 'paid'], {
    status: 'refunded',
    refundedAt: order.refundedAt ?? now.toISOString(),
    refundReason: order.refundReason ?? 'dispute_lost',
  });
  cancelOpenInstallments(tx, order.id);
}
