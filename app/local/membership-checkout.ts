/**
 * POST /api/create-checkout-session (spec 7): starts the membership payment. Never queued: a
 * checkout page is only worth having while the member is here to use it.
 */
import { API } from '@shared/api';
import { ApiError, NetworkError, apiRequest } from './api';

/** Spec 3 "Checkout session response": any of the three may be present. */
export interface CheckoutSessionAnswer {
  url?: string;
  error?: string;
  redirectUrl?: string;
}

export type CheckoutStart =
  | { kind: 'answer'; answer: CheckoutSessionAnswer }
  | { kind: 'unauthorized' }
  | { kind: 'network' };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function answerOf(body: unknown): CheckoutSessionAnswer {
  const b = (body ?? {}) as Record<string, unknown>;
  return {
    url: text(b.url),
    error: text(b.error) ?? text(b.message),
    redirectUrl: text(b.redirectUrl),
  };
}

/** Sends an empty JSON body; an error status still carries `error` and maybe `redirectUrl`. */
export async function startMembershipCheckout(): Promise<CheckoutStart> {
  try {
    const body = await apiRequest<unknown>(API.membershipCheckout, { body: {} });
    return { kind: 'answer', answer: answerOf(body) };
  } catch (err) {
    if (err instanceof NetworkError) return { kind: 'network' };
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 401) return { kind: 'unauthorized' };
    const answer = answerOf(err.body);
    // A bare error page (a proxy's 502): still say what happened, in the server's words.
    return { kind: 'answer', answer: { ...answer, error: answer.error ?? err.message } };
  }
}
