/** POST /api/create-checkout-session (spec 7): starts the membership payment, never queued. */
import { API, type CheckoutSessionResponse } from '@shared/api';
import { startCheckout, type CheckoutStart } from './checkout';

/** Spec 3 "Checkout session response": any of the three may be present. */
export type CheckoutSessionAnswer = CheckoutSessionResponse;
export type { CheckoutStart };

/** Sends an empty JSON body (spec 7); a bare error page still says what happened. */
export async function startMembershipCheckout(): Promise<
  Exclude<CheckoutStart, { kind: 'failed' }>
> {
  const result = await startCheckout(API.membershipCheckout, { body: {} });
  return result.kind === 'failed' ? { kind: 'answer', answer: { error: result.message } } : result;
}
