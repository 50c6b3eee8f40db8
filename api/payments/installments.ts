/**
 * Charges the vacation installments that have fallen due, off-session, with the card saved at
 * checkout (docs/decisions/003-vacation-installments.md). server.ts runs it on a timer. Each row
 * is claimed ('processing') before the gateway is called, and the gateway call carries an
 * idempotency key per attempt, so overlapping runs or a crash mid-call never charge twice.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, scheduledCharges } from '../db/schema';
import type { Clock, Logger } from '../runtime';
import type { PaymentsGateway } from './gateway';

export const INSTALLMENT_INTERVAL_MS = 60 * 60 * 1000;
/** A declined card is tried again a day later, three attempts in all, then left to a human. */
export const MAX_ATTEMPTS = 3;
const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

export interface InstallmentDeps {
  db: Db;
  payments: PaymentsGateway;
  clock: Clock;
  log: Logger;
}

export interface InstallmentRun {
  charged: number;
  failed: number;
}

export async function chargeDueInstallments({
  db,
  payments,
  clock,
  log,
}: InstallmentDeps): Promise<InstallmentRun> {
  const result: InstallmentRun = { charged: 0, failed: 0 };
  const due = db
    .select({
      id: scheduledCharges.id,
      orderId: scheduledCharges.orderId,
      amountCents: scheduledCharges.amountCents,
      attempts: scheduledCharges.attempts,
      dueOn: scheduledCharges.dueOn,
      customerId: orders.customerId,
      firstPaymentIntentId: orders.paymentIntentId,
    })
    .from(scheduledCharges)
    .innerJoin(orders, eq(orders.id, scheduledCharges.orderId))
    .where(
      and(
        eq(scheduledCharges.status, 'scheduled'),
        lte(scheduledCharges.nextAttemptAt, clock().toISOString()),
        // A refunded or canceled order's later installments are not taken.
        eq(orders.status, 'paid'),
      ),
    )
    .all();

  for (const charge of due) {
    const attempt = charge.attempts + 1;
    const claimed = db
      .update(scheduledCharges)
      .set({ status: 'processing', attempts: sql`${scheduledCharges.attempts} + 1` })
      .where(and(eq(scheduledCharges.id, charge.id), eq(scheduledCharges.status, 'scheduled')))
      .run();
    if (claimed.changes === 0) continue;

    let error: string;
    try {
      if (!charge.customerId || !charge.firstPaymentIntentId) {
        throw new Error('the order has no saved card');
      }
      const intent = await payments.chargeOffSession({
        customerId: charge.customerId,
        firstPaymentIntentId: charge.firstPaymentIntentId,
        amountCents: charge.amountCents,
        idempotencyKey: `installment_${charge.id}_${attempt}`,
        metadata: { order_id: charge.orderId, installment_due_on: charge.dueOn },
      });
      if (intent.succeeded) {
        db.update(scheduledCharges)
          .set({ status: 'paid', paymentIntentId: intent.id, lastError: null })
          .where(eq(scheduledCharges.id, charge.id))
          .run();
        result.charged++;
        continue;
      }
      error = `payment ${intent.id} not completed (the bank asks for the card holder)`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const final = attempt >= MAX_ATTEMPTS;
    db.update(scheduledCharges)
      .set({
        status: final ? 'failed' : 'scheduled',
        lastError: error,
        nextAttemptAt: new Date(clock().getTime() + RETRY_AFTER_MS).toISOString(),
      })
      .where(eq(scheduledCharges.id, charge.id))
      .run();
    result.failed++;
    log(
      `Installment ${charge.id} of order ${charge.orderId} (due ${charge.dueOn}), attempt ` +
        `${attempt}: ${error}${final ? '; no more attempts, contact the buyer' : '; retried tomorrow'}`,
    );
  }
  return result;
}

/** Runs chargeDueInstallments on a timer, one run at a time. The caller unrefs the handle. */
export function startInstallmentTimer(deps: InstallmentDeps, intervalMs = INSTALLMENT_INTERVAL_MS) {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    chargeDueInstallments(deps)
      .catch((err: unknown) => deps.log('Installment run failed', err))
      .finally(() => {
        running = false;
      });
  };
  tick();
  return setInterval(tick, intervalMs);
}
