/**
 * POST /api/membership/billing-portal: where a member whose payment failed updates their card.
 * With Stripe, a customer portal session that returns to the dashboard; the demo keeps no card,
 * and says so.
 */
import { Hono } from 'hono';
import type { BillingPortalResponse } from '@shared/api';
import { stripeCustomerIdOf } from '../../auth';
import { errorBody } from '../../errors';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../../middleware/require-user';
import type { PaymentsDeps } from '../payments-deps';

export const NO_BILLING_MESSAGE =
  'There is no membership payment to manage yet. Your membership checkout sets one up.';
export const DEMO_BILLING_MESSAGE =
  'This is the demo checkout: no card is kept, so there is nothing to update and nothing is charged.';
export const BILLING_PORTAL_FAILED_MESSAGE =
  'We could not open the billing page just now. Please try again in a moment.';

export function billingPortalRoutes({ db, log, payments, publicUrl }: PaymentsDeps) {
  return new Hono<MemberEnv>().post('/', requireUser(), async (c) => {
    c.header('Cache-Control', PRIVATE_NO_STORE);
    const customerId = stripeCustomerIdOf(db, c.var.member.id);
    if (!customerId) return c.json(errorBody(NO_BILLING_MESSAGE), 409);
    const portal = payments.createBillingPortalSession;
    if (!portal) return c.json(errorBody(DEMO_BILLING_MESSAGE), 409);
    try {
      const { url } = await portal({ customerId, returnUrl: `${publicUrl}/dashboard` });
      return c.json<BillingPortalResponse>({ url });
    } catch (err) {
      log('The payment provider refused to open a billing portal session', err);
      return c.json(errorBody(BILLING_PORTAL_FAILED_MESSAGE), 502);
    }
  });
}
