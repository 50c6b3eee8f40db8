/**
 * The console's orders (issue 22), mounted at /api/concierge/orders behind requireStaff (app.ts):
 * the list and one order, 'Mark shipped', and 'Refund' through the payments gateway (over
 * CONCIERGE_REFUND_LIMIT_CENTS for admins only).
 */
import { Hono, type Context } from 'hono';
import type { PageOf } from '@shared/api';
import {
  ORDER_CONFLICT_CODE,
  ORDER_REFUSED_CODE,
  REFUND_OVER_LIMIT_MESSAGE,
  type ConciergeOrder,
  type OrderConflictBody,
} from '@shared/concierge-api';
import {
  ConciergeOrderQuerySchema,
  OrderRefundSchema,
  OrderShipSchema,
} from '@shared/schemas/concierge-orders';
import { shipOrder } from './order-shipping';
import { errorBody } from '../../errors';
import type { StaffEnv } from '../../middleware/require-staff';
import { validateJson, validateQuery } from '../../middleware/validate';
import { findOrder, listOrders, REFUND_FAILED_MESSAGE, type ConsoleMoney } from '../../payments';
import type { ConciergeDeps } from '../concierge-deps';

export const ORDER_NOT_FOUND_MESSAGE = 'No order with this id';
export const ORDER_CONFLICT_MESSAGE =
  'This order was changed since you opened it. Review it and try again.';

const notFound = (c: Context) => c.json(errorBody(ORDER_NOT_FOUND_MESSAGE), 404);

function conflict(c: Context, current: ConciergeOrder) {
  const body: OrderConflictBody = {
    ...errorBody(ORDER_CONFLICT_MESSAGE),
    code: ORDER_CONFLICT_CODE,
    current,
  };
  return c.json(body, 409);
}

/** What an order's action answers: shared by 'Mark shipped' and 'Refund'. */
function answer(c: Context, outcome: Awaited<ReturnType<ConsoleMoney['refundOrder']>>) {
  switch (outcome.kind) {
    case 'not_found':
      return notFound(c);
    case 'stale':
      return conflict(c, outcome.current);
    case 'refused':
      return c.json(errorBody(outcome.message, { code: ORDER_REFUSED_CODE }), 409);
    case 'over_limit':
      return c.json(errorBody(REFUND_OVER_LIMIT_MESSAGE), 403);
    case 'gateway_failed':
      return c.json(errorBody(REFUND_FAILED_MESSAGE), 502);
    case 'updated':
      return c.json<ConciergeOrder>(outcome.row);
  }
}

export function conciergeOrderRoutes({ db, clock, mail, money }: ConciergeDeps) {
  return new Hono<StaffEnv>()
    .get('/', validateQuery(ConciergeOrderQuerySchema), (c) =>
      c.json<PageOf<ConciergeOrder>>(listOrders(db, c.req.valid('query'))),
    )
    .get('/:id', (c) => {
      const order = findOrder(db, c.req.param('id'));
      return order ? c.json<ConciergeOrder>(order) : notFound(c);
    })
    .post('/:id/ship', validateJson(OrderShipSchema), (c) => {
      const actor = { staff: c.var.staff, now: clock() };
      return answer(c, shipOrder(db, c.req.param('id'), actor, c.req.valid('json'), mail));
    })
    .post('/:id/refund', validateJson(OrderRefundSchema), async (c) =>
      answer(c, await money.refundOrder(c.var.staff, c.req.param('id'), c.req.valid('json'))),
    );
}
