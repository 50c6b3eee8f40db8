/** The checkouts with a Stripe key: what is sent to Stripe (a local fake), and no demo routes. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, type CheckoutSessionResponse } from '@shared/api';
import { makeClock, makeTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/api';
import { register } from '../../helpers/accounts';
import { startFakeStripe, type FakeStripe } from '../../helpers/stripe/fake-stripe';

const traveller = {
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia@example.com',
  phoneNumber: '+15550102030',
  country: 'GB',
  postalCode: 'SW1A 1AA',
};
const SUCCESS = `${TEST_ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`;
/** The cancel link back to `returnTo`, naming the order (its id is the app's own). */
const cancelUrlTo = (returnTo: string) =>
  new RegExp(`^${TEST_ORIGIN}/checkout/cancel\\?return=${returnTo}&order=[\\w-]+$`);

let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());
beforeEach(() => {
  stripe.requests.length = 0;
  t = makeTestApp({ clock: makeClock().clock, payments: stripe.gateway() });
});
afterEach(() => t.close());

/** The params of the last checkout session created. */
const lastSession = () => {
  const found = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
  if (!found) throw new Error('no checkout session was created');
  return Object.fromEntries(found.params);
};

async function checkout(path: string, body: unknown, cookie?: string) {
  const res = await t.post(path, body, { headers: cookie ? { Cookie: cookie } : {} });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as CheckoutSessionResponse;
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
  return lastSession();
}

describe('Stripe Checkout sessions', () => {
  it('membership: a monthly subscription of the three items, with the member and destination', async () => {
    const { user, cookie } = await register(t);
    const p = await checkout(API.membershipCheckout, {}, cookie);
    expect(p).toMatchObject({
      mode: 'subscription',
      success_url: SUCCESS,
      cancel_url: expect.stringMatching(cancelUrlTo('%2Fregister%2Fcheckout')),
      customer_email: 'amelia@example.com',
      'metadata[user_id]': user.id,
      'subscription_data[metadata][user_id]': user.id,
      'line_items[0][price_data][unit_amount]': '10900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Credit tracker',
      'line_items[1][price_data][unit_amount]': '2999',
      'line_items[2][price_data][unit_amount]': '1132',
      'line_items[2][price_data][product_data][name]': 'Sales tax',
      'discounts[0][coupon]': 'club_99_usd_off_forever',
    });
    const orderId = p['metadata[order_id]'];
    expect(p.client_reference_id).toBe(orderId);
    const row = t.db.$client.prepare('SELECT id, checkout_session_id FROM orders').get();
    expect(row).toEqual({ id: orderId, checkout_session_id: expect.stringMatching(/^cs_test_/) });
    // The coupon is made once, with a fixed id, and Stripe's "already exists" is fine.
    stripe.existingCoupons.clear();
    const coupon = stripe.requests.find((r) => r.path === '/v1/coupons')!;
    expect(Object.fromEntries(coupon.params)).toMatchObject({
      amount_off: '99',
      currency: 'usd',
      duration: 'forever',
    });
  });

  it('book: one line at 99.99 naming the list price and code, shipping address collected', async () => {
    const p = await checkout(API.bookCheckout, { amount: 1 });
    expect(p).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '9999',
      'line_items[0][quantity]': '1',
      'shipping_address_collection[allowed_countries][0]': 'US',
      'shipping_address_collection[allowed_countries][1]': 'CA',
      'shipping_address_collection[allowed_countries][2]': 'GB',
      'shipping_address_collection[allowed_countries][3]': 'AU',
      cancel_url: expect.stringMatching(cancelUrlTo('%2Fpreorder%2Fcheckout')),
    });
    expect(p['line_items[0][price_data][product_data][description]']).toMatch(
      /List price \$500\.00, code FRIENDSANDFAMILY applied \(−\$400\.01\)/,
    );
    expect(p.customer_email).toBeUndefined();
    expect(p['line_items[1][price_data][unit_amount]']).toBeUndefined();
  });

  it('vacation in full: 166.14, no card kept', async () => {
    const p = await checkout(API.vacationCheckout, {
      paymentOption: 'full',
      customerInfo: traveller,
    });
    expect(p).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '16614',
      customer_email: 'amelia@example.com',
    });
    expect(p['payment_intent_data[setup_future_usage]']).toBeUndefined();
  });

  it('vacation in installments: 19.00 now on a new Customer, card kept for off-session charges', async () => {
    const p = await checkout(API.vacationCheckout, {
      paymentOption: 'installment',
      customerInfo: traveller,
    });
    expect(p).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '1900',
      'payment_intent_data[setup_future_usage]': 'off_session',
      customer_creation: 'always',
      'metadata[payment_option]': 'installment',
      cancel_url: expect.stringMatching(cancelUrlTo('%2Fconfirm')),
    });
    expect(p['line_items[0][price_data][product_data][description]']).toContain(
      '4 installments of $36.79 charged to this card on Oct 7, 14, 21 and 28, 2025',
    );
  });

  it('product: the seeded price and quantity', async () => {
    const p = await checkout(API.productCheckout, { productId: 4, size: 'XL', quantity: 2 });
    expect(p).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '18500',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][product_data][name]': 'Monogram Cashmere-Blend Hoodie, size XL',
      'metadata[product_id]': '4',
      // The goods are sent: Stripe asks where.
      'shipping_address_collection[allowed_countries][0]': 'US',
    });
  });

  it('answers 502 with the spec message when Stripe fails, and records no order', async () => {
    const broken = makeTestApp({
      payments: {
        ...stripe.gateway(),
        createCheckoutSession: () => Promise.reject(new Error('down')),
      },
    });
    const res = await broken.post(API.bookCheckout, {});
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      error: 'Failed to start checkout. Please try again.',
    });
    expect(broken.count('orders')).toBe(0);
    broken.close();
  });

  it('has no demo checkout', async () => {
    await checkout(API.bookCheckout, {});
    const { checkout_session_id: id } = t.db.$client
      .prepare('SELECT checkout_session_id FROM orders')
      .get() as { checkout_session_id: string };
    expect((await t.request(API.demoCheckout(id))).status).toBe(404);
    expect((await t.post(API.demoCheckoutPay(id), {})).status).toBe(404);
    expect((await t.request(API.checkoutSession(id))).status).toBe(200);
    expect(t.count('stripe_events')).toBe(0);
  });
});
