/**
 * AfterCheckoutCalls over the Stripe SDK: session lookups, refunds, subscription cancellation and
 * the customer portal. stripe-gateway.ts spreads these into its gateway.
 */
import type Stripe from 'stripe';
import type { AfterCheckoutCalls, CheckoutSessionState } from '../gateway/after-checkout';
import { shippingAddressOf } from './stripe-shipping';

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** What a refund is made against: a PaymentIntent, or a bare charge (old invoices). */
type RefundTarget = { payment_intent: string } | { charge: string };

/**
 * A subscription's first payment. Cancelling creates no invoice (no `invoice_now`), so the
 * latest invoice is still the one its checkout paid, before and after the cancel.
 */
async function subscriptionPayment(stripe: Stripe, subscriptionId: string): Promise<RefundTarget> {
  const sub = await stripe.subscriptions.retrieve(subscriptionId, {
    expand: ['latest_invoice.payments'],
  });
  const invoice = sub.latest_invoice;
  const paid =
    invoice && typeof invoice !== 'string'
      ? invoice.payments?.data.find((p) => p.status === 'paid')
      : undefined;
  const intent = idOf(paid?.payment.payment_intent);
  if (intent) return { payment_intent: intent };
  const charge = idOf(paid?.payment.charge);
  if (charge) return { charge };
  throw new Error(`No paid invoice payment on subscription ${subscriptionId}`);
}

/** The refund already made on a payment (the idempotency key's 24 hours may have passed). */
async function existingRefund(stripe: Stripe, target: RefundTarget) {
  const list = await stripe.refunds.list({ ...target, limit: 10 });
  const refund = list.data.find((r) => r.status !== 'failed' && r.status !== 'canceled');
  if (!refund) throw new Error('Stripe says the payment is refunded, but lists no refund');
  return { id: refund.id };
}

function sessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  return {
    id: session.id,
    status:
      session.status === 'complete'
        ? 'complete'
        : session.status === 'expired'
          ? 'expired'
          : 'open',
    paid: session.payment_status !== 'unpaid',
    url: session.url,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    paymentIntentId: idOf(session.payment_intent),
    email: session.customer_details?.email ?? session.customer_email ?? null,
    shippingAddress: shippingAddressOf(session),
  };
}

export function stripeAfterCheckout(stripe: Stripe): Required<AfterCheckoutCalls> {
  return {
    async retrieveCheckoutSession(id) {
      return sessionState(await stripe.checkout.sessions.retrieve(id));
    },
    async expireCheckoutSession(id) {
      try {
        return sessionState(await stripe.checkout.sessions.expire(id));
      } catch (err) {
        // Stripe refuses to expire a session that is no longer open: say how it stands.
        const session = await stripe.checkout.sessions.retrieve(id);
        if (session.status === 'open') throw err;
        return sessionState(session);
      }
    },
    async refund({ paymentIntentId, subscriptionId, idempotencyKey, metadata }) {
      let target: RefundTarget;
      if (paymentIntentId) target = { payment_intent: paymentIntentId };
      else if (subscriptionId) target = await subscriptionPayment(stripe, subscriptionId);
      else throw new Error('Nothing to refund: the order has no payment or subscription');
      try {
        const refund = await stripe.refunds.create({ ...target, metadata }, { idempotencyKey });
        return { id: refund.id };
      } catch (err) {
        if (codeOf(err) === 'charge_already_refunded') return existingRefund(stripe, target);
        throw err;
      }
    },
    async cancelSubscription(id, idempotencyKey) {
      try {
        await stripe.subscriptions.cancel(id, {}, { idempotencyKey });
      } catch (err) {
        // Stripe refuses to cancel twice; what matters is that it is canceled.
        const sub = await stripe.subscriptions.retrieve(id);
        if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') throw err;
      }
    },
    async createBillingPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
  };
}
