/**
 * POST /api/stripe/webhook: signatures checked on the raw body (valid, tampered, stale, missing),
 * each event handled once, each checkout fulfilled once, and subscription changes applied.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_HEADER, type CheckoutSessionStatus } from '@shared/api';
import { makeClock, makeTestApp, type TestApp, type TestClock } from '../../helpers/api';
import { register, currentUser } from '../../helpers/accounts';
import { vacationBody } from '../../helpers/checkout-bodies';
import { startFakeStripe, type FakeStripe } from '../../helpers/stripe/fake-stripe';
import { newestSession } from '../../helpers/stripe/deliver';
import { eventPayload, signPayload } from '../../helpers/stripe/signed-events';

let stripe: FakeStripe;
let t: TestApp;
let time: TestClock;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());
beforeEach(() => {
  time = makeClock();
  t = makeTestApp({ clock: time.clock, payments: stripe.gateway() });
});
afterEach(() => t.close());

const nowSeconds = () => Math.floor(time.now().getTime() / 1000);
let eventCount = 0;

const event = (type: string, object: Record<string, unknown>, id = `evt_${++eventCount}`) =>
  eventPayload(id, type, object);
const sign = (payload: string, timestamp = nowSeconds()) => signPayload(payload, timestamp);
const deliver = (
  payload: string,
  signature = sign(payload),
  headers: Record<string, string> = {},
) =>
  t.app.request(API.stripeWebhook, {
    method: 'POST',
    body: payload,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Stripe-Signature': signature,
      ...headers,
    },
  });

async function memberCheckout() {
  const { cookie } = await register(t);
  const res = await t.post(API.membershipCheckout, {}, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return { cookie, session: latestSession() };
}
const latestSession = () => newestSession(t);
const completed = (sessionId: string, extra: Record<string, unknown> = {}) => ({
  id: sessionId,
  object: 'checkout.session',
  payment_status: 'paid',
  customer: 'cus_123',
  subscription: 'sub_123',
  payment_intent: null,
  customer_details: { email: 'amelia@example.com' },
  ...extra,
});
const me = (cookie: string) => currentUser(t, cookie);
/** The mails queued (the order confirmation is queued once, by the fulfilment). */
const mails = () => t.db.$client.prepare('SELECT kind, to_address AS "to" FROM mail_outbox').all();
const sessionStatus = async (id: string) =>
  (await (await t.request(API.checkoutSession(id))).json()) as CheckoutSessionStatus;

describe('signature', () => {
  it('fulfils a validly signed checkout.session.completed: order paid, membership active', async () => {
    const { cookie, session } = await memberCheckout();
    const res = await deliver(event('checkout.session.completed', completed(session)));
    expect(res.status).toBe(200);
    expect(await sessionStatus(session)).toMatchObject({ status: 'complete', fulfilled: true });
    expect((await me(cookie)).membershipStatus).toBe('active');
    const user = t.db.$client
      .prepare('SELECT stripe_customer_id AS c, stripe_subscription_id AS s FROM users')
      .get();
    expect(user).toEqual({ c: 'cus_123', s: 'sub_123' });
    const order = t.db.$client
      .prepare('SELECT customer_id, subscription_id, paid_at FROM orders')
      .get();
    expect(order).toEqual({
      customer_id: 'cus_123',
      subscription_id: 'sub_123',
      paid_at: '2025-09-20T12:00:00.000Z',
    });
  });

  it('refuses a tampered body, a stale or missing signature, and changes nothing', async () => {
    const { cookie, session } = await memberCheckout();
    const payload = event('checkout.session.completed', completed(session));
    const tampered = await deliver(payload.replace('"paid"', '"paid" '), sign(payload));
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ error: 'Invalid or expired Stripe signature' });
    expect((await deliver(payload, sign(payload, nowSeconds() - 301))).status).toBe(400);
    expect((await deliver(payload, 't=1,v1=deadbeef')).status).toBe(400);
    const unsigned = await t.app.request(API.stripeWebhook, { method: 'POST', body: payload });
    expect(unsigned.status).toBe(400);
    expect(t.count('stripe_events')).toBe(0);
    expect((await me(cookie)).membershipStatus).toBe('none');
    // Within the 300 s tolerance it is still good.
    expect((await deliver(payload, sign(payload, nowSeconds() - 299))).status).toBe(200);
    expect((await me(cookie)).membershipStatus).toBe('active');
  });

  it('is exempt from CSRF and idempotency records (Stripe is a server, checked by signature)', async () => {
    const { session } = await memberCheckout();
    const payload = event('checkout.session.completed', completed(session));
    const res = await deliver(payload, sign(payload), {
      'Sec-Fetch-Site': 'cross-site',
      Origin: 'https://stripe.com',
      [IDEMPOTENCY_HEADER]: 'k1',
    });
    expect(res.status).toBe(200);
    expect(t.count('idempotency_keys')).toBe(0);
  });

  it('answers 404 when no webhook secret is configured', async () => {
    const unsigned = makeTestApp({ payments: stripe.gateway('') });
    const payload = event('checkout.session.completed', completed('cs_x'));
    const res = await unsigned.app.request(API.stripeWebhook, {
      method: 'POST',
      body: payload,
      headers: { 'Stripe-Signature': sign(payload) },
    });
    expect(res.status).toBe(404);
    unsigned.close();
  });
});

