/**
 * The buyer's on-session confirmation of an installment their bank would not take off-session
 * (docs/decisions/003). The mailed link's token finds the row; Confirm asks the provider to
 * confirm that same PaymentIntent with the buyer present, and Stripe's hosted authentication page
 * (in the demo, the Confirm itself) completes it. Only the token's SHA-256 is stored; the link
 * works until the payment is complete or the link expires, whichever comes first.
 */
import { and, eq } from 'drizzle-orm';
import { API } from '@shared/api';
import {
  paymentResultPath,
  type InstallmentPayment,
  type PaymentLinkProblem,
  type PaymentResult,
} from '@shared/installment-payment';
import type { Db } from '../../db/client';
import { orders, scheduledCharges } from '../../db/schema/payments';
import type { Clock, Logger } from '../../runtime';
import type { InstallmentNotifier } from './installment-notices';
import {
  settleInstallment,
  type ChargeStatus,
  type InstallmentOutcome,
} from './installment-settlement';
import { sessionIdFromToken } from '../../lib/secret-tokens';
import type { PaymentsGateway } from '../gateway/gateway';

export interface PaymentConfirmationDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  payments: PaymentsGateway;
  publicUrl: string;
  notify: InstallmentNotifier;
}

/** Stripe's code when the buyer failed or abandoned the bank's check: the link still works. */
const AUTHENTICATION_FAILED = 'payment_intent_authentication_failure';

const RESULT_OF: Record<ChargeStatus, PaymentResult> = {
  paid: 'paid',
  processing: 'processing',
  canceled: 'not_due',
  // settled by a person at the club: nothing is left for the link to do
  resolved: 'not_due',
  scheduled: 'declined',
  failed: 'declined',
  action_required: 'not_completed',
};

const ACTION_ROW = {
  id: scheduledCharges.id,
  status: scheduledCharges.status,
  amountCents: scheduledCharges.amountCents,
  dueOn: scheduledCharges.dueOn,
  paymentIntentId: scheduledCharges.paymentIntentId,
  actionExpiresAt: scheduledCharges.actionExpiresAt,
  description: orders.description,
  orderStatus: orders.status,
  firstPaymentIntentId: orders.paymentIntentId,
};

function findLink(db: Db, token: string) {
  return db
    .select(ACTION_ROW)
    .from(scheduledCharges)
    .innerJoin(orders, eq(orders.id, scheduledCharges.orderId))
    .where(eq(scheduledCharges.actionTokenHash, sessionIdFromToken(token)))
    .get();
}

type ActionRow = NonNullable<ReturnType<typeof findLink>>;

function problemOf(row: ActionRow | undefined, now: Date): PaymentLinkProblem | null {
  if (!row) return 'link_invalid';
  if (row.status === 'paid') return 'payment_done';
  if (row.status === 'canceled' || row.orderStatus !== 'paid') return 'payment_not_due';
  if (row.status !== 'action_required') return 'link_used';
  if (!row.actionExpiresAt || now.getTime() >= Date.parse(row.actionExpiresAt)) {
    return 'link_expired';
  }
  return null;
}

/** What the link is for, or why it cannot be used. */
export function describePaymentLink(
  { db, clock, payments }: Pick<PaymentConfirmationDeps, 'db' | 'clock' | 'payments'>,
  token: string,
): InstallmentPayment | { problem: PaymentLinkProblem } {
  const row = findLink(db, token);
  const problem = problemOf(row, clock());
  if (problem || !row) return { problem: problem ?? 'link_invalid' };
  return {
    description: row.description,
    amountCents: row.amountCents,
    dueOn: row.dueOn,
    demo: payments.kind === 'demo',
  };
}

export type ConfirmAnswer =
  | { kind: 'redirect'; url: string }
  | { kind: 'problem'; problem: PaymentLinkProblem }
  /** the bank said no: nothing was charged; `final` when no attempt is left */
  | { kind: 'declined'; final: boolean }
  /** the bank asks for a step only Stripe.js could show (no redirect was offered) */
  | { kind: 'unavailable' }
  /** the provider could not be reached: the buyer may try again */
  | { kind: 'error' };

/** Settles the row from what the provider said and mails what that asks for. */
async function settleFrom(
  deps: PaymentConfirmationDeps,
  chargeId: number,
  from: readonly ChargeStatus[],
  outcome: InstallmentOutcome,
) {
  const { db, clock, log, notify } = deps;
  const { notice } = db.transaction((tx) =>
    settleInstallment(tx, chargeId, from, outcome, clock(), log),
  );
  if (notice) await notify(notice);
  const now = db
    .select({ status: scheduledCharges.status })
    .from(scheduledCharges)
    .where(eq(scheduledCharges.id, chargeId))
    .get();
  return now ? RESULT_OF[now.status] : 'not_completed';
}

export async function confirmInstallment(
  deps: PaymentConfirmationDeps,
  token: string,
): Promise<ConfirmAnswer> {
  const { db, clock, log, payments, publicUrl } = deps;
  const row = findLink(db, token);
  const problem = problemOf(row, clock());
  if (problem || !row) return { kind: 'problem', problem: problem ?? 'link_invalid' };
  if (!row.paymentIntentId || !row.firstPaymentIntentId) return { kind: 'unavailable' };
  let answer;
  try {
    answer = await payments.confirmOnSession({
      paymentIntentId: row.paymentIntentId,
      firstPaymentIntentId: row.firstPaymentIntentId,
      returnUrl: `${publicUrl}${API.installmentReturn}`,
    });
  } catch (err) {
    log(`Installment ${row.id}: the on-session confirmation did not reach the provider`, err);
    return { kind: 'error' };
  }
  if (answer.status === 'redirect') return { kind: 'redirect', url: answer.url };
  if (answer.status === 'authentication_required') return { kind: 'unavailable' };
  const result = await settleFrom(deps, row.id, ['action_required'], answer);
  if (result === 'declined') {
    const final = db
      .select({ status: scheduledCharges.status })
      .from(scheduledCharges)
      .where(and(eq(scheduledCharges.id, row.id), eq(scheduledCharges.status, 'failed')))
      .get();
    return { kind: 'declined', final: final !== undefined };
  }
  return { kind: 'redirect', url: paymentResultPath(result) };
}

/**
 * Where Stripe sends the buyer back after the bank's check. Only a PaymentIntent one of our rows
 * holds is looked up, and its outcome is read from Stripe, never from the query string. Null:
 * no installment has that payment.
 */
export async function returnFromBank(
  deps: PaymentConfirmationDeps,
  paymentIntentId: string,
): Promise<PaymentResult | null> {
  const { db, log, payments } = deps;
  const row = db
    .select({ id: scheduledCharges.id, status: scheduledCharges.status })
    .from(scheduledCharges)
    .where(eq(scheduledCharges.paymentIntentId, paymentIntentId))
    .get();
  if (!row) return null;
  if (row.status !== 'action_required' && row.status !== 'processing') return RESULT_OF[row.status];
  let outcome;
  try {
    outcome = await payments.checkPayment(paymentIntentId);
  } catch (err) {
    // The webhook or the timer's next run settles it; the page says it is being confirmed.
    log(`Installment ${row.id}: back from the bank, but the provider could not be asked`, err);
    return 'processing';
  }
  const abandoned =
    outcome.status === 'authentication_required' ||
    (outcome.status === 'declined' && outcome.code === AUTHENTICATION_FAILED);
  if (abandoned && row.status === 'action_required') return 'not_completed';
  return settleFrom(deps, row.id, ['action_required', 'processing'], outcome);
}
