/**
 * After the payment page: GET /api/checkout/sessions/:id, which /checkout/success polls until the
 * order is fulfilled, and the local demo checkout (only when no Stripe key is set): its summary
 * its Pay, which completes the order through the same fulfilment as Stripe's webhook, and its
 * Cancel, which gives the checkout's held stock back at once; and POST /api/checkout/cancel, which
 * the cancel page calls to close any provider's session at once (cancel-checkout.ts).
 */
import { Hono } from 'hono';
import type {
  CheckoutCancelResponse,
  CheckoutSessionResponse,
  DemoCheckoutSession,
} from '@shared/api';
import { CheckoutCancelSchema } from '@shared/schemas/checkout';
import { validateJson } from '../../middleware/validate';
import { cancelCheckout } from './cancel-checkout';
import { errorBody } from '../../errors';
import { PRIVATE_NO_STORE } from '../../middleware/require-user';
import type { PaymentsDeps } from '../payments-deps';
import { checkoutUrls, orderOfSession, successUrlOf } from './checkout';
import { demoId } from '../gateway/demo-gateway';
import { closeCheckout, fulfilCheckout } from './fulfilment';
import { demoSessionExpired } from './open-checkouts';
import { toSessionStatus } from './order-summary';
import { reconcileOrder, reconcileThrottle } from './reconciliation';
import { settleRefunds } from '../refunds/auto-refunds';
import type { SessionEnv } from '../../middleware/session-env';
import { toOrderSummary } from './order-summary';

export const CHECKOUT_NOT_FOUND_MESSAGE = 'Checkout session not found';
export const CHECKOUT_EXPIRED_MESSAGE = 'This checkout has expired. Nothing has been charged.';
export const CHECKOUT_CANCEL_FAILED_MESSAGE =
  'The payment page could not be closed just now. It closes by itself within the hour; nothing has been charged.';

export function checkoutSessionRoutes({ db, clock, log, payments, publicUrl, mail }: PaymentsDeps) {
  const orderOf = (sessionId: string) => orderOfSession(db, sessionId);
  const notFound = errorBody(CHECKOUT_NOT_FOUND_MESSAGE);
  const isDemo = payments.kind === 'demo';
  const deps = { db, clock, log, payments, mail };
  const mayReconcile = reconcileThrottle();

  return new Hono<SessionEnv>()
    .get('/sessions/:id', async (c) => {
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const id = c.req.param('id');
      const order = orderOf(id);
      if (!order) return c.json(notFound, 404);
      // The buyer is back from paying: if the webhook is late or lost, ask the provider.
      if (order.status === 'pending' && mayReconcile(id, clock())) {
        try {
          await reconcileOrder(deps, order);
        } catch (err) {
          log(`Could not ask the payment provider about checkout of order ${order.id}`, err);
        }
      }
      return c.json(toSessionStatus(orderOf(id) ?? order));
    })
    .get('/demo/:id', (c) => {
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const order = isDemo ? orderOf(c.req.param('id')) : undefined;
      if (!order) return c.json(notFound, 404);
      return c.json<DemoCheckoutSession>({
        id: order.checkoutSessionId,
        mode: order.kind === 'membership' ? 'subscription' : 'payment',
        order: toOrderSummary(order),
        successUrl: successUrlOf(publicUrl, order.checkoutSessionId),
        cancelUrl: checkoutUrls(publicUrl, order.returnPath, order.id).cancelUrl,
      });
    })
    .post('/demo/:id/pay', async (c) => {
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const order = isDemo ? orderOf(c.req.param('id')) : undefined;
      if (!order) return c.json(notFound, 404);
      // As Stripe would: a shop checkout past its time is not paid, its units are back on sale.
      // (Other demo sessions stay payable late, which tests of two open checkouts rely on.)
      if (order.kind === 'product' && demoSessionExpired(order, clock())) {
        db.transaction((tx) => closeCheckout(tx, order.checkoutSessionId, 'expired'));
        return c.json(errorBody(CHECKOUT_EXPIRED_MESSAGE), 410);
      }
      const subscription = order.kind === 'membership';
      db.transaction((tx) =>
        fulfilCheckout(
          tx,
          {
            sessionId: order.checkoutSessionId,
            customerId: demoId('cus_'),
            subscriptionId: subscription ? demoId('sub_') : null,
            paymentIntentId: subscription ? null : demoId('pi_'),
            // The demo page collects no email: a signed-out buyer's is the session's, if any.
            email: c.get('user')?.email ?? null,
          },
          clock(),
          log,
          mail,
        ),
      );
      await settleRefunds(deps, { orderId: order.id });
      return c.json<CheckoutSessionResponse>({
        redirectUrl: successUrlOf(publicUrl, order.checkoutSessionId),
      });
    })
    .post('/cancel', validateJson(CheckoutCancelSchema), async (c) => {
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const { orderId } = c.req.valid('json');
      try {
        const status = await cancelCheckout(deps, orderId);
        if (!status) return c.json(errorBody(CHECKOUT_NOT_FOUND_MESSAGE), 404);
        return c.json<CheckoutCancelResponse>({ status });
      } catch (err) {
        log(`Could not close the checkout of order ${orderId} at the payment provider`, err);
        return c.json(errorBody(CHECKOUT_CANCEL_FAILED_MESSAGE), 502);
      }
    })
    .post('/demo/:id/cancel', (c) => {
      // The buyer left the payment page: what the checkout held is for sale again now, not
      // when the session would have expired. A paid order is not touched.
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const order = isDemo ? orderOf(c.req.param('id')) : undefined;
      if (!order) return c.json(notFound, 404);
      db.transaction((tx) => closeCheckout(tx, order.checkoutSessionId, 'canceled'));
      return c.json<CheckoutSessionResponse>({
        redirectUrl: checkoutUrls(publicUrl, order.returnPath, order.id).cancelUrl,
      });
    });
}
