/**
 * Checkouts whose webhook never came (issue 26): the hourly job and the success page's poll ask
 * Stripe, fulfil what was paid through the same fulfilment, and close what expired.
 */
import { describe, expect, it } from 'vitest';
import { API, type CheckoutSessionStatus } from '@shared/api';
import { createDemoGateway } from '@api/payments/gateway/demo-gateway';
import { reconcilePayments } from '@api/payments/checkout/reconciliation';
import { makeTestApp, TEST_ORIGIN, TEST_MAIL, withCookie } from '../../helpers/api';
import { register, currentUser } from '../../helpers/accounts';
import { vacationBody } from '../../helpers/checkout-bodies';
import {
  completedSession,
  newestSession,
  orderRow,
  stripeSuite,
} from '../../helpers/stripe/deliver';
import { startReconciliationTimer } from '@api/payments';
import { MINUTE } from '../../helpers/durations';

const s = stripeSuite();
const lookups = () =>
  s.stripe.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/'))
    .length;
const run = (app = s.t, payments = s.stripe.gateway()) =>
  reconcilePayments({ db: app.db, payments, clock: s.time.clock, log: () => {}, mail: TEST_MAIL });
const status = async (id: string, app = s.t) =>
  (await (await app.request(API.checkoutSession(id))).json()) as CheckoutSessionStatus;
const paidBook = (id: string) =>
  completedSession(id, { subscription: null, payment_intent: 'pi_book' });

describe('the reconciliation job', () => {
  it('fulfils a paid checkout whose webhook never came, once it is 15 minutes old', async () => {
    await s.t.post(API.bookCheckout, {});
    const id = newestSession(s.t);
    s.stripe.checkoutSessions.set(id, paidBook(id));
    s.time.advance(10 * MINUTE);
    await run();
    expect(lookups()).toBe(0);
    expect(orderRow(s.t, id).status).toBe('pending');

    s.time.advance(6 * MINUTE);
    expect(await run()).toEqual({ fulfilled: 1, expired: 0, refunds: 0 });
    const row = s.t.db.$client
      .prepare('SELECT status, paid_at, payment_intent_id, email FROM orders')
      .get();
    expect(row).toEqual({
      status: 'paid',
      paid_at: '2025-09-20T12:16:00.000Z',
      payment_intent_id: 'pi_book',
      email: 'amelia@example.com',
    });
    // The webhook that comes at last finds it done.
    await s.deliver('checkout.session.completed', paidBook(id));
    expect(orderRow(s.t, id).paid_at).toBe('2025-09-20T12:16:00.000Z');
    expect(await run()).toEqual({ fulfilled: 0, expired: 0, refunds: 0 });
  });

  it('activates a membership and schedules installments through the same fulfilment', async () => {
    const { cookie } = await register(s.t);
    await s.t.post(API.membershipCheckout, {}, withCookie(cookie));
    const membership = newestSession(s.t);
    s.stripe.checkoutSessions.set(membership, completedSession(membership));
    await s.t.post(API.vacationCheckout, vacationBody('installment'));
    const vacation = newestSession(s.t);
    s.stripe.checkoutSessions.set(
      vacation,
      completedSession(vacation, { subscription: null, payment_intent: 'pi_deposit' }),
    );
    s.time.advance(20 * MINUTE);
    expect((await run()).fulfilled).toBe(2);
    expect((await currentUser(s.t, cookie)).membershipStatus).toBe('active');
    expect(s.t.count('scheduled_charges')).toBe(4);
  });

  it('closes an expired checkout and leaves an open or still-settling one', async () => {
    for (let i = 0; i < 3; i++) await s.t.post(API.bookCheckout, {});
    const [expired, open, settling] = (
      s.t.db.$client
        .prepare('SELECT checkout_session_id AS id FROM orders ORDER BY rowid')
        .all() as {
        id: string;
      }[]
    ).map((r) => r.id);
    s.stripe.checkoutSessions.set(expired!, { status: 'expired' });
    s.stripe.checkoutSessions.set(settling!, { status: 'complete', payment_status: 'unpaid' });
    s.time.advance(40 * MINUTE);
    expect(await run()).toEqual({ fulfilled: 0, expired: 1, refunds: 0 });
    expect(orderRow(s.t, expired!).status).toBe('expired');
    expect(orderRow(s.t, open!).status).toBe('pending');
    expect(orderRow(s.t, settling!).status).toBe('pending');
    expect((await status(expired!)).status).toBe('expired');
  });

  it('logs a session Stripe cannot be asked about and goes on with the others', async () => {
    await s.t.post(API.bookCheckout, {});
    const logs: string[] = [];
    s.time.advance(20 * MINUTE);
    const result = await reconcilePayments({
      db: s.t.db,
      payments: {
        ...s.stripe.gateway(),
        retrieveCheckoutSession: () => Promise.reject(new Error('timeout')),
      },
      clock: s.time.clock,
      log: (message) => void logs.push(message),
      mail: TEST_MAIL,
    });
    expect(result.fulfilled).toBe(0);
    expect(logs.join('\n')).toMatch(/could not ask/);
  });

  it('runs at start, then on its timer', async () => {
    await s.t.post(API.bookCheckout, {});
    const id = newestSession(s.t);
    s.stripe.checkoutSessions.set(id, paidBook(id));
    s.time.advance(20 * MINUTE);
    const timer = startReconciliationTimer(
      {
        db: s.t.db,
        payments: s.stripe.gateway(),
        clock: s.time.clock,
        log: () => {},
        mail: TEST_MAIL,
      },
      60 * MINUTE,
    );
    try {
      await expect.poll(() => orderRow(s.t, id).status).toBe('paid');
    } finally {
      clearInterval(timer);
    }
  });
});

