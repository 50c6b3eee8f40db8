/**
 * What a console refund gives back, and the gateway calls that do it: each payment of the order
 * under the idempotency key it keeps for the order's life (refunds.ts), so any retry of the same
 * refund returns the refunds already made (docs/decisions/006-console-refunds.md).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, scheduledCharges } from '../../db/schema/payments';
import { cancelKey, installmentRefundKey, refundKey } from './auto-refunds';
import type { PaymentsGateway } from '../gateway/gateway';

type OrderRow = typeof orders.$inferSelect;

/** One payment to give back, under the key it keeps for the order's life. */
interface Payment {
  paymentIntentId: string | null;
  subscriptionId: string | null;
  key: string;
  metadata: Record<string, string>;
}

/**
 * The reason a refunded order keeps: a flag's own ('unit_limit') stays; none, or 'stripe' (the
 * refund's webhook came before the console's record), becomes 'concierge'.
 */
export const refundReasonOf = (row: OrderRow) =>
  row.refundReason === null || row.refundReason === 'stripe' ? 'concierge' : row.refundReason;

/** The installments first: were the checkout's refund to fail after them, the order stays paid. */
function paymentsOf(db: Db, row: OrderRow): Payment[] {
  const reason = refundReasonOf(row);
  const installments = db
    .select({ id: scheduledCharges.id, paymentIntentId: scheduledCharges.paymentIntentId })
    .from(scheduledCharges)
    .where(
      and(
        eq(scheduledCharges.orderId, row.id),
        eq(scheduledCharges.status, 'paid'),
        isNotNull(scheduledCharges.paymentIntentId),
      ),
    )
    .all()
    .map((charge) => ({
      paymentIntentId: charge.paymentIntentId,
      subscriptionId: null,
      key: installmentRefundKey(charge.id),
      metadata: { order_id: row.id, installment_id: String(charge.id), reason },
    }));
  return [
    ...installments,
    {
      paymentIntentId: row.paymentIntentId,
      subscriptionId: row.subscriptionId,
      key: refundKey(row.id),
      metadata: { order_id: row.id, reason },
    },
  ];
}

/** Gives every payment back; answers the checkout's refund id. Throws when the gateway fails. */
export async function giveBack(db: Db, payments: PaymentsGateway, row: OrderRow): Promise<string> {
  // A membership's subscription ends first: left running, it would bill the member again.
  if (row.kind === 'membership' && row.subscriptionId) {
    await payments.cancelSubscription(row.subscriptionId, cancelKey(row.id));
  }
  let checkoutRefund = '';
  for (const payment of paymentsOf(db, row)) {
    const refund = await payments.refund({
      paymentIntentId: payment.paymentIntentId,
      subscriptionId: payment.subscriptionId,
      idempotencyKey: payment.key,
      metadata: payment.metadata,
    });
    checkoutRefund = refund.id;
  }
  return checkoutRefund;
}
