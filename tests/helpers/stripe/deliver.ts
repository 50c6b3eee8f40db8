/**
 * For the payment tests on the local Stripe fake: a fresh app per test, signed events delivered
 * to its webhook with Stripe's `created` stamps, and readers of what the member and orders show.
 */
import { API, type CheckoutSessionResponse } from '@shared/api';
import { makeClock, makeTestApp, type TestApp, type TestClock, withCookie } from '../api';
import { eachTestOnStripe, type FakeStripe } from './fake-stripe';
import { eventPayload, postSignedEvent } from './signed-events';

let eventCount = 0;

export function webhook(t: TestApp, time: TestClock) {
  const nowSeconds = () => Math.floor(time.now().getTime() / 1000);
  /** `created` defaults to now; pass an earlier one to deliver an event late. */
  return async (type: string, object: Record<string, unknown>, created = nowSeconds()) => {
    const payload = eventPayload(`evt_sub_${++eventCount}`, type, object, { created });
    const res = await postSignedEvent(t, payload, nowSeconds());
    if (res.status !== 200) throw new Error(`webhook ${type}: ${res.status} ${await res.text()}`);
  };
}

export type Deliver = ReturnType<typeof webhook>;

export interface StripeSuite {
  stripe: FakeStripe;
  t: TestApp;
  time: TestClock;
  deliver: Deliver;
}

/**
 * One fake Stripe for the file and, before each test, a fresh app on it with a movable clock. The
 * suite is one object filled anew before each test: a test file keeps it in a `const` and reads
 * `s.t`, `s.deliver`.
 */
export function stripeSuite(): StripeSuite {
  const suite = {} as StripeSuite;
  eachTestOnStripe((stripe) => {
    const time = makeClock();
    const t = makeTestApp({ clock: time.clock, payments: stripe.gateway() });
    Object.assign(suite, { stripe, t, time, deliver: webhook(t, time) });
    return t;
  });
  return suite;
}

export const subscription = (
  id: string,
  status: string,
  metadata: Record<string, string> = {},
) => ({ id, object: 'subscription', status, customer: 'cus_123', metadata });

/** An invoice of the current API versions: the subscription is under parent. */
export const invoice = (subscriptionId: string, metadata: Record<string, string> = {}) => ({
  id: `in_${subscriptionId}`,
  object: 'invoice',
  customer: 'cus_123',
  parent: {
    type: 'subscription_details',
    quote_details: null,
    subscription_details: { subscription: subscriptionId, metadata },
  },
});

export const completedSession = (
  sessionId: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  id: sessionId,
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  customer: 'cus_123',
  subscription: 'sub_123',
  payment_intent: null,
  customer_details: { email: 'amelia@example.com' },
  ...extra,
});

/** POST the membership checkout; answers status and body. */
export async function membershipCheckout(t: TestApp, cookie: string) {
  const res = await t.post(API.membershipCheckout, {}, withCookie(cookie));
  return { status: res.status, body: (await res.json()) as CheckoutSessionResponse };
}

/** The checkout session id of the newest order. */
export const newestSession = (t: TestApp) =>
  (
    t.db.$client
      .prepare('SELECT checkout_session_id AS id FROM orders ORDER BY rowid DESC')
      .get() as { id: string }
  ).id;

export const orderRow = (t: TestApp, sessionId: string) =>
  t.db.$client
    .prepare(
      'SELECT status, refund_reason, refund_id, refunded_at, paid_at, subscription_id, attention_reason FROM orders WHERE checkout_session_id = ?',
    )
    .get(sessionId) as {
    status: string;
    refund_reason: string | null;
    refund_id: string | null;
    attention_reason: string | null;
    refunded_at: string | null;
    paid_at: string | null;
    subscription_id: string | null;
  };
