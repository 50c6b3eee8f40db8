/**
 * Spec 9: at most 2 units of a product per customer (each product's limitPerCustomer), counted over paid orders by the buyer's
 * email. Checked when a signed-in member opens a checkout, and again at fulfilment against the
 * email the payment provider collected (a signed-out buyer, or two checkouts opened at once),
 * where an order past it is refunded automatically (refunds.ts).
 */
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { UNITS_PER_CUSTOMER } from '@shared/constants';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/payments';

export const unitLimitMessage = (limit = UNITS_PER_CUSTOMER) =>
  `Limited to ${limit} units per customer`;
export const UNIT_LIMIT_MESSAGE = unitLimitMessage();
/** The limit is reached only with checkouts still open (open-checkouts.ts counts them). */
export const openCheckoutUnitsMessage = (limit = UNITS_PER_CUSTOMER) =>
  `${unitLimitMessage(limit)}, and a checkout for this item is still open. ` +
  'Please finish it, or try again in 30 minutes.';
export const OPEN_CHECKOUT_UNITS_MESSAGE = openCheckoutUnitsMessage();

/**
 * Units of a product in paid orders by this email (an order already marked for refund aside).
 * A disputed order counts: the buyer holds the goods until the bank decides against them.
 */
export function paidUnits(
  db: Pick<Db, 'select'>,
  productId: number,
  email: string,
  exceptOrderId?: string,
): number {
  return unitsOf(
    db,
    productId,
    eq(orders.email, email.toLowerCase()),
    inArray(orders.status, ['paid', 'disputed']),
    isNull(orders.refundReason),
    exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
  );
}

/** Units of a product across the orders that match every condition (paid ones, open ones). */
export function unitsOf(
  db: Pick<Db, 'select'>,
  productId: number,
  ...conditions: (SQL | undefined)[]
): number {
  const row = db
    .select({ units: sql<number>`coalesce(sum(${orders.quantity}), 0)` })
    .from(orders)
    .where(and(eq(orders.productId, productId), ...conditions))
    .get();
  return row?.units ?? 0;
}

export const exceedsUnitLimit = (
  alreadyPaid: number,
  quantity: number,
  limit = UNITS_PER_CUSTOMER,
) => alreadyPaid + quantity > limit;
