/**
 * Writes what the payment provider said about an installment onto its row, for every path that
 * can hear it: the timer's charge, its recheck of an answer that was lost, the payment_intent
 * webhooks and the buyer's on-session confirmation. Each path names the statuses it may settle
 * from, so whichever hears an answer second changes nothing. Runs inside the caller's transaction;
 * what must be mailed comes back as a notice, sent once the transaction has committed; a member's
 * notification is queued in it.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { orders, scheduledCharges, SCHEDULED_CHARGE_STATUSES } from '../../db/schema/payments';
import type { Logger } from '../../runtime';
import type { Tx } from '../../db/client';
import type { PaymentOutcome } from '../gateway/installment-calls';
import { generateSessionToken, sessionIdFromToken } from '../../lib/secret-tokens';
import { queueInstallmentPush } from './installment-push';

/** A declined card is tried again a day later, three attempts in all, then left to a human. */
export const MAX_ATTEMPTS = 3;
export const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;
/** How long the mailed 'confirm your payment' link works. */
export const ACTION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type ChargeStatus = (typeof SCHEDULED_CHARGE_STATUSES)[number];

/** A thrown error other than a card error: the charge may or may not have gone through. */
export type InstallmentOutcome = PaymentOutcome | { status: 'unknown'; error: string };

export type Settlement =
  | 'paid'
  | 'processing'
  | 'action_required'
  | 'retry'
  | 'failed'
  | 'canceled'
  /** the answer is unknown: the row stays 'processing' and is checked again */
  | 'unsettled'
  /** another path settled the row first */
  | 'unchanged';

interface NoticeBase {
  /** the order's email; null when the buyer left none (a person must reach them) */
  to: string | null;
  orderId: string;
  installmentId: number;
  description: string;
  amountCents: number;
  dueOn: string;
}

export type InstallmentNotice =
  | (NoticeBase & { kind: 'authentication_required'; token: string; expiresAt: string })
  | (NoticeBase & { kind: 'installment_failed' });

export interface Settled {
  settlement: Settlement;
  notice: InstallmentNotice | null;
}

/** The reasons this module sets on an order; any other reason is someone else's to clear. */
const INSTALLMENT_ATTENTION = ['installment_failed', 'authentication_required'];

/** The order's flag for the concierge, from the state of all its installments. */
export function refreshInstallmentAttention(tx: Tx, orderId: string) {
  const statuses = tx
    .select({ status: scheduledCharges.status })
    .from(scheduledCharges)
    .where(eq(scheduledCharges.orderId, orderId))
    .all()
    .map((r) => r.status);
  const reason = statuses.includes('failed')
    ? 'installment_failed'
    : statuses.includes('action_required')
      ? 'authentication_required'
      : null;
  tx.update(orders)
    .set({ attentionReason: reason })
    .where(
      and(
        eq(orders.id, orderId),
        or(isNull(orders.attentionReason), inArray(orders.attentionReason, INSTALLMENT_ATTENTION)),
      ),
    )
    .run();
}

export function settleInstallment(
  tx: Tx,
  chargeId: number,
  from: readonly ChargeStatus[],
  outcome: InstallmentOutcome,
  now: Date,
  log: Logger,
): Settled {
  const row = tx
    .select({ charge: scheduledCharges, order: orders })
    .from(scheduledCharges)
    .innerJoin(orders, eq(orders.id, scheduledCharges.orderId))
    .where(eq(scheduledCharges.id, chargeId))
    .get();
  if (!row || !from.includes(row.charge.status)) return { settlement: 'unchanged', notice: null };
  const { charge, order } = row;
  const set = (values: Partial<typeof scheduledCharges.$inferInsert>) =>
    tx
      .update(scheduledCharges)
      .set(values)
      .where(and(eq(scheduledCharges.id, chargeId), eq(scheduledCharges.status, charge.status)))
      .run();
  const base: NoticeBase = {
    to: order.email,
    orderId: order.id,
    installmentId: charge.id,
    description: order.description,
    amountCents: charge.amountCents,
    dueOn: charge.dueOn,
  };
  const done = (settlement: Settlement, notice: InstallmentNotice | null = null): Settled => {
    refreshInstallmentAttention(tx, order.id);
    // A member's devices hear of it in this transaction; the mail goes after it (the notice).
    if (notice && order.userId)
      queueInstallmentPush(tx, order.userId, notice, charge.attempts, now);
    return { settlement, notice };
  };

  switch (outcome.status) {
    case 'succeeded':
      set({ status: 'paid', paymentIntentId: outcome.id, lastError: null });
      if (order.status !== 'paid') {
        log(
          `Installment ${charge.id} of order ${order.id} was charged (${outcome.id}) although ` +
            `the order is ${order.status}: refund it by hand`,
        );
      }
      return done('paid');
    case 'processing':
      // Claimed afresh: the recheck waits its usual time before asking again.
      set({ status: 'processing', paymentIntentId: outcome.id, claimedAt: now.toISOString() });
      return done('processing');
    case 'unknown':
      set({ lastError: outcome.error });
      return done('unsettled');
    default:
      break;
  }

  // A refund, dispute or cancellation came first: nothing more is asked of the buyer.
  if (order.status !== 'paid') {
    set({ status: 'canceled', paymentIntentId: outcome.id ?? charge.paymentIntentId });
    return done('canceled');
  }
  if (outcome.status === 'authentication_required') {
    const token = generateSessionToken();
    const expiresAt = new Date(now.getTime() + ACTION_LINK_TTL_MS).toISOString();
    set({
      status: 'action_required',
      paymentIntentId: outcome.id,
      lastError: outcome.message,
      actionTokenHash: sessionIdFromToken(token),
      actionExpiresAt: expiresAt,
    });
    return done('action_required', { ...base, kind: 'authentication_required', token, expiresAt });
  }
  const final = charge.attempts >= MAX_ATTEMPTS;
  set({
    status: final ? 'failed' : 'scheduled',
    // Kept: the next attempt confirms this same PaymentIntent again.
    paymentIntentId: outcome.id ?? charge.paymentIntentId,
    lastError: `${outcome.code}: ${outcome.message}`,
    nextAttemptAt: new Date(now.getTime() + RETRY_AFTER_MS).toISOString(),
  });
  log(
    `Installment ${charge.id} of order ${order.id} (due ${charge.dueOn}), attempt ` +
      `${charge.attempts}: declined (${outcome.code})` +
      (final
        ? '; no more attempts, the buyer is told and the order flagged'
        : '; retried tomorrow'),
  );
  return final ? done('failed', { ...base, kind: 'installment_failed' }) : done('retry');
}
