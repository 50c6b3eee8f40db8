/**
 * The buyer came back by the payment page's cancel link. Left alone, the session would stay
 * payable until it expires (Stripe's shortest life is half an hour) and hold the shop's units all
 * that time; so it is closed at the provider now, and what it held is for sale again at once.
 */
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@shared/api';
import { orders } from '../../db/schema/payments';
import { closeCheckout } from './fulfilment';
import { reconcileOrder, type ReconcileDeps } from './reconciliation';

const orderById = (deps: ReconcileDeps, id: string) =>
  deps.db.select().from(orders).where(eq(orders.id, id)).get();

/**
 * The order's status once its session is closed: 'canceled', or what it already was (a payment
 * that beat the cancel is fulfilled, never undone). undefined for an unknown order. Throws when
 * the provider cannot be reached: the session then ends at its own time, as before.
 */
export async function cancelCheckout(
  deps: ReconcileDeps,
  orderId: string,
): Promise<OrderStatus | undefined> {
  const order = orderById(deps, orderId);
  if (!order) return undefined;
  if (order.status !== 'pending') return order.status;
  const session = await deps.payments.expireCheckoutSession(order.checkoutSessionId);
  if (session.status === 'complete') {
    await reconcileOrder(deps, order);
  } else if (session.status === 'expired') {
    deps.db.transaction((tx) => closeCheckout(tx, order.checkoutSessionId, 'canceled'));
  }
  return orderById(deps, orderId)?.status;
}
