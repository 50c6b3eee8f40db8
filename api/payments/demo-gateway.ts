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

export function createDemoGateway(publicUrl: string): PaymentsGateway {
  return {
    kind: 'demo',
    createCheckoutSession() {
      const id = demoId();
      return Promise.resolve({ id, url: `${publicUrl}/checkout/demo/${id}` });
    },
    chargeOffSession() {
      return Promise.resolve({ id: demoId('pi_'), succeeded: true });
    },
  };
}
