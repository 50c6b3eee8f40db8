/**
 * Refunds the club makes by itself: a shop order past the unit limit or with no unit left for it,
 * a second membership subscription. Fulfilment runs in a transaction and cannot wait on the provider, so it only
 * marks the order (markRefund); settleRefunds makes the refund right after the transaction, and
 * the reconciliation job again for any that failed. One idempotency key per order, for its whole
 * life, means no retry ever refunds twice.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/payments';
import type { Clock, Logger } from '../../runtime';
import type { Tx } from '../../db/client';
import type { PaymentsGateway } from '../gateway/gateway';

/** orders.attention_reason while a marked refund could not be made yet. */
export const REFUND_FAILED = 'refund_failed';

/** sold_out: paid after its held units went back on sale, and none were left (stock-holds.ts) */
export const AUTO_REFUND_REASONS = ['unit_limit', 'duplicate_subscription', 'sold_out'] as const;
export type AutoRefundReason = (typeof AUTO_REFUND_REASONS)[number];

export interface RefundDeps {
  db: Db;
  payments: PaymentsGateway;
  clock: Clock;
  log: Logger;
  /** for the order confirmation a reconciled fulfilment queues (reconciliation.ts) */
}

export const refundKey = (orderId: string) => `refund_${orderId}`;
/** An installment's own payment, refunded with its order by the console (concierge/order-refund.ts). */
export const installmentRefundKey = (installmentId: number) =>
  `refund_installment_${installmentId}`;
export const cancelKey = (orderId: string) => `cancel_${orderId}`;

/** In fulfilment's transaction: the buyer sees the order refunded from now on. */
export function markRefund(tx: Tx, orderId: string, reason: AutoRefundReason) {
  tx.update(orders)
    .set({ status: 'refunded', refundReason: reason })
    .where(eq(orders.id, orderId))
    .run();
}

/** Marked and not yet made; narrowed to one order or one checkout session when given. */
function owed(db: Db, only: { orderId?: string; sessionId?: string }) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'refunded'),
        inArray(orders.refundReason, [...AUTO_REFUND_REASONS]),
        isNull(orders.refundId),
        only.orderId ? eq(orders.id, only.orderId) : undefined,
        only.sessionId ? eq(orders.checkoutSessionId, only.sessionId) : undefined,
      ),
    )
    .all();
}

/** Makes the refunds owed; a failure is logged and left for the next reconciliation run. */
export async function settleRefunds(
  { db, payments, clock, log }: RefundDeps,
  only: { orderId?: string; sessionId?: string } = {},
): Promise<number> {
  let made = 0;
  for (const order of owed(db, only)) {
    try {
      // Cancelled first: a subscription left running would bill the member again next month.
      if (order.refundReason === 'duplicate_subscription' && order.subscriptionId) {
        await payments.cancelSubscription(order.subscriptionId, cancelKey(order.id));
      }
      const refund = await payments.refund({
        paymentIntentId: order.paymentIntentId,
        subscriptionId: order.subscriptionId,
        idempotencyKey: refundKey(order.id),
        metadata: { order_id: order.id, reason: order.refundReason ?? '' },
      });
      db.update(orders)
        .set({
          refundId: refund.id,
          refundedAt: clock().toISOString(),
          // A flag raised by an earlier failure is answered now.
          attentionReason: sql`nullif(${orders.attentionReason}, ${REFUND_FAILED})`,
        })
        .where(and(eq(orders.id, order.id), isNull(orders.refundId)))
        .run();
      made++;
    } catch (err) {
      // A person at the club sees it in the meantime; a flag already there says more.
      db.update(orders)
        .set({ attentionReason: REFUND_FAILED })
        .where(and(eq(orders.id, order.id), isNull(orders.attentionReason)))
        .run();
      log(
        `Refund of order ${order.id} (${order.refundReason}) not made yet; the reconciliation ` +
          'job tries again within the hour',
        err,
      );
    }
  }
  return made;
}

/** After a checkout event's transaction: the refund its fulfilment may have marked. */
export async function settleRefundsAfterEvent(
  deps: RefundDeps,
  event: { data: { object: unknown } },
) {
  const object = event.data.object as { object?: unknown; id?: unknown };
  if (object.object !== 'checkout.session' || typeof object.id !== 'string') return 0;
  return settleRefunds(deps, { sessionId: object.id });
}
