/**
 * The checkouts with no Stripe key: prices from the server, the demo checkout page and its Pay,
 * which fulfils through the same code as Stripe's webhook, and the member's orders.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API,
  type CheckoutSessionResponse,
  type CheckoutSessionStatus,
  type CurrentUser,
  type DemoCheckoutSession,
  type OrderSummary,
} from '@shared/api';
import {
  makeClock,
  makeTestApp,
  TEST_ORIGIN,
  type TestApp,
  withCookie,
  json,
} from '../../helpers/api';
import { confirmEmail, register } from '../../helpers/accounts';

const traveller = {
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'Amelia@Example.com',
  phoneNumber: '+15550102030',
  country: 'US',
  postalCode: '60601',
};

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ clock: makeClock().clock });
});
afterEach(() => t.close());

const sessionIdOf = (url: string) => url.split('/').at(-1)!;

async function openCheckout(path: string, body: unknown, cookie?: string) {
  const res = await t.post(path, body, withCookie(cookie));
  expect(res.status).toBe(200);
  const { url } = await json<CheckoutSessionResponse>(res);
  expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/checkout/demo/demo_[\\w-]{24}$`));
  return sessionIdOf(url!);
}
const demo = async (id: string) => json<DemoCheckoutSession>(await t.request(API.demoCheckout(id)));
const pay = (id: string, cookie?: string) =>
  t.post(API.demoCheckoutPay(id), {}, withCookie(cookie));
const status = async (id: string) =>
  json<CheckoutSessionStatus>(await t.request(API.checkoutSession(id)));

describe('POST /api/create-checkout-session (membership)', () => {
  it('answers 401 with the error the page reads when signed out', async () => {
    const res = await t.post(API.membershipCheckout, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'Authentication required',
      message: 'Please log in to continue with checkout.',
    });
    expect(t.count('orders')).toBe(0);
  });

  it('runs the whole demo path: checkout, demo page, Pay, fulfilled, membership active, orders', async () => {
    const { cookie } = await register(t);
    const id = await openCheckout(API.membershipCheckout, '', cookie);

    const page = await demo(id);
    expect(page.mode).toBe('subscription');
    expect(page.successUrl).toBe(`${TEST_ORIGIN}/checkout/success?session_id=${id}`);
    expect(page.cancelUrl).toBe(
      `${TEST_ORIGIN}/checkout/cancel?return=%2Fregister%2Fcheckout&order=${page.order.id}`,
    );
    expect(page.order).toMatchObject({ kind: 'membership', status: 'pending', amountCents: 14932 });
    expect(page.order.lines.map((l) => [l.name, l.unitAmountCents, l.note])).toEqual([
      ['Credit tracker', 10900, 'per month'],
      ['Identity monitoring', 2999, 'per month'],
      ['Sales tax', 1132, 'per month'],
      // Spec 9's items add up to 150.31 but its total is 149.32: the total shown is charged.
      ['Member promotional credit', -99, 'per month'],
    ]);
    expect(await status(id)).toMatchObject({ status: 'open', fulfilled: false });

    const paid = await pay(id, cookie);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ redirectUrl: page.successUrl });
    const again = await pay(id, cookie);
    expect(again.status).toBe(200);

    const after = await t.request(API.checkoutSession(id));
    expect(after.headers.get('Cache-Control')).toBe('private, no-store');
    const done = await json<CheckoutSessionStatus>(after);
    expect(done).toMatchObject({
      id,
      status: 'complete',
      fulfilled: true,
      returnPath: '/register/checkout',
    });
    expect(JSON.stringify(done)).not.toMatch(/demo_(cus|sub|pi)_|amelia@/);

    const me = await json<CurrentUser>(await t.request(API.authUser, withCookie(cookie)));
    expect(me.membershipStatus).toBe('active');
    const row = t.db.$client
      .prepare('SELECT stripe_customer_id, stripe_subscription_id FROM users')
      .get() as Record<string, string>;
    expect(row.stripe_customer_id).toMatch(/^demo_cus_/);
    expect(row.stripe_subscription_id).toMatch(/^demo_sub_/);

    const orders = await json<OrderSummary[]>(await t.request(API.orders, withCookie(cookie)));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ kind: 'membership', status: 'paid', amountCents: 14932 });
    expect(orders[0]!.paidAt).toBe('2025-09-20T12:00:00.000Z');

    // Already a member: nothing to pay, back to the dashboard.
    const second = await t.post(API.membershipCheckout, {}, withCookie(cookie));
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({
      error: 'Your membership is already active.',
      redirectUrl: '/dashboard',
    });
    expect(t.count('orders')).toBe(1);
  });
});

describe('POST /api/create-book-checkout-session', () => {
  it('charges 99.99 with FRIENDSANDFAMILY shown, whatever amount the client sends', async () => {
    const empty = await t.app.request(API.bookCheckout, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    });
    expect(empty.status).toBe(200);
    const id = await openCheckout(API.bookCheckout, { amount: 1, amountCents: 1, price: '0.01' });
    for (const sessionId of [sessionIdOf((await json<CheckoutSessionResponse>(empty)).url!), id]) {
      const { order } = await demo(sessionId);
      expect(order.amountCents).toBe(9999);
      expect(order.lines.map((l) => [l.name, l.unitAmountCents])).toEqual([
        ['Hardcover with luxury gift kit', 50000],
        ['Code FRIENDSANDFAMILY', -40001],
      ]);
    }
    const { cancelUrl, order } = await demo(id);
    expect(cancelUrl).toBe(
      `${TEST_ORIGIN}/checkout/cancel?return=%2Fpreorder%2Fcheckout&order=${order.id}`,
    );
  });

  it('lets a signed-out buyer pay; the order is theirs once they sign in with the email', async () => {
    const id = await openCheckout(API.bookCheckout, {});
    const { cookie, user } = await register(t);
    confirmEmail(t, user.id); // guest orders show only to a confirmed address
    expect((await pay(id, cookie)).status).toBe(200);
    const orders = await json<OrderSummary[]>(await t.request(API.orders, withCookie(cookie)));
    expect(orders.map((o) => [o.kind, o.status])).toEqual([['book', 'paid']]);
  });
});

describe('POST /api/create-vacation-checkout-session', () => {
  it('charges 166.14 in full', async () => {
    const id = await openCheckout(API.vacationCheckout, {
      paymentOption: 'full',
      customerInfo: traveller,
      amount: 1,
    });
    const { order, cancelUrl } = await demo(id);
    expect(order.amountCents).toBe(16614);
    expect(cancelUrl).toBe(`${TEST_ORIGIN}/checkout/cancel?return=%2Fconfirm&order=${order.id}`);
  });

  it('charges 19.00 now and schedules 4 × 36.79 on Oct 7, 14, 21 and 28, 2025', async () => {
    const id = await openCheckout(API.vacationCheckout, {
      paymentOption: 'installment',
      customerInfo: traveller,
    });
    const { order } = await demo(id);
    expect(order.amountCents).toBe(1900);
    expect(order.lines).toEqual([
      { name: 'Deposit', quantity: 1, unitAmountCents: 1900, note: 'due today' },
      {
        name: 'Installment',
        quantity: 4,
        unitAmountCents: 3679,
        note: 'on Oct 7, 14, 21 and 28, 2025',
      },
    ]);
    expect(t.count('scheduled_charges')).toBe(0);
    await pay(id);
    await pay(id);
    const charges = t.db.$client
      .prepare('SELECT due_on, amount_cents, status FROM scheduled_charges ORDER BY due_on')
      .all();
    expect(charges).toEqual(
      ['2025-10-07', '2025-10-14', '2025-10-21', '2025-10-28'].map((due_on) => ({
        due_on,
        amount_cents: 3679,
        status: 'scheduled',
      })),
    );
    const row = t.db.$client.prepare('SELECT email, customer_info FROM orders').get() as {
      email: string;
      customer_info: string;
    };
    expect(row.email).toBe('amelia@example.com');
    expect(JSON.parse(row.customer_info)).toMatchObject({ postalCode: '60601', country: 'US' });
  });

  it('refuses a bad body with 400, error and issues', async () => {
    const res = await t.post(API.vacationCheckout, {
      paymentOption: 'later',
      customerInfo: { ...traveller, postalCode: '', email: 'nope' },
    });
    expect(res.status).toBe(400);
    const body = await json<{ error: string; issues: Record<string, string> }>(res);
    expect(body.error).toBe('Invalid request');
    expect(body.issues).toMatchObject({
      paymentOption: 'Please choose how to pay',
      'customerInfo.postalCode': 'Postal code is required',
      'customerInfo.email': 'Invalid email address',
    });
    expect(t.count('orders')).toBe(0);
  });
});

describe('POST /api/create-product-checkout-session', () => {
  // Seeded: 1 guide 297.00, 2 membership, 3 consultation, 4 hoodie (apparel) 185.00.
  it('charges the seeded price × quantity for a size, ignoring a client amount', async () => {
    const id = await openCheckout(API.productCheckout, {
      productId: 4,
      size: 'L',
      quantity: 2,
      price: '1.00',
    });
    const { order, cancelUrl } = await demo(id);
    expect(order).toMatchObject({ kind: 'product', amountCents: 37000 });
    expect(order.lines).toEqual([
      { name: 'Monogram Cashmere-Blend Hoodie, size L', quantity: 2, unitAmountCents: 18500 },
    ]);
    expect(cancelUrl).toBe(
      `${TEST_ORIGIN}/checkout/cancel?return=%2Fshop%2Fproduct%2F4&order=${order.id}`,
    );
    const guide = await openCheckout(API.productCheckout, { productId: 1, quantity: 1 });
    expect((await demo(guide)).order.amountCents).toBe(29700);
  });

  it('answers 404, 400 and redirects as the shop expects', async () => {
    const missing = await t.post(API.productCheckout, { productId: 999, quantity: 1 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Product not found' });

    const noSize = await t.post(API.productCheckout, { productId: 4, quantity: 1 });
    expect(noSize.status).toBe(400);
    expect(await noSize.json()).toMatchObject({ error: 'Please select a size' });

    const three = await t.post(API.productCheckout, { productId: 4, size: 'M', quantity: 3 });
    expect(three.status).toBe(400);
    expect(await three.json()).toMatchObject({
      issues: { quantity: 'Limited to 2 units per customer' },
    });

    const membership = await t.post(API.productCheckout, { productId: 2, quantity: 1 });
    expect(await membership.json()).toEqual({ redirectUrl: '/register' });
    const { cookie } = await register(t);
    const signedIn = await t.post(
      API.productCheckout,
      { productId: 2, quantity: 1 },
      withCookie(cookie),
    );
    expect(await signedIn.json()).toEqual({ redirectUrl: '/register/checkout' });

    const consultation = await t.post(API.productCheckout, { productId: 3, quantity: 1 });
    expect(consultation.status).toBe(400);
    expect((await json<{ error: string }>(consultation)).error).toMatch(/consultation/);
    expect(t.count('orders')).toBe(0);
  });

  it('limits a member to 2 paid units of a product', async () => {
    const { cookie } = await register(t);
    const first = await openCheckout(
      API.productCheckout,
      { productId: 5, size: 'S', quantity: 1 },
      cookie,
    );
    await pay(first, cookie);
    // An unpaid checkout does not count.
    await openCheckout(API.productCheckout, { productId: 5, size: 'S', quantity: 1 }, cookie);
    const over = await t.post(
      API.productCheckout,
      { productId: 5, size: 'M', quantity: 2 },
      withCookie(cookie),
    );
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ error: 'Limited to 2 units per customer' });
    await openCheckout(API.productCheckout, { productId: 6, quantity: 2 }, cookie);
  });

  it('marks for refund a signed-out order that goes past the limit at payment', async () => {
    const { cookie } = await register(t);
    const mine = await openCheckout(API.productCheckout, { productId: 7, quantity: 2 }, cookie);
    const anonymous = await openCheckout(API.productCheckout, { productId: 7, quantity: 1 });
    await pay(mine, cookie);
    await pay(anonymous, cookie); // the demo takes the payer's email from their session
    const rows = t.db.$client
      .prepare('SELECT checkout_session_id AS id, refund_reason FROM orders')
      .all() as { id: string; refund_reason: string | null }[];
    expect(rows.find((r) => r.id === anonymous)?.refund_reason).toBe('unit_limit');
    expect(rows.find((r) => r.id === mine)?.refund_reason).toBeNull();
    expect(t.logs.some((l) => /unit limit/.test(l.message))).toBe(true);
  });
});

describe('checkout sessions, demo and orders', () => {
  it('answers 404 for an unknown session, 401 for orders signed out', async () => {
    expect((await t.request(API.checkoutSession('cs_nope'))).status).toBe(404);
    expect((await t.request(API.demoCheckout('demo_nope'))).status).toBe(404);
    expect((await pay('demo_nope')).status).toBe(404);
    expect((await t.request(API.orders)).status).toBe(401);
  });

  it('refuses a cross-site checkout (CSRF applies)', async () => {
    const res = await t.post(API.bookCheckout, {}, { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });

  it('lists a member’s orders newest first, never another member’s', async () => {
    const { cookie } = await register(t);
    const other = await register(t, { email: 'other@example.com' });
    await openCheckout(API.bookCheckout, {}, cookie);
    await openCheckout(API.productCheckout, { productId: 1, quantity: 1 }, cookie);
    await openCheckout(API.bookCheckout, {}, other.cookie);
    const orders = await json<OrderSummary[]>(await t.request(API.orders, withCookie(cookie)));
    expect(orders.map((o) => o.kind)).toEqual(['product', 'book']);
  });
});
