/**
 * Opens a checkout: asks the payment gateway for a session for a priced order, then records the
 * order as pending under that session's id. Nothing is paid until fulfilment.ts says so.
 */
import { eq } from 'drizzle-orm';
import type { VacationCheckout } from '@shared/schemas/checkout';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/payments';
import type { ShippingCountry } from '../gateway/gateway';
import { CHECKOUT_LIFETIME_MS } from './open-checkouts';
import { amountOf, type OrderDraft } from './prices';
import type { PaymentsDeps } from '../payments-deps';

/** What opening a checkout needs of the slice's deps (payments-deps.ts). */
export type CheckoutDeps = Pick<
  PaymentsDeps,
  'db' | 'clock' | 'log' | 'payments' | 'publicUrl' | 'mail'
>;

export interface CheckoutOptions {
  /** set when something was taken for the order before it exists (a shop checkout's stock) */
  orderId?: string;
  mode: 'payment' | 'subscription';
  userId: string | null;
  email: string | null;
  metadata?: Record<string, string>;
  productId?: number;
  size?: string | null;
  quantity?: number;
  paymentOption?: 'full' | 'installment';
  customerInfo?: VacationCheckout['customerInfo'];
  shippingCountries?: readonly ShippingCountry[];
  saveCardForLater?: boolean;
}

/** Stripe fills `{CHECKOUT_SESSION_ID}` in; the demo fills it in itself (successUrlOf). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** The cancel link names the order, so the page it opens can close the session at once. */
export const checkoutUrls = (publicUrl: string, returnPath: string, orderId?: string) => ({
  successUrl: `${publicUrl}/checkout/success?session_id=${SESSION_ID_PLACEHOLDER}`,
  cancelUrl: `${publicUrl}/checkout/cancel?return=${encodeURIComponent(returnPath)}${
    orderId ? `&order=${encodeURIComponent(orderId)}` : ''
  }`,
});

export const successUrlOf = (publicUrl: string, sessionId: string) =>
  checkoutUrls(publicUrl, '/').successUrl.replace(
    SESSION_ID_PLACEHOLDER,
    encodeURIComponent(sessionId),
  );

/** The payment page's address. Throws when the gateway fails (the route answers 502). */
export async function openCheckout(
  deps: CheckoutDeps,
  draft: OrderDraft,
  options: CheckoutOptions,
): Promise<string> {
  const orderId = options.orderId ?? crypto.randomUUID();
  const email = options.email?.toLowerCase() ?? null;
  const openedAt = deps.clock();
  const session = await deps.payments.createCheckoutSession({
    mode: options.mode,
    orderId,
    lines: draft.charge,
    ...(draft.discount ? { discount: draft.discount } : {}),
    ...(email ? { customerEmail: email } : {}),
    metadata: { order_id: orderId, kind: draft.kind, ...options.metadata },
    ...checkoutUrls(deps.publicUrl, draft.returnPath, orderId),
    ...(options.shippingCountries ? { shippingCountries: options.shippingCountries } : {}),
    ...(options.saveCardForLater ? { saveCardForLater: true } : {}),
    // The open-checkout rules (open-checkouts.ts) count on the session ending with them.
    expiresAt: new Date(openedAt.getTime() + CHECKOUT_LIFETIME_MS),
  });
  deps.db
    .insert(orders)
    .values({
      id: orderId,
      kind: draft.kind,
      userId: options.userId,
      email,
      amountCents: amountOf(draft),
      description: draft.description,
      lines: draft.lines,
      returnPath: draft.returnPath,
      productId: options.productId ?? null,
      size: options.size ?? null,
      quantity: options.quantity ?? 1,
      paymentOption: options.paymentOption ?? null,
      customerInfo: options.customerInfo ?? null,
      checkoutSessionId: session.id,
      createdAt: openedAt.toISOString(),
      updatedAt: openedAt.toISOString(),
    })
    .run();
  return session.url;
}

/** The order a checkout session was opened for, or undefined. */
export const orderOfSession = (db: Db, sessionId: string) =>
  db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId)).get();
