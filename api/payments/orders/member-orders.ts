/**
 * A member's own orders, for GET /api/orders and the sync pull alike (api/sync), so the feed never
 * answers an order the list would not.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OrderSummary } from '@shared/api';
import type { Db } from '../../db/client';
import { hasConfirmedEmail } from '../../auth';
import { orders } from '../../db/schema/payments';
import { toOrderSummary } from '../checkout/order-summary';

export interface MemberRef {
  id: string;
  email: string;
}

/**
 * The member's orders, newest first: their own (any status), and the paid ones bought with their
 * email while signed out, once they have confirmed that email (anyone can register with any
 * address, and the guest orders of an address are its owner's).
 */
export function memberOrders(db: Db, member: MemberRef, ids?: string[]): OrderSummary[] {
  const guestOrders = and(
    isNull(orders.userId),
    eq(orders.email, member.email),
    // Paid, and what became of a paid one (refunded, disputed): never an unpaid checkout.
    inArray(orders.status, ['paid', 'refunded', 'disputed']),
  );
  const owned: SQL | undefined = hasConfirmedEmail(db, member.id)
    ? or(eq(orders.userId, member.id), guestOrders)
    : eq(orders.userId, member.id);
  return db
    .select()
    .from(orders)
    .where(ids ? and(owned, inArray(orders.id, ids)) : owned)
    .orderBy(desc(orders.createdAt), sql`rowid desc`)
    .all()
    .map(toOrderSummary);
}
