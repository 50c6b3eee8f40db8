/**
 * The console's installments: every scheduled charge of a vacation paid in installments, latest
 * due date first, with its order's email; and one of them. `q` finds the order's email or id.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PageOf } from '@shared/api';
import type { ConciergeInstallment } from '@shared/concierge-api';
import type { ConciergeInstallmentQuery } from '@shared/schemas/concierge-installments';
import type { Db, Tx } from '../../db/client';
import { countWhere, paged } from '../../db/paged';
import { orders, scheduledCharges } from '../../db/schema/payments';
import { containsText } from '../../db/text-search';

/** The columns of the wire shape: never the PaymentIntent or the confirmation link's hash. */
const INSTALLMENT_COLUMNS = {
  id: scheduledCharges.id,
  orderId: scheduledCharges.orderId,
  email: orders.email,
  dueOn: scheduledCharges.dueOn,
  amountCents: scheduledCharges.amountCents,
  status: scheduledCharges.status,
  attempts: scheduledCharges.attempts,
  nextAttemptAt: scheduledCharges.nextAttemptAt,
  lastError: scheduledCharges.lastError,
  resolvedAt: scheduledCharges.resolvedAt,
  resolutionNote: scheduledCharges.resolutionNote,
};

const selectInstallments = (db: Db | Tx) =>
  db
    .select(INSTALLMENT_COLUMNS)
    .from(scheduledCharges)
    .innerJoin(orders, eq(orders.id, scheduledCharges.orderId))
    .$dynamic();

export function listInstallments(
  db: Db,
  { page, pageSize, status, q }: ConciergeInstallmentQuery,
): PageOf<ConciergeInstallment> {
  // The orders searched first, once, and their charges then found by the order index: a join
  // per charge before the filter would look up every order for every installment.
  const matching =
    q === undefined
      ? undefined
      : db
          .select({ id: orders.id })
          .from(orders)
          .where(containsText(q, [orders.email, orders.id]));
  const where = and(
    status === undefined ? undefined : eq(scheduledCharges.status, status),
    matching === undefined ? undefined : inArray(scheduledCharges.orderId, matching),
  );
  const order = [desc(scheduledCharges.dueOn), desc(scheduledCharges.id)];
  return paged(
    { page, pageSize },
    (limit, offset) => {
      // The page's ids are chosen from the charges alone; only those are joined to their orders.
      const pageIds = db
        .select({ id: scheduledCharges.id })
        .from(scheduledCharges)
        .where(where)
        // An order's four dates are unique to it; the id orders two orders' same date.
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return selectInstallments(db)
        .where(inArray(scheduledCharges.id, pageIds))
        .orderBy(...order)
        .all();
    },
    () => countWhere(db, scheduledCharges, where),
  );
}

export function findInstallment(db: Db | Tx, id: number): ConciergeInstallment | undefined {
  return selectInstallments(db).where(eq(scheduledCharges.id, id)).all()[0];
}

/** Installments given up after their last attempt: the club's to see (Today). */
export const countFailedInstallments = (db: Db) =>
  countWhere(db, scheduledCharges, eq(scheduledCharges.status, 'failed'));
