/**
 * The cancel link (issue 39): a buyer who leaves the payment page by its cancel link lands on
 * /checkout/cancel?order=…, which asks POST /api/checkout/cancel to close the session at Stripe
 * now; the units it held are for sale again at once, not half an hour later. A payment that beat
 * the cancel is kept; an unknown order is a 404; a Stripe outage is a 502 that changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { API, type CheckoutSessionResponse } from '@shared/api';
import { CHECKOUT_CANCEL_FAILED_MESSAGE } from '@api/payments/checkout/session-routes';
import { makeTestApp } from '../../helpers/api';
import { completedSession, stripeSuite } from '../../helpers/stripe/deliver';

const FOLIO = 7;
const s = stripeSuite();

const stock = () =>
  (
    s.t.db.$client
      .prepare("SELECT stock FROM product_stock WHERE product_id = ? AND size = 'One size'")
      .get(FOLIO) as { stock: number }
  ).stock;
const order = () =>
  s.t.db.$client.prepare('SELECT id, status, checkout_session_id AS session FROM orders').get() as {
    id: string;
    status: string;
    session: string;
  };

/** Opens a checkout for two folios; answers its cancel link's order. */
async function openFolios() {
  const res = await s.t.post(API.productCheckout, { productId: FOLIO, quantity: 2 });
  expect(((await res.json()) as CheckoutSessionResponse).url).toMatch(/^https:\/\/checkout/);
  const cancelUrl = s.stripe.requests.at(-1)!.params.get('cancel_url')!;
  const orderId = new URL(cancelUrl).searchParams.get('order');
  expect(orderId).toBe(order().id);
  return orderId!;
}

const cancel = async (body: unknown) => {
  const res = await s.t.post(API.checkoutCancel, body);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('POST /api/checkout/cancel', () => {
  it('closes the session at Stripe and puts the held units back on sale at once', async () => {
    const before = stock();
    const orderId = await openFolios();
    expect(stock()).toBe(before - 2);

    expect(await cancel({ orderId })).toEqual({ status: 200, body: { status: 'canceled' } });
    expect(s.stripe.expiredSessions).toEqual([order().session]);
    expect(order().status).toBe('canceled');
    expect(stock()).toBe(before);

    // The link opened twice (a reload): nothing more is asked or given back.
    expect(await cancel({ orderId })).toEqual({ status: 200, body: { status: 'canceled' } });
    expect(s.stripe.expiredSessions).toHaveLength(1);
    expect(stock()).toBe(before);

    // Stripe's own expiry event comes later: the units are not given back twice.
    await s.deliver('checkout.session.expired', {
      id: order().session,
      object: 'checkout.session',
      status: 'expired',
    });
    expect(stock()).toBe(before);
  });

  it('keeps a payment that beat the cancel: the order is paid, its units sold', async () => {
    const before = stock();
    const orderId = await openFolios();
    s.stripe.checkoutSessions.set(order().session, completedSession(order().session));

    expect(await cancel({ orderId })).toEqual({ status: 200, body: { status: 'paid' } });
    expect(order().status).toBe('paid');
    expect(stock()).toBe(before - 2);
  });

  it('answers 404 to an unknown order and 400 to a body without one, touching nothing', async () => {
    await openFolios();
    expect(await cancel({ orderId: 'no-such-order' })).toMatchObject({ status: 404 });
    for (const body of [{}, { orderId: '' }, { orderId: 7 }, { orderId: 'x'.repeat(65) }]) {
      expect(await cancel(body)).toMatchObject({
        status: 400,
        body: { issues: { orderId: 'Unknown checkout' } },
      });
    }
    expect(order().status).toBe('pending');
    expect(s.stripe.expiredSessions).toEqual([]);
  });

  it('answers 502 when Stripe cannot be reached; the session then ends at its own time', async () => {
    const broken = makeTestApp({
      clock: s.time.clock,
      payments: {
        ...s.stripe.gateway(),
        expireCheckoutSession: () => Promise.reject(new Error('Stripe is down')),
      },
    });
    try {
      expect(
        (await broken.post(API.productCheckout, { productId: FOLIO, quantity: 1 })).status,
      ).toBe(200);
      const { id } = broken.db.$client.prepare('SELECT id FROM orders').get() as { id: string };
      const answer = await broken.post(API.checkoutCancel, { orderId: id });
      expect(answer.status).toBe(502);
      expect(await answer.json()).toMatchObject({ error: CHECKOUT_CANCEL_FAILED_MESSAGE });
      const left = broken.db.$client.prepare('SELECT status FROM orders').get();
      expect(left).toEqual({ status: 'pending' });
      expect(JSON.stringify(broken.logs)).toContain('Could not close the checkout');
    } finally {
      broken.close();
    }
  });
});
