/**
 * The console's orders: one filtered page, newest first, with the total that matches; and one
 * order. `filter` is what the console's tabs offer (ORDER_FILTERS); paid and refunded have the
 * status index beside created_at (schema.ts), the rest and the search scan what is left.
 */
import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PageOf } from '@shared/api';
import {
  SHIPPABLE_ORDER_KINDS,
  type ConciergeOrder,
  type OrderFilter,
} from '@shared/concierge-api';
import type { ConciergeOrderQuery } from '@shared/schemas/concierge-orders';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/payments';
import { containsText } from '../../db/text-search';
import { countWhere, paged } from '../../db/paged';
import { afterKeyset, newestFirstSql, rowidOf, type KeysetReader } from '../../db/keyset';

/** What a person at the club must look at: a refund not made yet, or an installment's trouble. */
export const FLAGGED_ORDER = or(
  isNotNull(orders.attentionReason),
  and(eq(orders.status, 'paid'), isNotNull(orders.refundReason), isNull(orders.refundedAt)),
);

/** Paid goods that have not left yet: what Today counts as waiting to be shipped. */
export const UNSHIPPED_ORDER = and(
  eq(orders.status, 'paid'),
  inArray(orders.kind, [...SHIPPABLE_ORDER_KINDS]),
  isNull(orders.shippedAt),
);

const FILTERS: Record<OrderFilter, SQL | undefined> = {
  paid: and(eq(orders.status, 'paid'), isNull(orders.shippedAt)),
  unshipped: UNSHIPPED_ORDER,
  unpaid: inArray(orders.status, ['pending', 'expired', 'canceled']),
  shipped: isNotNull(orders.shippedAt),
  refunded: eq(orders.status, 'refunded'),
  flagged: FLAGGED_ORDER,
};

/**
 * The checkout, once paid, and every installment charged since. Written out with its tables
 * named: drizzle leaves the columns of a one-table select unqualified, and in the correlated
 * subquery an unqualified `id` would be the installment's.
 */
const paidCents = sql<number>`(CASE WHEN "orders"."paid_at" IS NULL THEN 0
  ELSE "orders"."amount_cents" END + coalesce((SELECT sum(c.amount_cents) FROM scheduled_charges c
  WHERE c.order_id = "orders"."id" AND c.status = 'paid'), 0))`;

/** The columns of the wire shape: never a payment provider's id or the buyer's travel details. */
export const ORDER_COLUMNS = {
  id: orders.id,
  kind: orders.kind,
  status: orders.status,
  email: orders.email,
  userId: orders.userId,
  description: orders.description,
  lines: orders.lines,
  quantity: orders.quantity,
  size: orders.size,
  amountCents: orders.amountCents,
  currency: orders.currency,
  refundReason: orders.refundReason,
  refundedAt: orders.refundedAt,
  attentionReason: orders.attentionReason,
  paidCents,
  shippingAddress: orders.shippingAddress,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  shippedAt: orders.shippedAt,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  updatedAt: orders.updatedAt,
};

/** Newest first; the rowid breaks ties of the same instant in insertion order. */
export const ORDERS_NEWEST_FIRST = [desc(orders.createdAt), desc(sql`${orders}.rowid`)];

export function orderFilters({ filter, kind, q }: Omit<ConciergeOrderQuery, 'page' | 'pageSize'>) {
  return and(
    filter === undefined ? undefined : FILTERS[filter],
    kind === undefined ? undefined : eq(orders.kind, kind),
    containsText(q, [orders.email, orders.description, orders.id]),
  );
}

export const selectOrders = (db: Db | Tx) => db.select(ORDER_COLUMNS).from(orders).$dynamic();

export function listOrders(db: Db, query: ConciergeOrderQuery): PageOf<ConciergeOrder> {
  const where = orderFilters(query);
  return paged(
    query,
    (limit, offset) =>
      selectOrders(db)
        .where(where)
        .orderBy(...ORDERS_NEWEST_FIRST)
        .limit(limit)
        .offset(offset)
        .all(),
    () => countWhere(db, orders, where),
  );
}

/** Every order the list's filters match, newest first, read a batch at a time (the CSV). */
export const orderRowsAfter =
  (db: Db, filters: Omit<ConciergeOrderQuery, 'page' | 'pageSize'>): KeysetReader<ConciergeOrder> =>
  (after, limit) =>
    db
      .select({ ...ORDER_COLUMNS, rowid: rowidOf(orders) })
      .from(orders)
      .where(and(orderFilters(filters), afterKeyset(orders, orders.createdAt, after)))
      .orderBy(...newestFirstSql(orders, orders.createdAt))
      .limit(limit)
      .all();

export function findOrder(db: Db | Tx, id: string): ConciergeOrder | undefined {
  return selectOrders(db).where(eq(orders.id, id)).all()[0];
}

/** A member's orders, newest first; capped, as a detail page shows them. */
export function ordersOf(db: Db, where: SQL | undefined, limit = 50): ConciergeOrder[] {
  return selectOrders(db)
    .where(where)
    .orderBy(...ORDERS_NEWEST_FIRST)
    .limit(limit)
    .all();
}

/**
 * A member's orders as My orders lists them, less the checkouts never paid: their own, and the
 * ones bought signed out with their address once they have confirmed it (member-orders.ts).
 */
export function paidOrdersOfMember(
  db: Db,
  member: { id: string; email: string; verified: boolean },
): ConciergeOrder[] {
  const own = and(
    inArray(orders.status, ['paid', 'refunded', 'disputed']),
    or(
      eq(orders.userId, member.id),
      member.verified ? and(isNull(orders.userId), eq(orders.email, member.email)) : undefined,
    ),
  );
  return ordersOf(db, own);
}

/** Unshipped and flagged orders in one pass over the table (the flags are unindexed). */
export function ordersWaiting(db: Db) {
  const [row] = db
    .select({
      unshipped: sql<number>`count(*) FILTER (WHERE ${UNSHIPPED_ORDER})`,
      flagged: sql<number>`count(*) FILTER (WHERE ${FLAGGED_ORDER})`,
    })
    .from(orders)
    .all();
  return { unshippedOrders: row?.unshipped ?? 0, flaggedOrders: row?.flagged ?? 0 };
}

/** The fields the console's 'Mark shipped' writes, if the version is still `expected`. */
export function writeOrderShipping(
  tx: Tx,
  id: string,
  changes: Pick<ConciergeOrder, 'carrier' | 'trackingNumber' | 'shippedAt' | 'updatedAt'>,
  expected: string,
): boolean {
  return (
    tx
      .update(orders)
      .set(changes)
      .where(and(eq(orders.id, id), eq(orders.updatedAt, expected)))
      .run().changes === 1
  );
}
