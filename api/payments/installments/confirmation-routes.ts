/**
 * The installment confirmation a buyer reaches from the mailed link, signed in or not (the token
 * is the key): POST /confirmation says what the link is for, POST /confirm is the buyer's
 * Confirm, and GET /return is where Stripe's authentication page sends the buyer back, to be
 * redirected to the page with the outcome. The work is in payments/payment-confirmation.ts.
 */
import { Hono, type Context } from 'hono';
import {
  PAYMENT_LINK_PROBLEMS,
  paymentResultPath,
  type InstallmentConfirmResponse,
  type InstallmentPayment,
  type PaymentLinkProblem,
} from '@shared/installment-payment';
import { PaymentLinkSchema } from '@shared/schemas/payment-link';
import { errorBody } from '../../errors';
import { PRIVATE_NO_STORE } from '../../middleware/require-user';
import { validateJson } from '../../middleware/validate';
import type { PaymentsDeps } from '../payments-deps';
import { confirmInstallment, describePaymentLink, returnFromBank } from './payment-confirmation';
import type { SessionEnv } from '../../middleware/session-env';

export const DECLINED_RETRY_MESSAGE =
  'Your bank declined this payment, so nothing was charged. We will try your card again tomorrow.';
export const DECLINED_FINAL_MESSAGE =
  'Your bank declined this payment, so nothing was charged. Our concierge will contact you to arrange it.';
export const CONFIRM_UNAVAILABLE_MESSAGE =
  'Your bank asks for a check we cannot show here. Please contact the concierge to complete this payment.';
export const CONFIRM_UNREACHABLE_MESSAGE =
  'We could not reach the payment provider. Please try again in a moment.';
export const RETURN_INVALID_MESSAGE = 'This return link is not valid.';
export const RETURN_UNKNOWN_MESSAGE = 'No installment is waiting for this payment.';

/** Stripe's PaymentIntent ids (pi_…), and the demo's. */
const PAYMENT_INTENT_ID = /^[A-Za-z0-9_-]{3,255}$/;

const refuse = (c: Context, problem: PaymentLinkProblem) =>
  c.json(errorBody(PAYMENT_LINK_PROBLEMS[problem], { code: problem }), 400);

export function installmentPaymentRoutes(deps: PaymentsDeps) {
  return new Hono<SessionEnv>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', PRIVATE_NO_STORE);
      await next();
    })
    .post('/confirmation', validateJson(PaymentLinkSchema), (c) => {
      const found = describePaymentLink(deps, c.req.valid('json').token);
      if ('problem' in found) return refuse(c, found.problem);
      return c.json<InstallmentPayment>(found);
    })
    .post('/confirm', validateJson(PaymentLinkSchema), async (c) => {
      const answer = await confirmInstallment(deps, c.req.valid('json').token);
      switch (answer.kind) {
        case 'redirect':
          return c.json<InstallmentConfirmResponse>({ redirectUrl: answer.url });
        case 'problem':
          return refuse(c, answer.problem);
        case 'declined': {
          const message = answer.final ? DECLINED_FINAL_MESSAGE : DECLINED_RETRY_MESSAGE;
          return c.json(errorBody(message, { code: 'card_declined' }), 402);
        }
        case 'unavailable':
          return c.json(errorBody(CONFIRM_UNAVAILABLE_MESSAGE), 409);
        default:
          return c.json(errorBody(CONFIRM_UNREACHABLE_MESSAGE), 502);
      }
    })
    .get('/return', async (c) => {
      const id = c.req.query('payment_intent') ?? '';
      if (!PAYMENT_INTENT_ID.test(id)) return c.json(errorBody(RETURN_INVALID_MESSAGE), 400);
      const result = await returnFromBank(deps, id);
      if (!result) return c.json(errorBody(RETURN_UNKNOWN_MESSAGE), 404);
      return c.redirect(paymentResultPath(result), 303);
    });
}
