/**
 * POST /api/stripe/webhook. Mounted before CSRF, the body limits for JSON, the session and the
 * idempotency record: its only check is Stripe's signature, made over the raw body exactly as
 * sent, so it is read here as text before anything could parse or re-encode it.
 */
import { Hono } from 'hono';
import { errorBody } from '../../errors';
import { metrics } from '../../observability/metrics';
import type { PaymentsDeps } from '../payments-deps';
import { sendNotices } from '../installments/installment-notices';
import type { InstallmentNotice } from '../installments/installment-settlement';
import { settleRefundsAfterEvent } from '../refunds/auto-refunds';
import { handleStripeEvent } from './stripe-events';

export const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;
export const BAD_SIGNATURE_MESSAGE = 'Invalid or expired Stripe signature';

export function webhookRoutes({ db, clock, log, payments, notify, mail }: PaymentsDeps) {
  return new Hono().post('/', async (c) => {
    const verify = payments.verifyWebhook;
    if (!verify) return c.json(errorBody('Not Found'), 404);
    const rawBody = await c.req.text();
    const signature = c.req.header('Stripe-Signature');
    if (!signature) return c.json(errorBody(BAD_SIGNATURE_MESSAGE), 400);
    const now = clock();
    let event;
    try {
      event = verify(rawBody, signature, now);
    } catch {
      metrics.webhookEvent('unverified', 'bad_signature');
      return c.json(errorBody(BAD_SIGNATURE_MESSAGE), 400);
    }
    const notices: InstallmentNotice[] = [];
    const result = handleStripeEvent(db, event, now, log, mail, notices);
    metrics.webhookEvent(event.type, result);
    // Not awaited: Stripe waits for our answer only seconds, a mail server may take longer.
    void sendNotices(notify, notices);
    if (result === 'handled') await settleRefundsAfterEvent({ db, clock, log, payments }, event);
    return c.json({ received: true, duplicate: result === 'duplicate' });
  });
}
