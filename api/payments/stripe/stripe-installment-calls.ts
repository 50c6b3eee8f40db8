/**
 * InstallmentCalls over the Stripe SDK: the off-session charge of an installment, its retry on
 * the same PaymentIntent, the lookups that settle a charge whose answer was lost, and the buyer's
 * on-session confirmation through Stripe's hosted authentication page (no Stripe.js: the app loads
 * no script from another origin). stripe-gateway.ts spreads these into its gateway.
 */
import Stripe from 'stripe';
import type { InstallmentCalls, PaymentOutcome } from '../gateway/installment-calls';
import { outcomeOfCardError, outcomeOfIntent } from './intent-outcome';

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

const noSavedCard = (paymentIntentId: string): PaymentOutcome => ({
  status: 'declined',
  id: null,
  code: 'no_saved_card',
  message: `No saved card on ${paymentIntentId}`,
});

/** A card error is the bank's answer; anything else (network, 5xx, rate limit) is unknown. */
async function answer(call: () => Promise<Stripe.PaymentIntent>): Promise<PaymentOutcome> {
  try {
    return outcomeOfIntent(await call());
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) return outcomeOfCardError(err);
    throw err;
  }
}

const redirectOf = (intent: Stripe.PaymentIntent) =>
  intent.status === 'requires_action' ? (intent.next_action?.redirect_to_url?.url ?? null) : null;

/** Statuses in which confirming again can still take the payment. */
const CONFIRMABLE = new Set<Stripe.PaymentIntent.Status>([
  'requires_payment_method',
  'requires_confirmation',
]);

export function stripeInstallmentCalls(stripe: Stripe): InstallmentCalls {
  /** The card the buyer saved at checkout, from the deposit's PaymentIntent. */
  async function savedCard(firstPaymentIntentId: string) {
    const first = await stripe.paymentIntents.retrieve(firstPaymentIntentId);
    return idOf(first.payment_method);
  }

  return {
    async chargeOffSession(p) {
      const card = await savedCard(p.firstPaymentIntentId);
      if (!card) return noSavedCard(p.firstPaymentIntentId);
      return answer(() =>
        stripe.paymentIntents.create(
          {
            amount: p.amountCents,
            currency: 'usd',
            customer: p.customerId,
            payment_method: card,
            off_session: true,
            confirm: true,
            metadata: p.metadata,
          },
          { idempotencyKey: p.idempotencyKey },
        ),
      );
    },

    async retryOffSessionCharge({ paymentIntentId, firstPaymentIntentId }) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      if (!CONFIRMABLE.has(intent.status)) return outcomeOfIntent(intent);
      const card = await savedCard(firstPaymentIntentId);
      if (!card) return noSavedCard(firstPaymentIntentId);
      // No idempotency key needed: a PaymentIntent succeeds once, whatever is sent twice.
      return answer(() =>
        stripe.paymentIntents.confirm(paymentIntentId, { payment_method: card, off_session: true }),
      );
    },

    async findOffSessionCharge(installmentId) {
      const found = await stripe.paymentIntents.search({
        query: `metadata['installment_id']:'${installmentId}'`,
        limit: 10,
      });
      // One idempotency key makes one PaymentIntent; should a person have made another by hand,
      // a paid one wins, then the newest.
      const intents = [...found.data].sort((a, b) => b.created - a.created);
      const intent = intents.find((i) => i.status === 'succeeded') ?? intents[0];
      return intent ? outcomeOfIntent(intent) : null;
    },

    async checkPayment(paymentIntentId) {
      return outcomeOfIntent(await stripe.paymentIntents.retrieve(paymentIntentId));
    },

    async confirmOnSession({ paymentIntentId, firstPaymentIntentId, returnUrl }) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      // A second click, or a return to the page: the bank's page already offered is still good.
      const pending = redirectOf(intent);
      if (pending) return { status: 'redirect', id: intent.id, url: pending };
      if (!CONFIRMABLE.has(intent.status) && intent.status !== 'requires_action') {
        return outcomeOfIntent(intent);
      }
      const card = await savedCard(firstPaymentIntentId);
      if (!card) return noSavedCard(firstPaymentIntentId);
      let confirmed: Stripe.PaymentIntent;
      try {
        // With a return_url Stripe answers a redirect_to_url next action rather than one for
        // Stripe.js: the buyer authenticates on the bank's page and comes back to returnUrl.
        confirmed = await stripe.paymentIntents.confirm(paymentIntentId, {
          payment_method: card,
          return_url: returnUrl,
        });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return outcomeOfCardError(err);
        throw err;
      }
      const url = redirectOf(confirmed);
      return url ? { status: 'redirect', id: confirmed.id, url } : outcomeOfIntent(confirmed);
    },
  };
}
