/**
 * Charges the vacation installments that have fallen due, off-session, with the card saved at
 * checkout (docs/decisions/003-vacation-installments.md). server.ts runs it on a timer. Each row is
 * claimed ('processing', claimed_at) before the gateway is called. Its one PaymentIntent is created
 * under one idempotency key for the installment's whole life and confirmed again on a retry, so
 * overlapping runs, a timeout or a crash mid-call never charge twice; a row whose answer was lost
 * is checked with the provider on a later run (installment-settlement.ts writes every answer).
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, scheduledCharges } from '../../db/schema/payments';
import { metrics } from '../../observability/metrics';
import type { Clock, Logger } from '../../runtime';
import type { PaymentOutcome } from '../gateway/installment-calls';
import type { InstallmentNotifier } from './installment-notices';
import {
  settleInstallment,
  type ChargeStatus,
  type InstallmentOutcome,
  type Settlement,
} from './installment-settlement';
import type { PaymentsGateway } from '../gateway/gateway';

export { MAX_ATTEMPTS } from './installment-settlement';

export const INSTALLMENT_INTERVAL_MS = 60 * 60 * 1000;
/** A claim older than this whose answer never came (a timeout, a crash) is asked about. */
export const STALE_CLAIM_MS = 15 * 60 * 1000;

/** The installment's one Stripe idempotency key: never per attempt, or a retry could charge twice. */
export const installmentKey = (installmentId: number) => `installment_${installmentId}`;

export interface InstallmentDeps {
  db: Db;
  payments: PaymentsGateway;
  clock: Clock;
  log: Logger;
  notify: InstallmentNotifier;
}

export interface InstallmentRun {
  charged: number;
  /** declined attempts (retried tomorrow, or the last one) */
  failed: number;
  /** the bank asks the buyer: a confirmation link was mailed */
  actionRequired: number;
  /** no answer yet (the provider unreachable, or a payment still processing) */
  unsettled: number;
  /** the order was refunded or disputed before the charge was made */
  canceled: number;
}

const COUNTED: Partial<Record<Settlement, keyof InstallmentRun>> = {
  paid: 'charged',
  retry: 'failed',
  failed: 'failed',
  action_required: 'actionRequired',
  processing: 'unsettled',
  unsettled: 'unsettled',
  canceled: 'canceled',
};

const ROW = {
  id: scheduledCharges.id,
  orderId: scheduledCharges.orderId,
  amountCents: scheduledCharges.amountCents,
  attempts: scheduledCharges.attempts,
  dueOn: scheduledCharges.dueOn,
  paymentIntentId: scheduledCharges.paymentIntentId,
  claimedAt: scheduledCharges.claimedAt,
  status: scheduledCharges.status,
  customerId: orders.customerId,
  firstPaymentIntentId: orders.paymentIntentId,
  orderStatus: orders.status,
};

const rows = (db: Db | Tx) =>
  db.select(ROW).from(scheduledCharges).innerJoin(orders, eq(orders.id, scheduledCharges.orderId));
export type ChargeRow = ReturnType<ReturnType<typeof rows>['all']>[number];

/** One installment as the timer reads it, for the console's 'Retry now' (the same path). */
export const chargeRowOf = (db: Db | Tx, id: number): ChargeRow | undefined =>
  rows(db).where(eq(scheduledCharges.id, id)).all()[0];

const unknown = (err: unknown): InstallmentOutcome => ({
  status: 'unknown',
  error: err instanceof Error ? err.message : String(err),
});

/** The first attempt creates the PaymentIntent; a later one confirms that same one again. */
export function attemptCharge(payments: PaymentsGateway, row: ChargeRow): Promise<PaymentOutcome> {
  if (!row.customerId || !row.firstPaymentIntentId) {
    const message = 'the order has no saved card';
    return Promise.resolve({ status: 'declined', id: null, code: 'no_saved_card', message });
  }
  if (row.paymentIntentId) {
    return payments.retryOffSessionCharge({
      paymentIntentId: row.paymentIntentId,
      firstPaymentIntentId: row.firstPaymentIntentId,
    });
  }
  return payments.chargeOffSession({
    customerId: row.customerId,
    firstPaymentIntentId: row.firstPaymentIntentId,
    amountCents: row.amountCents,
    idempotencyKey: installmentKey(row.id),
    metadata: {
      installment_id: String(row.id),
      order_id: row.orderId,
      installment_due_on: row.dueOn,
    },
  });
}

