/**
 * payment_intent.succeeded and payment_intent.payment_failed for an installment's PaymentIntent
 * (its metadata carries installment_id): the row settles without waiting for the timer's next run.
 * Checkout PaymentIntents carry no installment_id and are left to the checkout events.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { scheduledCharges } from '../../db/schema/payments';
import type { Logger } from '../../runtime';
import type { Tx } from '../../db/client';
import { outcomeOfIntent } from '../stripe/intent-outcome';
import {
  settleInstallment,
  type ChargeStatus,
  type InstallmentNotice,
} from './installment-settlement';

/** Money taken is the truth whatever the row says (a person may have confirmed it by hand). */
const SUCCEEDED_FROM: readonly ChargeStatus[] = [
  'scheduled',
  'processing',
  'action_required',
  'failed',
  'canceled',
  // settled by hand while a charge was in flight: the row must say the card was charged after all
  'resolved',
];
/** A failure only answers a charge still waiting: the timer's own answer may have come first. */
const FAILED_FROM: readonly ChargeStatus[] = ['processing'];

export function applyInstallmentIntentEvent(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  now: Date,
  log: Logger,
): InstallmentNotice | null {
  const raw = intent.metadata?.installment_id;
  const installmentId = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  if (installmentId === null) return null;
  const row = tx
    .select({
      orderId: scheduledCharges.orderId,
      paymentIntentId: scheduledCharges.paymentIntentId,
    })
    .from(scheduledCharges)
    .where(eq(scheduledCharges.id, installmentId))
    .get();
  const sameOrder = !intent.metadata.order_id || intent.metadata.order_id === row?.orderId;
  const samePayment = !row?.paymentIntentId || row.paymentIntentId === intent.id;
  if (!row || !sameOrder || !samePayment) {
    log(`PaymentIntent ${intent.id} names installment ${installmentId}, which is not its own`);
    return null;
  }
  const outcome = outcomeOfIntent(intent);
  const from = outcome.status === 'succeeded' ? SUCCEEDED_FROM : FAILED_FROM;
  return settleInstallment(tx, installmentId, from, outcome, now, log).notice;
}
