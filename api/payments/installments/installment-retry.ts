/**
 * 'Retry now' on an installment: the scheduler's own path (api/payments/installments.ts), taken
 * at once. A failed row, or one waiting for the buyer's bank, is claimed as the timer claims a due
 * one and charged under the installment's one idempotency key (`installment_<id>`), so it can
 * never be taken twice. A row left 'processing' is first asked about, as the timer's recheck does,
 * and never charged blind; while a charge is in flight it is refused.
 */
import type { SessionUser } from '@shared/api';
import type { ConciergeInstallment } from '@shared/concierge-api';
import type { Db } from '../../db/client';
import {
  attemptCharge,
  chargeRowOf,
  claimCharge,
  isStaleClaim,
  reclaimCharge,
  recheckCharge,
  settleCharge,
} from './installment-charges';
import { writeAudit } from '../../db/audit-log';
import { type InstallmentDeps } from './installment-charges';
import { findInstallment } from './console-installments';

export const CHARGE_IN_FLIGHT_MESSAGE =
  'This installment is being charged right now. Wait a few minutes for the answer.';
export const orderClosedMessage = (status: string) =>
  `The order is ${status}: its installments are not charged any more. Resolve it instead.`;
export const notRetryableMessage = (status: string) =>
  `Only a failed installment, or one waiting for the buyer's bank, is charged again: this one is ${status}.`;

export type RetryOutcome =
  | { kind: 'done'; installment: ConciergeInstallment }
  | { kind: 'not_found' }
  | { kind: 'refused'; message: string };

type Claim = { kind: 'attempt' } | { kind: 'recheck' } | Exclude<RetryOutcome, { kind: 'done' }>;

/** Claims the row in one IMMEDIATE transaction with its audit entry, or says why not. */
function claim(db: Db, staff: Pick<SessionUser, 'id' | 'email'>, id: number, now: Date): Claim {
  return db.transaction(
    (tx): Claim => {
      const row = chargeRowOf(tx, id);
      if (!row) return { kind: 'not_found' };
      let kind: 'attempt' | 'recheck';
      if (row.status === 'failed' || row.status === 'action_required') {
        // The timer takes only rows of a paid order; a refund or dispute ended the plan.
        if (row.orderStatus !== 'paid') {
          return { kind: 'refused', message: orderClosedMessage(row.orderStatus) };
        }
        // The write lock is held since the read: a second line of defence only.
        if (!claimCharge(tx, id, [row.status], now)) {
          return { kind: 'refused', message: CHARGE_IN_FLIGHT_MESSAGE };
        }
        kind = 'attempt';
      } else if (row.status === 'processing') {
        if (!isStaleClaim(row.claimedAt, now) || !reclaimCharge(tx, row, now)) {
          return { kind: 'refused', message: CHARGE_IN_FLIGHT_MESSAGE };
        }
        kind = 'recheck';
      } else {
        return { kind: 'refused', message: notRetryableMessage(row.status) };
      }
      writeAudit(
        tx,
        staff,
        {
          action: kind === 'attempt' ? 'installment.retried' : 'installment.rechecked',
          entityType: 'installment',
          entityId: String(id),
          before: { status: row.status, attempts: row.attempts, claimedAt: row.claimedAt },
          after: {
            status: 'processing',
            attempts: kind === 'attempt' ? row.attempts + 1 : row.attempts,
            claimedAt: now.toISOString(),
          },
        },
        now,
      );
      return { kind };
    },
    { behavior: 'immediate' },
  );
}

export async function retryInstallment(
  deps: InstallmentDeps,
  staff: Pick<SessionUser, 'id' | 'email'>,
  id: number,
): Promise<RetryOutcome> {
  const { db, payments, clock } = deps;
  const claimed = claim(db, staff, id, clock());
  if (claimed.kind !== 'attempt' && claimed.kind !== 'recheck') return claimed;
  const row = chargeRowOf(db, id);
  if (!row) return { kind: 'not_found' };
  const call =
    claimed.kind === 'attempt'
      ? () => attemptCharge(payments, row)
      : () => recheckCharge(payments, row);
  await settleCharge(deps, row, call);
  const installment = findInstallment(db, id);
  if (!installment) return { kind: 'not_found' };
  return { kind: 'done', installment };
}
