/**
 * PaymentsGateway over the Stripe SDK. `host`, `port` and `protocol` point it at a local fake
 * server in tests (there is no network there); in production they are left to the SDK.
 */
import Stripe from 'stripe';
import type { CheckoutSessionParams, GatewayDiscount } from '../gateway/gateway';
import { stripeAfterCheckout } from './stripe-after-checkout';
import { stripeInstallmentCalls } from './stripe-installment-calls';
import type { PaymentsGateway } from '../gateway/gateway';

/** Stripe's default tolerance, written out: a signed event older than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret?: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
  /** milliseconds before a request is given up (the SDK's default is 80 s); tests shorten it */
  timeout?: number;
}

function sessionParams(
  p: CheckoutSessionParams,
  couponId: string | null,
): Stripe.Checkout.SessionCreateParams {
  const recurring = p.mode === 'subscription' ? { interval: 'month' as const } : undefined;
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: p.mode,
    client_reference_id: p.orderId,
    metadata: p.metadata,
    success_url: p.successUrl,
    cancel_url: p.cancelUrl,
    line_items: p.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: 'usd',
        unit_amount: line.unitAmountCents,
        product_data: {
          name: line.name,
          ...(line.description ? { description: line.description } : {}),
        },
        ...(recurring ? { recurring } : {}),
      },
    })),
  };
  if (p.customerEmail) params.customer_email = p.customerEmail;
  if (p.expiresAt) params.expires_at = Math.floor(p.expiresAt.getTime() / 1000);
  if (couponId) params.discounts = [{ coupon: couponId }];
  if (p.mode === 'subscription') {
    // Subscription events carry the subscription, not the session: the order id travels with it.
    params.subscription_data = { metadata: p.metadata };
  } else {
    params.payment_intent_data = {
      metadata: p.metadata,
      ...(p.saveCardForLater ? { setup_future_usage: 'off_session' as const } : {}),
    };
    // A saved card needs a Customer to belong to; payment mode creates none by default.
    if (p.saveCardForLater) params.customer_creation = 'always';
  }
  if (p.shippingCountries?.length) {
    params.shipping_address_collection = { allowed_countries: [...p.shippingCountries] };
  }
  return params;
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentsGateway {
  const { secretKey, webhookSecret, host, port, protocol, maxNetworkRetries, timeout } = options;
  const stripe = new Stripe(secretKey, {
    ...(host ? { host } : {}),
    ...(port ? { port } : {}),
    ...(protocol ? { protocol } : {}),
    ...(maxNetworkRetries !== undefined ? { maxNetworkRetries } : {}),
    ...(timeout !== undefined ? { timeout } : {}),
  });

  /**
   * A coupon has a fixed id per amount and duration, so creating it again is harmless: Stripe
   * answers resource_already_exists, and the coupon that exists is the one wanted.
   */
  const coupons = new Map<string, string>();
  async function couponFor(discount: GatewayDiscount, mode: CheckoutSessionParams['mode']) {
    const duration = mode === 'subscription' ? 'forever' : 'once';
    const id = `club_${discount.amountCents}_usd_off_${duration}`;
    if (coupons.has(id)) return id;
    try {
      await stripe.coupons.create({
        id,
        name: discount.name,
        amount_off: discount.amountCents,
        currency: 'usd',
        duration,
      });
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'resource_already_exists') throw err;
    }
    coupons.set(id, discount.name);
    return id;
  }

  return {
    kind: 'stripe',
    ...stripeAfterCheckout(stripe),
    ...stripeInstallmentCalls(stripe),
    async createCheckoutSession(params) {
      const couponId = params.discount ? await couponFor(params.discount, params.mode) : null;
      const session = await stripe.checkout.sessions.create(sessionParams(params, couponId), {
        // A retried create (network blip) must not open a second session for one order.
        idempotencyKey: `checkout_${params.orderId}`,
      });
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} with no url`);
      return { id: session.id, url: session.url };
    },
    verifyWebhook: webhookSecret
      ? (rawBody, signature, receivedAt) =>
          stripe.webhooks.constructEvent(
            rawBody,
            signature,
            webhookSecret,
            WEBHOOK_TOLERANCE_SECONDS,
            undefined,
            // Milliseconds (the SDK divides by 1000), from our clock so tests can move it.
            receivedAt.getTime(),
          )
      : undefined,
  };
}
