/**
 * POST /api/membership/billing-portal: a member whose payment failed is sent to Stripe's customer
 * portal to update their card; the demo says it keeps no card; bad requests get a clear 4xx.
 */
import { describe, expect, it } from 'vitest';
import { API, type BillingPortalResponse } from '@shared/api';
import {
  BILLING_PORTAL_FAILED_MESSAGE,
  DEMO_BILLING_MESSAGE,
  NO_BILLING_MESSAGE,
} from '@api/payments/checkout/billing-portal-routes';
import { makeTestApp, TEST_ORIGIN, type TestApp, withCookie } from '../../helpers/api';
import { register, currentUser } from '../../helpers/accounts';
import {
  completedSession,
  invoice,
  membershipCheckout,
  newestSession,
  stripeSuite,
} from '../../helpers/stripe/deliver';

const s = stripeSuite();

const portal = (app: TestApp, cookie?: string, headers: Record<string, string> = {}) =>
  app.post(API.billingPortal, {}, { headers: { ...withCookie(cookie).headers, ...headers } });

/** A member whose membership payment has just failed. */
async function pastDueMember() {
  const { cookie } = await register(s.t);
  await membershipCheckout(s.t, cookie);
  await s.deliver('checkout.session.completed', completedSession(newestSession(s.t)));
  await s.deliver('invoice.payment_failed', invoice('sub_123'));
  expect((await currentUser(s.t, cookie)).membershipStatus).toBe('past_due');
  return cookie;
}

describe('with Stripe', () => {
  it('answers the customer portal’s address, returning to the dashboard', async () => {
    const cookie = await pastDueMember();
    const res = await portal(s.t, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await res.json()) as BillingPortalResponse).toEqual({
      url: 'https://billing.stripe.com/p/session/bps_test_1',
    });
    expect(s.stripe.portalSessions).toEqual([
      { customer: 'cus_123', return_url: `${TEST_ORIGIN}/dashboard` },
    ]);
  });

  it('answers 409 to a member with no membership payment yet', async () => {
    const { cookie } = await register(s.t);
    const res = await portal(s.t, cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: NO_BILLING_MESSAGE,
      message: NO_BILLING_MESSAGE,
    });
    expect(s.stripe.portalSessions).toHaveLength(0);
  });

  it('answers 502 with a message when Stripe refuses', async () => {
    const broken = makeTestApp({
      clock: s.time.clock,
      payments: {
        ...s.stripe.gateway(),
        createBillingPortalSession: () => Promise.reject(new Error('no portal configuration')),
      },
    });
    const { cookie } = await register(broken);
    broken.db.$client.prepare("UPDATE users SET stripe_customer_id = 'cus_123'").run();
    const res = await portal(broken, cookie);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: BILLING_PORTAL_FAILED_MESSAGE });
    broken.close();
  });
});

describe('bad requests', () => {
  it('signed out: 401; cross-site: 403; wrong method: 4xx; any body is ignored', async () => {
    expect((await portal(s.t)).status).toBe(401);
    const cookie = await pastDueMember();
    const crossSite = await portal(s.t, cookie, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const get = await s.t.request(API.billingPortal, withCookie(cookie));
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(get.status).toBeLessThan(500);
    const garbage = await s.t.post(
      API.billingPortal,
      '{"customerId": "cus_other"',
      withCookie(cookie),
    );
    expect(garbage.status).toBeLessThan(500);
    const other = await s.t.post(
      API.billingPortal,
      { customerId: 'cus_other' },
      withCookie(cookie),
    );
    expect(other.status).toBe(200);
    expect(s.stripe.portalSessions.every((s) => s.customer === 'cus_123')).toBe(true);
  });
});

describe('the demo', () => {
  it('keeps no card: a clear message instead of a portal', async () => {
    const demo = makeTestApp({ clock: s.time.clock });
    const { cookie } = await register(demo);
    const { body } = await membershipCheckout(demo, cookie);
    const id = body.url!.split('/').at(-1)!;
    await demo.post(API.demoCheckoutPay(id), {}, withCookie(cookie));
    const res = await portal(demo, cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: DEMO_BILLING_MESSAGE });
    demo.close();
  });
});
