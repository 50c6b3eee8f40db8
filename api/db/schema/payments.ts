/** Money: orders, the Stripe events handled, and the installments still to charge (api/payments). */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ORDER_KINDS, type OrderLine, type OrderStatus } from '@shared/api';
import { INSTALLMENT_STATUSES, type ShippingAddress } from '@shared/concierge-api';
import type { VacationCheckout } from '@shared/schemas/checkout';
import { createdAt } from './columns';
import { users } from './auth';
import { products } from './catalog';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'canceled',
  'expired',
  'refunded',
  'disputed',
] as const satisfies readonly OrderStatus[];

/**
 * One checkout (membership, book, vacation or shop product) and what it was for. Amounts are
 * computed on the server (api/payments/prices.ts); the row is written once the payment provider
 * has given the checkout session, and becomes 'paid' only through api/payments/fulfilment.ts.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** lower-cased; null for a signed-out buyer until the payment provider collects it */
    email: text('email'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** charged at checkout (the deposit of an installment vacation), in cents */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: ['usd'] })
      .notNull()
      .default('usd'),
    description: text('description').notNull(),
    lines: text('lines', { mode: 'json' }).$type<OrderLine[]>().notNull(),
    returnPath: text('return_path').notNull(),
    productId: integer('product_id').references(() => products.id),
    size: text('size'),
    quantity: integer('quantity').notNull().default(1),
    /** vacation only: 'full' or 'installment', and who travels (the /confirm form) */
    paymentOption: text('payment_option', { enum: ['full', 'installment'] }),
    customerInfo: text('customer_info', { mode: 'json' }).$type<VacationCheckout['customerInfo']>(),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    /** why a paid order is (to be) refunded: 'unit_limit', 'duplicate_subscription', 'stripe' */
    refundReason: text('refund_reason'),
    refundId: text('refund_id'),
    refundedAt: text('refunded_at'),
    /** what a person at the club must look at ('authentication_required', 'installment_failed') */
    attentionReason: text('attention_reason'),
    createdAt: createdAt(),
    paidAt: text('paid_at'),
    /** the address the payment provider collected for a shop product */
    shippingAddress: text('shipping_address', { mode: 'json' }).$type<ShippingAddress>(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: text('shipped_at'),
    /**
     * the version a staff edit is based on; every insert sets it (drizzle sends the SQL default,
     * which only serves ALTER TABLE, before any $defaultFn), the migration set existing rows
     */
    updatedAt: text('updated_at').notNull().default(''),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_user_idx').on(t.userId),
    index('orders_email_idx').on(t.email),
    index('orders_product_idx').on(t.productId, t.status),
  ],
);

/** Stripe webhook events already handled: a redelivered event id is acknowledged and skipped. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: text('received_at').notNull(),
});

/**
 * scheduled → processing → paid | failed | action_required (the bank asks the card holder: a link
 * was mailed to confirm it on-session); canceled: the order was refunded, disputed or canceled;
 * resolved: a person at the club settled it by hand (the console's 'Resolve', with a note).
 */
export const SCHEDULED_CHARGE_STATUSES = INSTALLMENT_STATUSES;

/**
 * The later installments of a vacation paid in installments, charged off-session with the card
 * saved at checkout (api/payments/installments.ts; docs/decisions/003-vacation-installments.md).
 */
export const scheduledCharges = sqliteTable(
  'scheduled_charges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** calendar date, YYYY-MM-DD */
    dueOn: text('due_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: SCHEDULED_CHARGE_STATUSES }).notNull().default('scheduled'),
    attempts: integer('attempts').notNull().default(0),
    /** ISO timestamp: the timer charges rows whose time has come */
    nextAttemptAt: text('next_attempt_at').notNull(),
    paymentIntentId: text('payment_intent_id'),
    lastError: text('last_error'),
    /** when the row was last claimed: a 'processing' row older than a run is checked with Stripe */
    claimedAt: text('claimed_at'),
    /** SHA-256 of the token in the mailed 'confirm your payment' link, and when it expires */
    actionTokenHash: text('action_token_hash'),
    actionExpiresAt: text('action_expires_at'),
    resolvedAt: text('resolved_at'),
    resolvedBy: text('resolved_by'),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    index('scheduled_charges_due_idx').on(t.dueOn),
    uniqueIndex('scheduled_charges_order_due_idx').on(t.orderId, t.dueOn),
    index('scheduled_charges_next_idx').on(t.status, t.nextAttemptAt),
  ],
);
