/**
 * Asks the payment provider about checkouts whose webhook never came: a pending order whose
 * session is complete and paid is fulfilled through fulfilCheckout, one that expired is closed,
 * and refunds marked but not made are made. server.ts runs it at start and hourly; the checkout
 * success page's poll runs it for its own session (checkout-sessions.ts).
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { orders } from '../../db/schema/payments';
import { closeCheckout, fulfilCheckout } from './fulfilment';
import type { MailContext } from '../../mail/mail-context';
import { settleRefunds, type RefundDeps } from '../refunds/auto-refunds';

export const RECONCILE_INTERVAL_MS = 60 * 60_000;
/** A webhook normally comes within seconds; a quarter of an hour without one is worth asking. */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** Sessions end after 31 minutes, so older orders are settled at Stripe; a week covers an outage. */
const RECONCILE_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** One run asks about at most this many, oldest first: the next run takes the rest. */
const RECONCILE_BATCH = 200;

/** `mail`: a checkout fulfilled here queues its confirmation like the webhook's would. */
export type ReconcileDeps = RefundDeps & { mail: MailContext };
type OrderRow = typeof orders.$inferSelect;

export type Reconciled =
  { outcome: 'fulfilled' | 'expired' } | { outcome: 'open'; url: string | null };

/** One pending order, from what the provider says of its session now. */
export async function reconcileOrder(deps: ReconcileDeps, order: OrderRow): Promise<Reconciled> {
  const { db, clock, log } = deps;
  const session = await deps.payments.retrieveCheckoutSession(order.checkoutSessionId);
  if (session.status === 'complete' && session.paid) {
    db.transaction((tx) =>
      fulfilCheckout(
        tx,
        {
          sessionId: session.id,
          customerId: session.customerId,
          subscriptionId: session.subscriptionId,
          paymentIntentId: session.paymentIntentId,
          email: session.email,
          shippingAddress: session.shippingAddress,
        },
        clock(),
        log,
        deps.mail,
      ),
    );
    await settleRefunds(deps, { orderId: order.id });
    return { outcome: 'fulfilled' };
  }
  if (session.status === 'expired') {
    db.transaction((tx) => closeCheckout(tx, order.checkoutSessionId, 'expired'));
    return { outcome: 'expired' };
  }
  // Open, or complete with a bank debit still settling: its webhook will say.
  return { outcome: 'open', url: session.url };
}

export interface ReconcileRun {
  fulfilled: number;
  expired: number;
  refunds: number;
}

export async function reconcilePayments(deps: ReconcileDeps): Promise<ReconcileRun> {
  const now = deps.clock().getTime();
  const run: ReconcileRun = { fulfilled: 0, expired: 0, refunds: 0 };
  const pending = deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        lte(orders.createdAt, new Date(now - RECONCILE_AFTER_MS).toISOString()),
        gt(orders.createdAt, new Date(now - RECONCILE_WINDOW_MS).toISOString()),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(RECONCILE_BATCH)
    .all();
  for (const order of pending) {
    try {
      const { outcome } = await reconcileOrder(deps, order);
      if (outcome !== 'open') run[outcome]++;
    } catch (err) {
      deps.log(`Reconciliation could not ask about checkout of order ${order.id}`, err);
    }
  }
  run.refunds = await settleRefunds(deps);
  return run;
}

/** Runs reconcilePayments now and on a timer, one run at a time. The caller unrefs the handle. */
export function startReconciliationTimer(deps: ReconcileDeps, intervalMs = RECONCILE_INTERVAL_MS) {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    reconcilePayments(deps)
      .catch((err: unknown) => deps.log('Payment reconciliation run failed', err))
      .finally(() => {
        running = false;
      });
  };
  tick();
  return setInterval(tick, intervalMs);
}

/**
 * For the success page's poll: true at most once per `intervalMs` for a session, so a page
 * polling every second asks the provider every few seconds. Entries older than that are dropped.
 */
export function reconcileThrottle(intervalMs = 5000) {
  const last = new Map<string, number>();
  return (sessionId: string, now: Date) => {
    const t = now.getTime();
    const before = last.get(sessionId);
    if (before !== undefined && t - before < intervalMs) return false;
    if (last.size >= 1000) {
      for (const [id, at] of last) if (t - at >= intervalMs) last.delete(id);
    }
    last.set(sessionId, t);
    return true;
  };
}
