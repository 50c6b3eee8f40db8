/**
 * GET /api/orders: the signed-in member's orders, newest first (which orders are theirs:
 * api/sync/member-records.ts, shared with the sync pull).
 */
import { Hono } from 'hono';
import type { OrderSummary } from '@shared/api';
import type { Db } from '../../db/client';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../../middleware/require-user';
import { memberOrders } from '../../sync/member-records';

export function orderRoutes(db: Db) {
  return new Hono<MemberEnv>().get('/', requireUser(), (c) => {
    c.header('Cache-Control', PRIVATE_NO_STORE);
    return c.json<OrderSummary[]>(memberOrders(db, c.var.member));
  });
}
