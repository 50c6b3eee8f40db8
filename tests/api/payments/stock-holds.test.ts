/**
 * Stock that never oversells (issue 39): a shop checkout holds its units for the life of its
 * session, on the demo gateway and on the local Stripe fake; the hold is sold when paid and given
 * back when the session expires, is cancelled or is abandoned. The race runs on a SQLite file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '@api/catalog';
import type { PaymentsGateway } from '@api/payments';
import { fulfilCheckout } from '@api/payments/checkout/fulfilment';
import { createDemoGateway } from '@api/payments/gateway/demo-gateway';
import { API, type CheckoutSessionResponse } from '@shared/api';
import {
  makeClock,
  makeTestApp,
  TEST_MAIL,
  TEST_ORIGIN,
  type TestApp,
  type TestClock,
  withCookie,
} from '../../helpers/api';
import { register } from '../../helpers/accounts';
import { completedSession, webhook } from '../../helpers/stripe/deliver';
import { startFakeStripe, type FakeStripe } from '../../helpers/stripe/fake-stripe';

const HOODIE = 4;
const FOLIO = 7;
const SOLD_OUT_XL = 'Sold out in size XL. Please choose another size.';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The app on a SQLite file, as the server runs it; limits off so 50 buyers can register. */
const fileApp = (time: TestClock, payments?: PaymentsGateway) =>
  makeTestApp({
    dbPath: join(dir, 'club.db'),
    clock: time.clock,
    env: { RATE_LIMITS: 'off' },
    ...(payments ? { payments } : {}),
  });

const stockOf = (t: TestApp, productId: number, size: string) =>
  (
    t.db.$client
      .prepare('SELECT stock FROM product_stock WHERE product_id = ? AND size = ?')
      .get(productId, size) as { stock: number }
  ).stock;

const setStock = (t: TestApp, productId: number, size: string, stock: number) =>
  t.db.$client
    .prepare('UPDATE product_stock SET stock = ? WHERE product_id = ? AND size = ?')
    .run(stock, productId, size);

const holds = (t: TestApp) =>
  t.db.$client.prepare('SELECT status, quantity FROM stock_holds ORDER BY rowid').all() as {
    status: string;
    quantity: number;
  }[];

async function buy(t: TestApp, body: Record<string, unknown>, cookie?: string) {
  const res = await t.post(API.productCheckout, body, withCookie(cookie));
  return { status: res.status, body: (await res.json()) as CheckoutSessionResponse };
}

const sessionOf = (url: string) => url.split('/').at(-1)!;

/** `n` members, registered one after another (each with a session cookie). */
async function members(t: TestApp, n: number) {
  const cookies: string[] = [];
  for (let i = 0; i < n; i++) {
    cookies.push((await register(t, { email: `buyer${i}@example.com` })).cookie);
  }
  return cookies;
}

/** 50 members ask for the last 2 units at once; answers the 2 sessions that opened. */
async function race(t: TestApp) {
  setStock(t, HOODIE, 'XL', 2);
  const cookies = await members(t, 50);
  const answers = await Promise.all(
    cookies.map((cookie) => buy(t, { productId: HOODIE, size: 'XL', quantity: 1 }, cookie)),
  );
  const opened = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status !== 200);
  expect(opened).toHaveLength(2);
  expect(refused).toHaveLength(48);
  for (const r of refused) {
    expect(r).toEqual({ status: 409, body: { message: SOLD_OUT_XL, error: SOLD_OUT_XL } });
  }
  expect(stockOf(t, HOODIE, 'XL')).toBe(0);
  expect(holds(t)).toEqual([
    { status: 'held', quantity: 1 },
    { status: 'held', quantity: 1 },
  ]);
  // Only the two who got a unit have a checkout, so no one else can be charged.
  expect(t.count('orders')).toBe(2);
  return opened.map((a) => sessionOf(a.body.url!));
}

describe('50 buyers, the last 2 units, the demo checkout', () => {
  it('opens exactly 2 checkouts, tells 48 "Sold out", and sells 2 units when both pay', async () => {
    const time = makeClock();
    const t = fileApp(time);
    try {
      const sessions = await race(t);
      for (const id of sessions) {
        expect((await t.post(API.demoCheckoutPay(id), {})).status).toBe(200);
      }
      const orders = t.db.$client.prepare('SELECT status, refund_reason FROM orders').all();
      expect(orders).toEqual([
        { status: 'paid', refund_reason: null },
        { status: 'paid', refund_reason: null },
      ]);
      expect(holds(t).map((h) => h.status)).toEqual(['sold', 'sold']);
      expect(stockOf(t, HOODIE, 'XL')).toBe(0);
      // Sold is sold: the sweep, long after, gives nothing back.
      time.advance(24 * 60 * 60_000);
      expect(sweepExpiredHolds(t.db, time.now())).toBe(0);
      expect(stockOf(t, HOODIE, 'XL')).toBe(0);
    } finally {
      t.close();
    }
  }, 60_000);
});

