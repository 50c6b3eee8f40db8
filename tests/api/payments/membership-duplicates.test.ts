/**
 * One subscription per member (issue 26): no second membership checkout while one is live or
 * open, and a duplicate that completes anyway (two tabs at once) is canceled and refunded once.
 */
import { describe, expect, it } from 'vitest';
import { API, type OrderSummary } from '@shared/api';
import {
  MEMBERSHIP_ACTIVE_MESSAGE,
  MEMBERSHIP_CHECKOUT_BUSY_MESSAGE,
  MEMBERSHIP_CHECKOUT_OPEN_MESSAGE,
  MEMBERSHIP_PAST_DUE_MESSAGE,
} from '@api/payments/checkout/membership-checkout-guard';
import { reconcilePayments } from '@api/payments/checkout/reconciliation';
import { makeTestApp, TEST_MAIL, withCookie } from '../../helpers/api';
import { register, currentUser } from '../../helpers/accounts';
import { subscriptionPaymentIntent } from '../../helpers/stripe/fake-after-checkout';
import {
  completedSession,
  membershipCheckout,
  newestSession,
  orderRow,
  subscription,
  stripeSuite,
} from '../../helpers/stripe/deliver';

const s = stripeSuite();

const sessionsCreated = () =>
  s.stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').length;
const sessionLookups = () =>
  s.stripe.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/'))
    .length;
const orderIdOf = (sessionId: string) =>
  (
    s.t.db.$client
      .prepare('SELECT id FROM orders WHERE checkout_session_id = ?')
      .get(sessionId) as {
      id: string;
    }
  ).id;

describe('a second membership checkout', () => {
  it('while one is open: refused with 409, back to the open one, no new session', async () => {
    const { cookie } = await register(s.t);
    expect((await membershipCheckout(s.t, cookie)).status).toBe(200);
    const open = newestSession(s.t);
    const second = await membershipCheckout(s.t, cookie);
    expect(second).toEqual({
      status: 409,
      body: {
        error: MEMBERSHIP_CHECKOUT_OPEN_MESSAGE,
        redirectUrl: `https://checkout.stripe.com/c/pay/${open}`,
      },
    });
    expect(sessionsCreated()).toBe(1);
    expect(s.t.count('orders')).toBe(1);
  });

  it('when Stripe cannot be asked about the open one: refused with a message to wait', async () => {
    const down = makeTestApp({
      clock: s.time.clock,
      payments: {
        ...s.stripe.gateway(),
        retrieveCheckoutSession: () => Promise.reject(new Error('Stripe is down')),
      },
    });
    const { cookie } = await register(down);
    await membershipCheckout(down, cookie);
    const second = await membershipCheckout(down, cookie);
    expect(second).toEqual({ status: 409, body: { error: MEMBERSHIP_CHECKOUT_BUSY_MESSAGE } });
    expect(second.body.error).toMatch(/30 minutes/);
    down.close();
  });

  it('the open one expired at Stripe: it is closed and a new checkout opens', async () => {
    const { cookie } = await register(s.t);
    await membershipCheckout(s.t, cookie);
    const first = newestSession(s.t);
    s.stripe.checkoutSessions.set(first, { status: 'expired' });
    expect((await membershipCheckout(s.t, cookie)).status).toBe(200);
    expect(orderRow(s.t, first).status).toBe('expired');
    expect(sessionsCreated()).toBe(2);
  });

  it('the open one was paid and its webhook is late: fulfilled now, and already active', async () => {
    const { cookie } = await register(s.t);
    await membershipCheckout(s.t, cookie);
    const first = newestSession(s.t);
    s.stripe.checkoutSessions.set(first, completedSession(first));
    expect(await membershipCheckout(s.t, cookie)).toEqual({
      status: 200,
      body: { error: MEMBERSHIP_ACTIVE_MESSAGE, redirectUrl: '/dashboard' },
    });
    expect((await currentUser(s.t, cookie)).membershipStatus).toBe('active');
    expect(orderRow(s.t, first)).toMatchObject({ status: 'paid', subscription_id: 'sub_123' });
  });

  it('an open one older than a session’s lifetime is not asked about', async () => {
    const { cookie } = await register(s.t);
    await membershipCheckout(s.t, cookie);
    s.time.advance(32 * 60_000);
    expect((await membershipCheckout(s.t, cookie)).status).toBe(200);
    expect(sessionLookups()).toBe(0);
  });

  it('while past due: refused with 409, sent to the dashboard to update the card', async () => {
    const { cookie } = await register(s.t);
    await membershipCheckout(s.t, cookie);
    await s.deliver('checkout.session.completed', completedSession(newestSession(s.t)));
    await s.deliver('customer.subscription.updated', subscription('sub_123', 'past_due'));
    expect(await membershipCheckout(s.t, cookie)).toEqual({
      status: 409,
      body: { error: MEMBERSHIP_PAST_DUE_MESSAGE, redirectUrl: '/dashboard' },
    });
    expect(sessionsCreated()).toBe(1);
  });
});

