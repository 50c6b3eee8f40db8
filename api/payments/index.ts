// Money, in one slice: checkout and fulfilment, installments, refunds, Stripe's events and the
// reconciliation; the console and the webhooks both go through this index, never the gateway.
export type { PaymentsDeps } from './payments-deps';

// The gateway: built once by app.ts and server.ts, called only inside this slice.
export { createPaymentsGateway } from './gateway/create-gateway';
export type { PaymentsGateway } from './gateway/gateway';

// Routes: checkout (spec 7), its session and demo, installment confirmation, billing portal,
// the member's orders, and Stripe's webhook (mounted before CSRF, app.ts).
export { checkoutRoutes } from './checkout/checkout-routes';
export { checkoutSessionRoutes } from './checkout/session-routes';
export { installmentPaymentRoutes } from './installments/confirmation-routes';
export { billingPortalRoutes } from './checkout/billing-portal-routes';
export { orderRoutes } from './checkout/order-routes';
export { WEBHOOK_BODY_LIMIT_BYTES, webhookRoutes } from './stripe/webhook-routes';

// Timers server.ts runs: charge the installments due, reconcile checkouts whose webhook is late.
export { startInstallmentTimer } from './installments/installment-charges';
export { installmentNotifierFor } from './installments/installment-notices';
export { startReconciliationTimer } from './checkout/reconciliation';

// The console's money: refund an order, retry or resolve an installment.
export { consoleMoney, type ConsoleMoney } from './console-money';
export { REFUND_FAILED_MESSAGE } from './refunds/console-refund';

// Reads and writes of orders for other slices: the member's orders (GET /api/orders and the sync
// pull), the console's lists, and the fields its 'Mark shipped' writes.
export { memberOrders, type MemberRef } from './orders/member-orders';
export { toOrderSummary } from './checkout/order-summary';
export {
  FLAGGED_ORDER,
  UNSHIPPED_ORDER,
  findOrder,
  listOrders,
  orderRowsAfter,
  paidOrdersOfMember,
  ordersWaiting,
  writeOrderShipping,
} from './orders/console-orders';
export { orderAuditView } from './orders/order-audit';
export {
  countFailedInstallments,
  findInstallment,
  listInstallments,
} from './installments/console-installments';
export { pruneStripeEvents } from './stripe/stripe-event-prune';
export { exportedOrders, pseudonymiseOrders } from './orders/member-data';