describe('50 buyers, the last 2 units, Stripe', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());

  it('asks Stripe for 2 sessions only; both paid by webhook, stock 0', async () => {
    const time = makeClock();
    const t = fileApp(time, stripe.gateway());
    try {
      const sessions = await race(t);
      const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
      expect(created).toHaveLength(2);
      const deliver = webhook(t, time);
      for (const id of sessions) {
        await deliver(
          'checkout.session.completed',
          completedSession(id, { subscription: null, payment_intent: `pi_${id}` }),
        );
      }
      const paid = t.db.$client.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = 'paid'");
      expect(paid.get()).toEqual({ n: 2 });
      expect(holds(t).map((h) => h.status)).toEqual(['sold', 'sold']);
      expect(stockOf(t, HOODIE, 'XL')).toBe(0);
    } finally {
      t.close();
    }
  }, 60_000);
});

describe('holds on Stripe', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());

  it('gives the units back on checkout.session.expired, once, and the order is expired', async () => {
    const time = makeClock();
    const t = makeTestApp({ clock: time.clock, payments: stripe.gateway() });
    try {
      const { body } = await buy(t, { productId: FOLIO, quantity: 2 });
      expect(stockOf(t, FOLIO, 'One size')).toBe(1);
      const id = body.url!.split('/').at(-1)!;
      const deliver = webhook(t, time);
      const expired = { id, object: 'checkout.session', status: 'expired' };
      await deliver('checkout.session.expired', expired);
      // A second delivery under a new event id (or the reconciliation's look) gives nothing more.
      await deliver('checkout.session.expired', expired);
      expect(stockOf(t, FOLIO, 'One size')).toBe(3);
      expect(holds(t)).toEqual([{ status: 'released', quantity: 2 }]);
      expect(t.db.$client.prepare('SELECT status FROM orders').get()).toEqual({
        status: 'expired',
      });
    } finally {
      t.close();
    }
  });
});

describe('holds on the demo checkout', () => {
  let time: TestClock;
  let t: TestApp;
  beforeEach(() => {
    time = makeClock();
    t = makeTestApp({ clock: time.clock });
  });
  afterEach(() => t.close());

  const folio = (quantity = 1) => buy(t, { productId: FOLIO, quantity });

  it('tells how many are left when fewer than asked for, and holds nothing', async () => {
    setStock(t, HOODIE, 'XL', 1);
    const answer = await buy(t, { productId: HOODIE, size: 'XL', quantity: 2 });
    expect(answer).toEqual({
      status: 409,
      body: { message: 'Only 1 left in size XL.', error: 'Only 1 left in size XL.' },
    });
    expect(stockOf(t, HOODIE, 'XL')).toBe(1);
    expect(t.count('stock_holds')).toBe(0);
  });

  it('says "Sold out" of goods without sizes in their own words', async () => {
    setStock(t, FOLIO, 'One size', 0);
    expect((await folio()).body.error).toBe('Sold out. The last one has just found its owner.');
  });

  it("gives the units back when the buyer cancels, once; a paid order's Cancel changes nothing", async () => {
    const { body } = await folio(2);
    expect(stockOf(t, FOLIO, 'One size')).toBe(1);
    const id = sessionOf(body.url!);
    const cancel = await t.post(API.demoCheckoutCancel(id), {});
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toEqual({
      redirectUrl: expect.stringMatching(
        /^http:\/\/localhost\/checkout\/cancel\?return=%2Fshop%2Fproduct%2F7&order=[\w-]+$/,
      ),
    });
    expect(stockOf(t, FOLIO, 'One size')).toBe(3);
    await t.post(API.demoCheckoutCancel(id), {});
    expect(stockOf(t, FOLIO, 'One size')).toBe(3);
    expect(holds(t)).toEqual([{ status: 'released', quantity: 2 }]);

    const paid = sessionOf((await folio(1)).body.url!);
    await t.post(API.demoCheckoutPay(paid), {});
    await t.post(API.demoCheckoutCancel(paid), {});
    expect(stockOf(t, FOLIO, 'One size')).toBe(2);
    expect(holds(t).at(-1)).toEqual({ status: 'sold', quantity: 1 });
  });

  it('puts an abandoned checkout back on sale after its time: the sweep, or the next buyer', async () => {
    setStock(t, FOLIO, 'One size', 1);
    await folio();
    expect((await folio()).status).toBe(409);
    // The session lives 31 minutes; its hold 5 more, for a provider's late word.
    time.advance(35 * 60_000);
    expect((await folio()).status).toBe(409);
    time.advance(2 * 60_000);
    expect((await folio()).status).toBe(200);
    expect(holds(t).map((h) => h.status)).toEqual(['released', 'held']);
    time.advance(37 * 60_000);
    expect(sweepExpiredHolds(t.db, time.now())).toBe(1);
    expect(stockOf(t, FOLIO, 'One size')).toBe(1);
  });

  it('refuses to take payment for a shop checkout past its time, and gives its units back', async () => {
    const id = sessionOf((await folio(2)).body.url!);
    time.advance(32 * 60_000);
    const late = await t.post(API.demoCheckoutPay(id), {});
    expect(late.status).toBe(410);
    expect((await late.json()).error).toBe('This checkout has expired. Nothing has been charged.');
    expect(stockOf(t, FOLIO, 'One size')).toBe(3);
    const order = t.db.$client.prepare('SELECT status FROM orders').get();
    expect(order).toEqual({ status: 'expired' });
  });

  it('gives the units back when the payment provider refuses to open the checkout', async () => {
    const down = (): Promise<never> => Promise.reject(new Error('provider down'));
    const failing = makeTestApp({
      clock: time.clock,
      payments: { ...createDemoGateway(TEST_ORIGIN), createCheckoutSession: down },
    });
    try {
      const res = await failing.post(API.productCheckout, { productId: FOLIO, quantity: 2 });
      expect(res.status).toBe(502);
      expect(stockOf(failing, FOLIO, 'One size')).toBe(3);
      expect(holds(failing)).toEqual([{ status: 'released', quantity: 2 }]);
      expect(failing.count('orders')).toBe(0);
    } finally {
      failing.close();
    }
  });

  it('refunds a payment that comes after its units went back on sale and were sold', async () => {
    setStock(t, FOLIO, 'One size', 1);
    const { cookie } = await register(t);
    const late = sessionOf((await buy(t, { productId: FOLIO, quantity: 1 }, cookie)).body.url!);
    // Released behind the provider's back (an hour's outage of its webhook), then sold to another.
    time.advance(37 * 60_000);
    sweepExpiredHolds(t.db, time.now());
    await t.post(API.demoCheckoutPay(sessionOf((await folio()).body.url!)), {});
    t.db.transaction((tx) =>
      fulfilCheckout(tx, { sessionId: late }, time.now(), () => {}, TEST_MAIL),
    );
    const row = t.db.$client
      .prepare('SELECT status, refund_reason FROM orders WHERE checkout_session_id = ?')
      .get(late);
    expect(row).toEqual({ status: 'refunded', refund_reason: 'sold_out' });
    expect(stockOf(t, FOLIO, 'One size')).toBe(0);
    // The buyer's success page is told why: the unit sold while the payment was on its way.
    const page = await (await t.request(API.checkoutSession(late))).json();
    expect(page).toMatchObject({ order: { status: 'refunded' }, refundReason: 'sold_out' });
  });
});