describe('the success page’s poll', () => {
  it('asks Stripe for its own session and shows it complete without the webhook', async () => {
    await s.t.post(API.bookCheckout, {});
    const id = newestSession(s.t);
    expect(await status(id)).toMatchObject({ status: 'open', fulfilled: false });
    s.stripe.checkoutSessions.set(id, paidBook(id));
    // At most once per few seconds per session.
    expect(await status(id)).toMatchObject({ status: 'open', fulfilled: false });
    expect(lookups()).toBe(1);
    s.time.advance(5000);
    expect(await status(id)).toMatchObject({ status: 'complete', fulfilled: true });
    expect(lookups()).toBe(2);
    // Fulfilled: nothing more to ask.
    s.time.advance(5000);
    await status(id);
    expect(lookups()).toBe(2);
  });

  it('answers the stored status when Stripe cannot be asked', async () => {
    const down = makeTestApp({
      clock: s.time.clock,
      payments: {
        ...s.stripe.gateway(),
        retrieveCheckoutSession: () => Promise.reject(new Error('timeout')),
      },
    });
    await down.post(API.bookCheckout, {});
    const res = await down.request(API.checkoutSession(newestSession(down)));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'open', fulfilled: false });
    down.close();
  });

  it('answers 404 for an unknown or malformed session id, never a 500', async () => {
    for (const id of ['cs_nope', '%E0%A4%A', 'x'.repeat(600), "' OR 1=1 --"]) {
      const res = await s.t.request(`/api/checkout/sessions/${id}`);
      expect(res.status).toBe(404);
    }
    expect(lookups()).toBe(0);
  });
});

describe('the demo gateway', () => {
  it('has nothing to reconcile: its sessions stay open until its Pay', async () => {
    const demo = makeTestApp({ clock: s.time.clock });
    const res = await demo.post(API.bookCheckout, {});
    const { url } = (await res.json()) as { url: string };
    const id = url.split('/').at(-1)!;
    expect(await status(id, demo)).toMatchObject({ status: 'open', fulfilled: false });
    s.time.advance(20 * MINUTE);
    expect(await run(demo, createDemoGateway(TEST_ORIGIN))).toEqual({
      fulfilled: 0,
      expired: 0,
      refunds: 0,
    });
    expect((await demo.post(API.demoCheckoutPay(id), {})).status).toBe(200);
    expect(await status(id, demo)).toMatchObject({ status: 'complete', fulfilled: true });
    demo.close();
  });
});
