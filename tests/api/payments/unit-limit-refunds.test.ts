/**
 * The shop's 2-unit limit (issue 26): an order past it at payment is refunded automatically, once,
 * and shown refunded; open checkouts hold their units; Stripe sessions expire with them.
 */
import { TEST_MAIL, withCookie } from '../../helpers/api';
import { describe, expect, it } from 'vitest';
import { API, type CheckoutSessionStatus } from '@shared/api';
import { CHECKOUT_LIFETIME_MS } from '@api/payments/checkout/open-checkouts';
import { reconcilePayments } from '@api/payments/checkout/reconciliation';
import { OPEN_CHECKOUT_UNITS_MESSAGE, UNIT_LIMIT_MESSAGE } from '@api/payments/checkout/unit-limit';
import { register } from '../../helpers/accounts';
import {
  completedSession,
  newestSession,
  orderRow,
  stripeSuite,
} from '../../helpers/stripe/deliver';

const s = stripeSuite();

// Seeded product 7: no sizes.
const buy = async (quantity: number, cookie?: string) => {
  const res = await s.t.post(API.productCheckout, { productId: 7, quantity }, withCookie(cookie));
  return { status: res.status, body: (await res.json()) as { error?: string; url?: string } };
};
const paid = (sessionId: string, paymentIntent: string) =>
  s.deliver(
    'checkout.session.completed',
    completedSession(sessionId, { subscription: null, payment_intent: paymentIntent }),
  );
const orderIdOf = (sessionId: string) =>
  (
    s.t.db.$client
      .prepare('SELECT id FROM orders WHERE checkout_session_id = ?')
      .get(sessionId) as {
      id: string;
    }
  ).id;
const reconcile = () =>
  reconcilePayments({
    db: s.t.db,
    payments: s.stripe.gateway(),
    clock: s.time.clock,
    log: () => {},
    mail: TEST_MAIL,
  });

/** Two units paid by the member, then one more bought signed out with the same email. */
async function overTheLimit() {
  const { cookie } = await register(s.t);
  expect((await buy(2, cookie)).status).toBe(200);
  await paid(newestSession(s.t), 'pi_first');
  expect((await buy(1)).status).toBe(200);
  const extra = newestSession(s.t);
  return { cookie, extra };
}

describe('an order past the unit limit', () => {
  it('is refunded at once with one idempotency key, and shown refunded', async () => {
    const { extra } = await overTheLimit();
    await paid(extra, 'pi_extra');
    const orderId = orderIdOf(extra);
    expect(s.stripe.refunds).toEqual([
      {
        id: 're_test_1',
        payment_intent: 'pi_extra',
        charge: null,
        idempotencyKey: `refund_${orderId}`,
        metadata: { order_id: orderId, reason: 'unit_limit' },
      },
    ]);
    expect(orderRow(s.t, extra)).toEqual({
      status: 'refunded',
      refund_reason: 'unit_limit',
      refund_id: 're_test_1',
      refunded_at: '2025-09-20T12:00:00.000Z',
      paid_at: '2025-09-20T12:00:00.000Z',
      subscription_id: null,
      attention_reason: null,
    });
    const page = (await (
      await s.t.request(API.checkoutSession(extra))
    ).json()) as CheckoutSessionStatus;
    expect(page).toMatchObject({ fulfilled: true, order: { status: 'refunded' } });
    // The first order is confirmed by mail; the refunded one is not.
    expect(s.t.db.$client.prepare('SELECT kind FROM mail_outbox').all()).toEqual([
      { kind: 'order_confirmation' },
    ]);
    // No buyer email in the log line a person reads.
    const line = s.t.logs.find((l) => /unit limit/.test(l.message))!;
    expect(line.message).not.toMatch(/amelia/);

    await s.deliver(
      'checkout.session.async_payment_succeeded',
      completedSession(extra, { subscription: null, payment_intent: 'pi_extra' }),
    );
    s.time.advance(60 * 60_000);
    await reconcile();
    expect(s.stripe.refunds).toHaveLength(1);
  });

  it('when the refund call fails, the reconciliation job makes it, never twice', async () => {
    const { extra } = await overTheLimit();
    s.stripe.failures.refunds = 2;
    await paid(extra, 'pi_extra');
    expect(orderRow(s.t, extra)).toMatchObject({ status: 'refunded', refund_id: null });
    expect((await reconcile()).refunds).toBe(0);
    expect((await reconcile()).refunds).toBe(1);
    expect((await reconcile()).refunds).toBe(0);
    expect(s.stripe.refunds).toHaveLength(1);
    const keys = new Set(
      s.stripe.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey),
    );
    expect([...keys]).toEqual([`refund_${orderIdOf(extra)}`]);
    expect(orderRow(s.t, extra).refund_id).toBe('re_test_1');
  });

  it('a refund not made yet flags the order for the concierge until it is', async () => {
    const { extra } = await overTheLimit();
    s.stripe.failures.refunds = 1;
    await paid(extra, 'pi_extra');
    expect(orderRow(s.t, extra)).toMatchObject({
      refund_id: null,
      attention_reason: 'refund_failed',
    });
    expect((await reconcile()).refunds).toBe(1);
    expect(orderRow(s.t, extra)).toMatchObject({ refund_id: 're_test_1', attention_reason: null });
  });

  it('a payment Stripe already refunded (the key long expired) records the refund that exists', async () => {
    const { extra } = await overTheLimit();
    s.stripe.refunds.push({
      id: 're_by_hand',
      payment_intent: 'pi_extra',
      charge: null,
      idempotencyKey: undefined,
      metadata: {},
    });
    await paid(extra, 'pi_extra');
    expect(orderRow(s.t, extra)).toMatchObject({ status: 'refunded', refund_id: 're_by_hand' });
    expect(s.stripe.refunds).toHaveLength(1);
  });
});

describe('open checkouts hold their units', () => {
  it('a member with 2 units in an open checkout cannot open another until it expires', async () => {
    const { cookie } = await register(s.t);
    expect((await buy(2, cookie)).status).toBe(200);
    expect(await buy(1, cookie)).toEqual({
      status: 409,
      body: expect.objectContaining({ error: OPEN_CHECKOUT_UNITS_MESSAGE }),
    });
    s.time.advance(CHECKOUT_LIFETIME_MS + 1000);
    expect((await buy(1, cookie)).status).toBe(200);
  });

  it('paid units alone still answer the plain limit message', async () => {
    const { cookie } = await register(s.t);
    await buy(2, cookie);
    await paid(newestSession(s.t), 'pi_first');
    expect((await buy(1, cookie)).body.error).toBe(UNIT_LIMIT_MESSAGE);
  });

  it('each Stripe session expires with the open-checkout window', async () => {
    await buy(1);
    const created = s.stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    const expected = (Date.parse('2025-09-20T12:00:00.000Z') + CHECKOUT_LIFETIME_MS) / 1000;
    expect(created.params.get('expires_at')).toBe(String(expected));
    // Stripe's minimum is 30 minutes after its own clock.
    expect(CHECKOUT_LIFETIME_MS).toBeGreaterThan(30 * 60_000);
  });
});
