/**
 * GET /api/orders: the signed-in member's orders, newest first. Their own (any status), and the
 * paid ones bought with their email while signed out (the shop and the book allow that), once
 * they have confirmed that email: anyone can register with any address, and the guest orders of
 * an address are its owner's.
 */
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { OrderSummary } from '@shared/api';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import { toOrderSummary } from '../payments/order-summary';

export function orderRoutes(db: Db) {
  return new Hono<MemberEnv>().get('/', requireUser(), (c) => {
    const { id, email } = c.var.member;
    const [member] = db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, id))
      .all();
    const verified = Boolean(member?.verifiedAt);
    const guestOrders = and(
      isNull(orders.userId),
      eq(orders.email, email),
      // Paid, and what became of a paid one (refunded, disputed): never an unpaid checkout.
      inArray(orders.status, ['paid', 'refunded', 'disputed']),
    );
    const rows = db
      .select()
      .from(orders)
      .where(verified ? or(eq(orders.userId, id), guestOrders) : eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), sql`rowid desc`)
      .all();
    c.header('Cache-Control', PRIVATE_NO_STORE);
    return c.json<OrderSummary[]>(rows.map(toOrderSummary));
  });
}
