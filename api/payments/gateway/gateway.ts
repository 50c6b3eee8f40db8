/**
 * The payment provider as the API sees it: Stripe when STRIPE_SECRET_KEY is set, otherwise the
 * local demo checkout. Routes, fulfilment and the installment timer only know this interface, so
 * tests pass a fake or a Stripe client pointed at a local server.
 */
import type Stripe from 'stripe';
import type { AfterCheckoutCalls } from './after-checkout';
import type { InstallmentCalls } from './installment-calls';

export interface GatewayLine {
  name: string;
  description?: string;
  unitAmountCents: number;
  quantity: number;
}

/** An amount off the whole checkout; every month, in subscription mode. */
export interface GatewayDiscount {
  name: string;
  amountCents: number;
}

export interface CheckoutSessionParams {
  mode: 'payment' | 'subscription';
  /** our order id, echoed back in the session's metadata and client_reference_id */
  orderId: string;
  /** every line is billed monthly in subscription mode */
  lines: readonly GatewayLine[];
  discount?: GatewayDiscount;
  customerEmail?: string;
  metadata: Record<string, string>;
  /** may hold Stripe's `{CHECKOUT_SESSION_ID}` placeholder */
  successUrl: string;
  cancelUrl: string;
  /** countries a shipping address may be in; none = no shipping address asked */
  shippingCountries?: readonly ShippingCountry[];
  /** keep the card on a new Customer for later off-session charges (installments) */
  saveCardForLater?: boolean;
  /** when the payment page stops taking payments (checkout.ts: CHECKOUT_LIFETIME_MS) */
  expiresAt?: Date;
}

export interface CheckoutSessionCreated {
  id: string;
  url: string;
}

/** A verified webhook event, or a thrown error when the signature is wrong or stale. */
export type WebhookVerifier = (
  rawBody: string,
  signature: string,
  receivedAt: Date,
) => Stripe.Event;

export interface PaymentsGateway extends AfterCheckoutCalls, InstallmentCalls {
  readonly kind: 'stripe' | 'demo';
  createCheckoutSession(params: CheckoutSessionParams): Promise<CheckoutSessionCreated>;
  /** undefined for the demo (and for Stripe without STRIPE_WEBHOOK_SECRET): no webhook */
  verifyWebhook?: WebhookVerifier;
}

/** Where a book may ship (Stripe's allowed_countries codes). */
export const SHIPPING_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'AU',
  'NZ',
  'IE',
  'FR',
  'DE',
  'IT',
  'ES',
  'NL',
  'CH',
  'SE',
  'AE',
  'SG',
  'JP',
] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];