describe('a duplicate that completes anyway', () => {
  /** Two tabs press Proceed at the same moment: both pass before either order exists. */
  async function twoCheckouts() {
    const { user, cookie } = await register(s.t);
    const answers = await Promise.all([
      membershipCheckout(s.t, cookie),
      membershipCheckout(s.t, cookie),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [a, b] = (
      s.t.db.$client
        .prepare('SELECT checkout_session_id AS id FROM orders ORDER BY rowid')
        .all() as {
        id: string;
      }[]
    ).map((r) => r.id);
    return { user, cookie, a: a!, b: b! };
  }

  it('is canceled and refunded once; the member keeps one subscription', async () => {
    const { cookie, a, b } = await twoCheckouts();
    await s.deliver('checkout.session.completed', completedSession(a, { subscription: 'sub_A' }));
    await s.deliver('checkout.session.completed', completedSession(b, { subscription: 'sub_B' }));

    const member = await currentUser(s.t, cookie);
    expect(member.membershipStatus).toBe('active');
    const ids = s.t.db.$client.prepare('SELECT stripe_subscription_id AS s FROM users').get();
    expect(ids).toEqual({ s: 'sub_A' });
    expect([...s.stripe.canceledSubscriptions]).toEqual(['sub_B']);
    expect(s.stripe.refunds).toHaveLength(1);
    const orderB = orderIdOf(b);
    expect(s.stripe.refunds[0]).toMatchObject({
      payment_intent: subscriptionPaymentIntent('sub_B'),
      idempotencyKey: `refund_${orderB}`,
      metadata: { order_id: orderB, reason: 'duplicate_subscription' },
    });
    expect(orderRow(s.t, b)).toMatchObject({
      status: 'refunded',
      refund_reason: 'duplicate_subscription',
      refund_id: s.stripe.refunds[0]!.id,
      refunded_at: '2025-09-20T12:00:00.000Z',
    });
    expect(orderRow(s.t, a)).toMatchObject({ status: 'paid', refund_reason: null });

    // The canceled duplicate's own events leave the member's subscription alone.
    await s.deliver('customer.subscription.deleted', subscription('sub_B', 'canceled'));
    await s.deliver('customer.subscription.updated', subscription('sub_B', 'active'));
    expect((await currentUser(s.t, cookie)).membershipStatus).toBe('active');

    // Redelivered, reconciled: still one refund.
    await s.deliver('checkout.session.async_payment_succeeded', completedSession(b));
    await reconcilePayments({
      db: s.t.db,
      payments: s.stripe.gateway(),
      clock: s.time.clock,
      log: () => {},
      mail: TEST_MAIL,
    });
    expect(s.stripe.refunds).toHaveLength(1);

    const orders = (await (
      await s.t.request(API.orders, withCookie(cookie))
    ).json()) as OrderSummary[];
    expect(orders.map((o) => o.status).sort()).toEqual(['paid', 'refunded']);
  });

  it('whichever subscription reaches the member first stays, even before its checkout completes', async () => {
    const { user, cookie, a, b } = await twoCheckouts();
    const meta = { user_id: user.id };
    await s.deliver('customer.subscription.created', subscription('sub_B', 'active', meta));
    await s.deliver('customer.subscription.created', subscription('sub_A', 'active', meta));
    await s.deliver('checkout.session.completed', completedSession(a, { subscription: 'sub_A' }));
    await s.deliver('checkout.session.completed', completedSession(b, { subscription: 'sub_B' }));
    expect((await currentUser(s.t, cookie)).membershipStatus).toBe('active');
    expect(orderRow(s.t, a).refund_reason).toBe('duplicate_subscription');
    expect(orderRow(s.t, b).status).toBe('paid');
    expect([...s.stripe.canceledSubscriptions]).toEqual(['sub_A']);
  });

  it('a refund that fails is made by the reconciliation job, still once', async () => {
    const { a, b } = await twoCheckouts();
    await s.deliver('checkout.session.completed', completedSession(a, { subscription: 'sub_A' }));
    s.stripe.failures.refunds = 1;
    await s.deliver('checkout.session.completed', completedSession(b, { subscription: 'sub_B' }));
    expect(orderRow(s.t, b)).toMatchObject({ status: 'refunded', refund_id: null });
    expect(s.t.logs.some((l) => /Refund of order .* not made yet/.test(l.message))).toBe(true);

    s.time.advance(60 * 60_000);
    const run = await reconcilePayments({
      db: s.t.db,
      payments: s.stripe.gateway(),
      clock: s.time.clock,
      log: () => {},
      mail: TEST_MAIL,
    });
    expect(run.refunds).toBe(1);
    expect(s.stripe.refunds).toHaveLength(1);
    expect(orderRow(s.t, b).refund_id).toBe(s.stripe.refunds[0]!.id);
    const attempts = s.stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(attempts.map((r) => r.idempotencyKey)).toEqual([
      `refund_${orderIdOf(b)}`,
      `refund_${orderIdOf(b)}`,
    ]);
  });
});

describe('the demo checkout', () => {
  it('refuses a second open checkout and refunds a duplicate paid in two tabs', async () => {
    const demo = makeTestApp({ clock: s.time.clock });
    const { cookie } = await register(demo);
    const first = await membershipCheckout(demo, cookie);
    const second = await membershipCheckout(demo, cookie);
    expect(second).toEqual({
      status: 409,
      body: { error: MEMBERSHIP_CHECKOUT_OPEN_MESSAGE, redirectUrl: first.body.url },
    });

    // Both open at once (the second after the first's lifetime), both paid.
    s.time.advance(32 * 60_000);
    const third = await membershipCheckout(demo, cookie);
    expect(third.status).toBe(200);
    for (const answer of [first, third]) {
      const id = answer.body.url!.split('/').at(-1)!;
      expect((await demo.post(API.demoCheckoutPay(id), {}, withCookie(cookie))).status).toBe(200);
    }
    const rows = demo.db.$client
      .prepare('SELECT status, refund_reason, refund_id FROM orders ORDER BY rowid')
      .all() as { status: string; refund_reason: string | null; refund_id: string | null }[];
    expect(rows[0]).toMatchObject({ status: 'paid', refund_reason: null });
    expect(rows[1]).toMatchObject({ status: 'refunded', refund_reason: 'duplicate_subscription' });
    expect(rows[1]!.refund_id).toMatch(/^demo_re_/);
    expect((await currentUser(demo, cookie)).membershipStatus).toBe('active');
    demo.close();
  });
});