/** A claim whose answer was lost: what the provider knows, or else the charge made now. */
export async function recheckCharge(
  payments: PaymentsGateway,
  row: ChargeRow,
): Promise<PaymentOutcome> {
  const found = row.paymentIntentId
    ? await payments.checkPayment(row.paymentIntentId)
    : await payments.findOffSessionCharge(row.id);
  if (found) return found;
  // Refunded or disputed meanwhile: settlement cancels the row rather than charge it.
  if (row.orderStatus !== 'paid') {
    return { status: 'declined', id: null, code: 'order_closed', message: 'the order is closed' };
  }
  // Nothing reached the provider, or its search has not caught up: the same key either replays
  // the PaymentIntent that exists or makes the first one.
  return attemptCharge(payments, row);
}

/**
 * Asks the provider (`call`) about a claimed row and writes the answer: settled only from
 * 'processing', so a path that hears an answer second changes nothing. The buyer's mail, if the
 * answer asks for one, goes once the transaction has committed.
 */
export async function settleCharge(
  { db, clock, log, notify }: InstallmentDeps,
  row: ChargeRow,
  call: () => Promise<PaymentOutcome>,
): Promise<Settlement> {
  let outcome: InstallmentOutcome;
  try {
    outcome = await call();
  } catch (err) {
    // Only a card error is a decline: a timeout, a lost connection or a 5xx may have charged.
    outcome = unknown(err);
  }
  const { settlement, notice } = db.transaction((tx) =>
    settleInstallment(tx, row.id, ['processing'], outcome, clock(), log),
  );
  if (outcome.status === 'unknown') {
    log(
      `Installment ${row.id} of order ${row.orderId}: no answer from the payment provider ` +
        `(${outcome.error}); checked again on a later run`,
    );
  }
  if (notice) await notify(notice);
  return settlement;
}

/** A 'processing' row whose claim is older than this may be asked about again. */
export const isStaleClaim = (claimedAt: string | null, now: Date) =>
  claimedAt === null || claimedAt <= new Date(now.getTime() - STALE_CLAIM_MS).toISOString();

/**
 * Claims a row for an attempt ('processing', one more attempt) if it is still in one of `from`:
 * of two callers at once, one gets it. Takes a transaction so the console's claim and its audit
 * entry are one write.
 */
export function claimCharge(db: Db | Tx, id: number, from: ChargeStatus[], now: Date): boolean {
  const claimed = db
    .update(scheduledCharges)
    .set({
      status: 'processing',
      attempts: sql`${scheduledCharges.attempts} + 1`,
      claimedAt: now.toISOString(),
    })
    .where(and(eq(scheduledCharges.id, id), inArray(scheduledCharges.status, from)))
    .run();
  return claimed.changes === 1;
}

/** A stale claim claimed again (compare-and-set on claimed_at): never asked about twice at once. */
export function reclaimCharge(db: Db | Tx, row: ChargeRow, now: Date): boolean {
  const reclaimed = db
    .update(scheduledCharges)
    .set({ claimedAt: now.toISOString() })
    .where(
      and(
        eq(scheduledCharges.id, row.id),
        eq(scheduledCharges.status, 'processing'),
        row.claimedAt === null
          ? isNull(scheduledCharges.claimedAt)
          : eq(scheduledCharges.claimedAt, row.claimedAt),
      ),
    )
    .run();
  return reclaimed.changes === 1;
}

export async function chargeDueInstallments(deps: InstallmentDeps): Promise<InstallmentRun> {
  const { db, payments, clock } = deps;
  const run: InstallmentRun = {
    charged: 0,
    failed: 0,
    actionRequired: 0,
    unsettled: 0,
    canceled: 0,
  };

  async function settle(row: ChargeRow, call: () => Promise<PaymentOutcome>) {
    const counted = COUNTED[await settleCharge(deps, row, call)];
    if (counted) run[counted]++;
    metrics.installment(counted);
  }

  const now = clock();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const stale = rows(db)
    .where(
      and(
        eq(scheduledCharges.status, 'processing'),
        or(isNull(scheduledCharges.claimedAt), lte(scheduledCharges.claimedAt, staleBefore)),
      ),
    )
    .all();
  for (const row of stale) {
    if (reclaimCharge(db, row, clock())) await settle(row, () => recheckCharge(payments, row));
  }

  const due = rows(db)
    .where(
      and(
        eq(scheduledCharges.status, 'scheduled'),
        lte(scheduledCharges.nextAttemptAt, now.toISOString()),
        // A refunded, disputed or canceled order's later installments are never taken.
        eq(orders.status, 'paid'),
      ),
    )
    .all();
  for (const row of due) {
    if (!claimCharge(db, row.id, ['scheduled'], clock())) continue;
    await settle(row, () => attemptCharge(payments, row));
  }
  return run;
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
