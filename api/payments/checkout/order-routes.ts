/**
 * GET /api/orders: the signed-in member's orders, newest first (which orders are theirs:
orders/member-orders.ts, shared with the sync pull).
 */
import { Hono } from 'hono';
import type { OrderSummary } from '@shared/api';
import type { PaymentsDeps } from '../payments-deps';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../../middleware/require-user';
import { memberOrders } from '../orders/member-orders';

export function orderRoutes({ db }: PaymentsDeps) {
  return new Hono<MemberEnv>().get('/', requireUser(), (c) => {
    c.header('Cache-Control', PRIVATE_NO_STORE);
    return c.json<OrderSummary[]>(memberOrders(db, c.var.member));
  });
}
