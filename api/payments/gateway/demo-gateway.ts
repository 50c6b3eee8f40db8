/**
 * The local demo checkout used when no STRIPE_SECRET_KEY is set: nothing leaves the machine and
 * nothing is charged. The session is only an id and the address of our own demo page; its Pay
 * button completes the order through the same fulfilment as Stripe's webhook.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentsGateway } from './gateway';

export const DEMO_ID_PREFIX = 'demo_';

/** Unguessable: the session id is all a visitor needs to read (and, here, pay) the checkout. */
export const demoId = (kind = '') =>
  `${DEMO_ID_PREFIX}${kind}${randomBytes(18).toString('base64url')}`;

const demoCheckoutUrl = (publicUrl: string, id: string) => `${publicUrl}/checkout/demo/${id}`;

export function createDemoGateway(publicUrl: string): PaymentsGateway {
  return {
    kind: 'demo',
    createCheckoutSession() {
      const id = demoId();
      return Promise.resolve({ id, url: demoCheckoutUrl(publicUrl, id) });
    },
    // Demo installments always go through, at once: nothing is ever left for a later look.
    chargeOffSession() {
      return Promise.resolve({ status: 'succeeded', id: demoId('pi_') });
    },
    retryOffSessionCharge({ paymentIntentId }) {
      return Promise.resolve({ status: 'succeeded', id: paymentIntentId });
    },
    findOffSessionCharge() {
      return Promise.resolve(null);
    },
    checkPayment(paymentIntentId) {
      return Promise.resolve({ status: 'succeeded', id: paymentIntentId });
    },
    // The local stand-in for the bank's check: the buyer's Confirm is the approval.
    confirmOnSession({ paymentIntentId }) {
      return Promise.resolve({ status: 'succeeded', id: paymentIntentId });
    },
    // Only its Pay completes a demo session, and Pay fulfils at once: one still pending is open.
    retrieveCheckoutSession(id) {
      return Promise.resolve({
        id,
        status: 'open',
        paid: false,
        url: demoCheckoutUrl(publicUrl, id),
        customerId: null,
        subscriptionId: null,
        paymentIntentId: null,
        email: null,
        shippingAddress: null,
      });
    },
    // A demo session is closed by its own Cancel; asked to close, it is.
    expireCheckoutSession(id) {
      return Promise.resolve({
        id,
        status: 'expired',
        paid: false,
        url: null,
        customerId: null,
        subscriptionId: null,
        paymentIntentId: null,
        email: null,
        shippingAddress: null,
      });
    },
    refund() {
      return Promise.resolve({ id: demoId('re_') });
    },
    cancelSubscription() {
      return Promise.resolve();
    },
  };
}
