import type { ConciergeOrder } from '@shared/concierge-api';

/** What the audit log keeps of an order: the fields the console's actions change. */
export const orderAuditView = (o: ConciergeOrder) => ({
  status: o.status,
  carrier: o.carrier,
  trackingNumber: o.trackingNumber,
  shippedAt: o.shippedAt,
  refundReason: o.refundReason,
  refundedAt: o.refundedAt,
  paidCents: o.paidCents,
  updatedAt: o.updatedAt,
});
