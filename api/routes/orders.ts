/**
 * GET /api/orders: the signed-in member's orders, newest first. Their own (any status), and the
 * paid ones bought with their email while signed out (the shop and the book allow that).
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { OrderSummary } from '@shared/api';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import { toOrderSummary } from '../payments/order-summary';

export function orderRoutes(db: Db) {
  return new Hono<MemberEnv>().get('/', requireUser(), (c) => {
    const { id, email } = c.var.member;
    const rows = db
      .select()
      .from(orders)
      .where(
        or(
          eq(orders.userId, id),
          and(isNull(orders.userId), eq(orders.email, email), eq(orders.status, 'paid')),
        ),
      )
      .orderBy(desc(orders.createdAt), sql`rowid desc`)
      .all();
    c.header('Cache-Control', PRIVATE_NO_STORE);
    return c.json<OrderSummary[]>(rows.map(toOrderSummary));
  });
}
