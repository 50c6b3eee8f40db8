/**
 * A Stripe PaymentIntent (or the card error that refused one) read as a PaymentOutcome, for the
 * Stripe gateway and the payment_intent.* webhooks alike, so both settle a row the same way.
 */
import type Stripe from 'stripe';
import type { PaymentOutcome } from '../gateway/installment-calls';

export const AUTHENTICATION_REQUIRED = 'authentication_required';
const AUTHENTICATION_MESSAGE = 'The bank asks the card holder to confirm this payment';

interface CardErrorLike {
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}

/** Stripe reports SCA as the error code or, for some issuers, the decline code. */
const asksForAuthentication = (error: CardErrorLike) =>
  error.code === AUTHENTICATION_REQUIRED || error.decline_code === AUTHENTICATION_REQUIRED;

function fromCardError(error: CardErrorLike, id: string | null, fallback: string): PaymentOutcome {
  // Without a PaymentIntent there is nothing to confirm on-session: a decline like any other.
  if (id && asksForAuthentication(error)) {
    return {
      status: 'authentication_required',
      id,
      message: error.message || AUTHENTICATION_MESSAGE,
    };
  }
  return {
    status: 'declined',
    id,
    code: error.decline_code || error.code || fallback,
    message: error.message || `Payment ${fallback}`,
  };
}

export function outcomeOfIntent(intent: Stripe.PaymentIntent): PaymentOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', id: intent.id };
    case 'requires_action':
      return { status: 'authentication_required', id: intent.id, message: AUTHENTICATION_MESSAGE };
    case 'requires_payment_method':
    case 'canceled':
      return fromCardError(intent.last_payment_error ?? {}, intent.id, intent.status);
    default:
      // processing; requires_confirmation or requires_capture never last for a confirmed,
      // automatically captured charge, so they are looked at again rather than called failed.
      return { status: 'processing', id: intent.id };
  }
}

/** A StripeCardError: the PaymentIntent it refused travels in the error. */
export function outcomeOfCardError(error: Stripe.errors.StripeCardError): PaymentOutcome {
  return fromCardError(error, error.payment_intent?.id ?? null, 'card_declined');
}
