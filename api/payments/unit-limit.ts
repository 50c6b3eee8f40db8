/**
 * Spec 9: at most 2 units of a product per customer, counted over paid orders by the buyer's
 * email. Checked when a signed-in member opens a checkout, and again at fulfilment against the
 * email the payment provider collected (a signed-out buyer, or two checkouts opened at once).
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { UNITS_PER_CUSTOMER } from '@shared/constants';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

export const UNIT_LIMIT_MESSAGE = `Limited to ${UNITS_PER_CUSTOMER} units per customer`;

/** Units of a product in paid orders by this email (an order already marked for refund aside). */
export function paidUnits(
  db: Pick<Db, 'select'>,
  productId: number,
  email: string,
  exceptOrderId?: string,
): number {
  const row = db
    .select({ units: sql<number>`coalesce(sum(${orders.quantity}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.productId, productId),
        eq(orders.email, email.toLowerCase()),
        eq(orders.status, 'paid'),
        isNull(orders.refundReason),
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    )
    .get();
  return row?.units ?? 0;
}

export const exceedsUnitLimit = (alreadyPaid: number, quantity: number) =>
  alreadyPaid + quantity > UNITS_PER_CUSTOMER;
