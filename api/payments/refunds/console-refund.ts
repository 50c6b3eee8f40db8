/**
 * 'Refund' from the console (docs/decisions/006-console-refunds.md): everything the buyer paid for
 * the order goes back through the payments gateway, in three steps, so SQLite's write lock is
 * never held across a network call:
 *   1. check: the version the staff member saw, a paid order, nothing being charged, the limit;
 *   2. the gateway refunds each payment under its own idempotency key for the order's life (the
 *      checkout's is the one the club's automatic refunds use), so a double click, two staff
 *      members or a retry after a failure never refund anything twice;
 *   3. record: refunded, the refund's id and time, the plan's open installments canceled, the
 *      audit entry, in one IMMEDIATE transaction. The money is back by then, so the record is made
 *      whatever else changed meanwhile.
 * A gateway failure leaves the order as it was: the staff member is told, and tries again.
 */
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/api';
import { CONCIERGE_REFUND_LIMIT_CENTS, type ConciergeOrder } from '@shared/concierge-api';
import type { OrderRefund } from '@shared/schemas/concierge-orders';
import type { Db } from '../../db/client';
import { orders, scheduledCharges } from '../../db/schema/payments';
import { returnSoldUnits } from '../../catalog';
import { applyMembershipChange } from '../checkout/membership-state';
import { cancelOpenInstallments } from './refund-events';
import type { Clock, Logger } from '../../runtime';
import { writeAudit } from '../../db/audit-log';
import { giveBack, refundReasonOf } from './console-refund-payments';
import { nextUpdatedAt } from '../../db/row-version';
import { type PaymentsGateway } from '../gateway/gateway';
import { orderAuditView } from '../orders/order-audit';
import { findOrder } from '../orders/console-orders';

export const refundNotPaidMessage = (status: string) =>
  `Only a paid order is refunded: this one is ${status}.`;
export const REFUND_IN_PROGRESS_MESSAGE = 'A refund of this order is already under way.';
export const INSTALLMENT_PROCESSING_MESSAGE =
  'An installment of this order is being charged right now. Wait for its answer, then refund.';
export const NO_PAYMENT_MESSAGE = 'This order has no payment on record to refund.';
export const REFUND_FAILED_MESSAGE =
  'The payment provider did not confirm the refund. The order is unchanged: try again in a ' +
  'moment (a retry never refunds twice).';

/** A staff edit's outcomes (concierge/staff-edit.ts; the refunded order is `updated`), and the two a refund adds. */
export type RefundOutcome =
  | { kind: 'updated'; row: ConciergeOrder }
  | { kind: 'not_found' }
  | { kind: 'stale'; current: ConciergeOrder }
  | { kind: 'refused'; message: string }
  | { kind: 'over_limit' }
  | { kind: 'gateway_failed' };

export interface RefundDeps {
  db: Db;
  payments: PaymentsGateway;
  clock: Clock;
  log: Logger;
}

type OrderRow = typeof orders.$inferSelect;

function check(
  db: Db,
  role: SessionUser['role'],
  id: string,
  expectedUpdatedAt: string,
): { row: OrderRow; order: ConciergeOrder } | Exclude<RefundOutcome, { kind: 'updated' }> {
  const row = db.select().from(orders).where(eq(orders.id, id)).all()[0];
  const order = findOrder(db, id);
  if (!row || !order) return { kind: 'not_found' };
  if (row.updatedAt !== expectedUpdatedAt) return { kind: 'stale', current: order };
  if (row.status !== 'paid') return { kind: 'refused', message: refundNotPaidMessage(row.status) };
  if (!row.paymentIntentId && !row.subscriptionId) {
    return { kind: 'refused', message: NO_PAYMENT_MESSAGE };
  }
  const charging = db
    .select({ id: scheduledCharges.id })
    .from(scheduledCharges)
    .where(and(eq(scheduledCharges.orderId, id), eq(scheduledCharges.status, 'processing')))
    .all();
  if (charging.length > 0) return { kind: 'refused', message: INSTALLMENT_PROCESSING_MESSAGE };
  if (order.paidCents > CONCIERGE_REFUND_LIMIT_CENTS && role !== 'admin') {
    return { kind: 'over_limit' };
  }
  return { row, order };
}

/** The refunder of one app: it knows which refunds it is making, so a second click waits. */
export function orderRefunder({ db, payments, clock, log }: RefundDeps) {
  const inFlight = new Set<string>();

  function record(
    staff: Pick<SessionUser, 'id' | 'email'>,
    before: ConciergeOrder,
    refundId: string,
    { note, restock }: OrderRefund,
  ): ConciergeOrder {
    const now = clock();
    return db.transaction(
      (tx) => {
        const row = tx.select().from(orders).where(eq(orders.id, before.id)).all()[0];
        if (!row) throw new Error(`order ${before.id} vanished while it was refunded`);
        tx.update(orders)
          .set({
            status: 'refunded',
            refundId,
            refundedAt: row.refundedAt ?? now.toISOString(),
            refundReason: refundReasonOf(row),
            updatedAt: nextUpdatedAt(row.updatedAt, now),
          })
          .where(eq(orders.id, row.id))
          .run();
        // The plan ends with the refund: nothing more is charged (refund-events.ts does the same).
        cancelOpenInstallments(tx, row.id);
        // Goods not shipped are still on the shelf; shipped ones only once the buyer returns them.
        const restocked = (restock ?? row.shippedAt === null) && returnSoldUnits(tx, row.id);
        if (row.kind === 'membership' && row.subscriptionId && row.userId) {
          const change = {
            status: 'canceled' as const,
            subscriptionId: row.subscriptionId,
            customerId: row.customerId,
            userId: row.userId,
            eventAt: null,
          };
          applyMembershipChange(tx, change, now, log);
        }
        const after = findOrder(tx, row.id);
        if (!after) throw new Error(`order ${row.id} vanished while it was refunded`);
        writeAudit(
          tx,
          staff,
          {
            action: 'order.refunded',
            entityType: 'order',
            entityId: row.id,
            before: orderAuditView(before),
            after: {
              ...orderAuditView(after),
              refundedCents: before.paidCents,
              restocked,
              note: note ?? null,
            },
          },
          now,
        );
        return after;
      },
      { behavior: 'immediate' },
    );
  }

  return async function refundOrder(
    staff: Pick<SessionUser, 'id' | 'email' | 'role'>,
    id: string,
    refund: OrderRefund,
  ): Promise<RefundOutcome> {
    if (inFlight.has(id)) return { kind: 'refused', message: REFUND_IN_PROGRESS_MESSAGE };
    const checked = check(db, staff.role, id, refund.expectedUpdatedAt);
    if ('kind' in checked) return checked;
    inFlight.add(id);
    try {
      let refundId: string;
      try {
        refundId = await giveBack(db, payments, checked.row);
      } catch (err) {
        log(`Refund of order ${id} from the console failed; the order is left as it was`, err);
        return { kind: 'gateway_failed' };
      }
      return { kind: 'updated', row: record(staff, checked.order, refundId, refund) };
    } finally {
      inFlight.delete(id);
    }
  };
}
