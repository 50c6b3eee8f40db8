/**
 * Picks the payment provider from the configuration: Stripe when STRIPE_SECRET_KEY is set,
 * otherwise the local demo checkout. Apart from gateway.ts, so the interface and its two
 * implementations never import each other.
 */
import type { Env } from '../../env';
import { createDemoGateway } from './demo-gateway';
import { createStripeGateway } from '../stripe/stripe-gateway';
import type { PaymentsGateway } from './gateway';

export function createPaymentsGateway(env: Env): PaymentsGateway {
  if (!env.STRIPE_SECRET_KEY) return createDemoGateway(env.PUBLIC_URL);
  return createStripeGateway({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
  });
}
