/** An order as the member and /checkout/success see it: never emails or payment provider ids. */
import type { CheckoutSessionStatus, OrderSummary } from '@shared/api';
import type { orders } from '../../db/schema/payments';

type OrderRow = typeof orders.$inferSelect;

export const toOrderSummary = (row: OrderRow): OrderSummary => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  description: row.description,
  lines: row.lines,
  amountCents: row.amountCents,
  currency: row.currency,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
  shippedAt: row.shippedAt,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
});

const SESSION_STATUS: Record<OrderRow['status'], CheckoutSessionStatus['status']> = {
  pending: 'open',
  paid: 'complete',
  refunded: 'complete',
  disputed: 'complete',
  canceled: 'expired',
  expired: 'expired',
};

export const toSessionStatus = (row: OrderRow): CheckoutSessionStatus => ({
  id: row.checkoutSessionId,
  status: SESSION_STATUS[row.status],
  fulfilled: row.paidAt !== null,
  order: toOrderSummary(row),
  refundReason: row.status === 'refunded' ? row.refundReason : null,
  returnPath: row.returnPath,
});