describe('prices at checkout', () => {
  it('tells a buyer whose page shows an older price before any payment page opens', async () => {
    const t = makeTestApp({ clock: makeClock().clock });
    try {
      t.db.$client.prepare("UPDATE products SET price = '1159.00' WHERE id = ?").run(FOLIO);
      const stale = await buy(t, { productId: FOLIO, quantity: 1, shownPrice: '145.00' });
      const message =
        'The price has changed to $1,159.00 since this page opened. Press Buy Now again to continue at the new price.';
      expect(stale).toEqual({
        status: 409,
        body: { message, error: message, code: 'price_changed', price: '1159.00' },
      });
      expect(t.count('orders')).toBe(0);
      expect(t.count('stock_holds')).toBe(0);
      // The page, now showing the new price (the same amount however written), buys at it.
      const fresh = await buy(t, { productId: FOLIO, quantity: 1, shownPrice: '1159' });
      expect(fresh.status).toBe(200);
      const page = await t.request(API.demoCheckout(sessionOf(fresh.body.url!)));
      expect(((await page.json()) as { order: { amountCents: number } }).order.amountCents).toBe(
        115900,
      );
    } finally {
      t.close();
    }
  });

  it('answers 400 to a shown price that is not text, holding nothing', async () => {
    const t = makeTestApp({ clock: makeClock().clock });
    try {
      const bad = await buy(t, { productId: FOLIO, quantity: 1, shownPrice: 145 });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ issues: { shownPrice: 'Unknown price' } });
      expect(t.count('stock_holds')).toBe(0);
    } finally {
      t.close();
    }
  });

  it("charges the product's price of now, not the one a page was opened with", async () => {
    const t = makeTestApp({ clock: makeClock().clock });
    try {
      t.db.$client.prepare("UPDATE products SET price = '159.00' WHERE id = ?").run(FOLIO);
      const { body } = await buy(t, { productId: FOLIO, quantity: 2, price: '145.00' });
      const page = await t.request(API.demoCheckout(sessionOf(body.url!)));
      const { order } = (await page.json()) as { order: { amountCents: number } };
      expect(order.amountCents).toBe(2 * 15900);
    } finally {
      t.close();
    }
  });
});