describe('exactly once', () => {
  it('a replayed event answers 200 and does nothing', async () => {
    const { cookie, session } = await memberCheckout();
    const payload = event('checkout.session.completed', completed(session));
    expect((await deliver(payload)).status).toBe(200);
    const before = (await me(cookie)).updatedAt;
    time.advance(60_000);
    const replay = await deliver(payload);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(t.count('stripe_events')).toBe(1);
    expect((await me(cookie)).updatedAt).toBe(before);
    expect(mails()).toEqual([{ kind: 'order_confirmation', to: 'amelia@example.com' }]);
  });

  it('two events for one checkout fulfil it once (installments scheduled once)', async () => {
    const res = await t.post(API.vacationCheckout, vacationBody('installment'));
    expect(res.status).toBe(200);
    const session = latestSession();
    const object = completed(session, { subscription: null, payment_intent: 'pi_deposit' });
    expect((await deliver(event('checkout.session.completed', object))).status).toBe(200);
    time.advance(60_000);
    const second = event('checkout.session.async_payment_succeeded', object);
    expect((await deliver(second)).status).toBe(200);
    expect(t.count('stripe_events')).toBe(2);
    expect(t.count('scheduled_charges')).toBe(4);
    expect(mails()).toEqual([{ kind: 'order_confirmation', to: 'amelia@example.com' }]);
    const order = t.db.$client
      .prepare('SELECT status, paid_at, payment_intent_id FROM orders')
      .get();
    expect(order).toEqual({
      status: 'paid',
      paid_at: '2025-09-20T12:00:00.000Z',
      payment_intent_id: 'pi_deposit',
    });
  });

  it('an unpaid completion waits for async_payment_succeeded; async_payment_failed cancels', async () => {
    const { cookie, session } = await memberCheckout();
    await deliver(
      event('checkout.session.completed', completed(session, { payment_status: 'unpaid' })),
    );
    expect(await sessionStatus(session)).toMatchObject({ status: 'open', fulfilled: false });
    await deliver(event('checkout.session.async_payment_succeeded', completed(session)));
    expect((await me(cookie)).membershipStatus).toBe('active');

    await t.post(API.bookCheckout, {});
    const book = latestSession();
    await deliver(event('checkout.session.async_payment_failed', completed(book)));
    expect(await sessionStatus(book)).toMatchObject({
      status: 'expired',
      fulfilled: false,
      order: { status: 'canceled' },
    });
  });
});

describe('subscription events', () => {
  it('past_due and deleted update the member’s membership status', async () => {
    const { cookie, session } = await memberCheckout();
    await deliver(event('checkout.session.completed', completed(session)));
    const sub = (status: string) => ({
      id: 'sub_123',
      object: 'subscription',
      status,
      customer: 'cus_123',
      metadata: {},
    });
    await deliver(event('customer.subscription.updated', sub('past_due')));
    expect((await me(cookie)).membershipStatus).toBe('past_due');
    await deliver(event('customer.subscription.updated', sub('active')));
    expect((await me(cookie)).membershipStatus).toBe('active');
    await deliver(event('customer.subscription.deleted', sub('canceled')));
    expect((await me(cookie)).membershipStatus).toBe('canceled');
  });

  it('finds the member by the metadata when the subscription event comes first', async () => {
    const { user, cookie } = await register(t);
    await deliver(
      event('customer.subscription.updated', {
        id: 'sub_early',
        object: 'subscription',
        status: 'past_due',
        customer: 'cus_early',
        metadata: { user_id: user.id },
      }),
    );
    expect((await me(cookie)).membershipStatus).toBe('past_due');
  });
});
