/**
 * The console's orders on the Stripe SDK against the local fake (issue 22): the shipping address
 * Stripe collected, kept at fulfilment from the webhook or the reconciliation's lookup; and
 * 'Refund' through Stripe's refund API with one idempotency key per payment, so a double click,
 * a retry after a failure or a late webhook never refunds twice.
 */
import { TEST_MAIL } from '../../helpers/api';
import { beforeEach, expect, it } from 'vitest';
import { reconcilePayments } from '@api/payments/checkout/reconciliation';
import { API } from '@shared/api';
import { CONCIERGE_API, type ConciergeOrder, type ShippingAddress } from '@shared/concierge-api';
import { auditRows, getAs, postAs } from '../../helpers/console-calls';
import { signedIn, type Person } from '../../helpers/staff';
import { vacationBody } from '../../helpers/checkout-bodies';
import {
  FAKE_SHIPPING_DETAILS,
  subscriptionPaymentIntent,
} from '../../helpers/stripe/fake-after-checkout';
import { completedSession, newestSession, stripeSuite } from '../../helpers/stripe/deliver';
import { rowVersion } from '../../helpers/versions';

const s = stripeSuite();
let concierge: Person;
beforeEach(() => {
  concierge = signedIn(s.t, s.time, 'concierge');
});

const ADDRESS: ShippingAddress = {
  name: 'Amelia Hart',
  line1: '1 Harbour Street',
  line2: 'Apt 4',
  city: 'Sausalito',
  state: 'CA',
  postalCode: '94965',
  country: 'US',
};

const order = (sessionId: string) =>
  s.t.db.$client
    .prepare('SELECT * FROM orders WHERE checkout_session_id = ?')
    .get(sessionId) as Record<string, unknown> & { id: string; updated_at: string };
const addressOf = (sessionId: string) => {
  const raw = order(sessionId).shipping_address;
  return raw === null ? null : (JSON.parse(raw as string) as ShippingAddress);
};
const version = (id: string) => rowVersion(s.t.db, 'orders', id);
const refund = (id: string) =>
  postAs<ConciergeOrder>(
    s.t,
    CONCIERGE_API.orderRefund(id),
    { expectedUpdatedAt: version(id) },
    concierge,
  );
const refundCalls = () => s.stripe.requests.filter((r) => r.path === '/v1/refunds');

/** A shop order paid through Stripe's webhook, with the address Stripe collected. */
async function paidProduct(paymentIntent = 'pi_shop', extra: Record<string, unknown> = {}) {
  expect((await s.t.post(API.productCheckout, { productId: 7, quantity: 1 })).status).toBe(200);
  const session = newestSession(s.t);
  await s.deliver(
    'checkout.session.completed',
    completedSession(session, {
      subscription: null,
      payment_intent: paymentIntent,
      collected_information: { shipping_details: FAKE_SHIPPING_DETAILS },
      ...extra,
    }),
  );
  return session;
}

it('keeps the address Stripe collected for a shop order, and asked Stripe for one', async () => {
  const session = await paidProduct();
  const create = s.stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
  expect(create?.params.get('shipping_address_collection[allowed_countries][0]')).toBe('US');
  expect(order(session).status).toBe('paid');
  expect(addressOf(session)).toEqual(ADDRESS);
  const { body } = await getAs<ConciergeOrder>(
    s.t,
    CONCIERGE_API.order(order(session).id),
    concierge,
  );
  expect(body.shippingAddress).toEqual(ADDRESS);
});

it('reads an older API version’s shipping_details, for the book', async () => {
  expect((await s.t.post(API.bookCheckout, {})).status).toBe(200);
  const session = newestSession(s.t);
  await s.deliver(
    'checkout.session.completed',
    completedSession(session, {
      subscription: null,
      payment_intent: 'pi_book',
      shipping_details: {
        ...FAKE_SHIPPING_DETAILS,
        address: { ...FAKE_SHIPPING_DETAILS.address, line2: null },
      },
    }),
  );
  expect(addressOf(session)).toEqual({ ...ADDRESS, line2: null });
});

it('keeps no address for what is not sent (a vacation)', async () => {
  expect((await s.t.post(API.vacationCheckout, vacationBody('full'))).status).toBe(200);
  const session = newestSession(s.t);
  await s.deliver(
    'checkout.session.completed',
    completedSession(session, {
      subscription: null,
      payment_intent: 'pi_trip',
      collected_information: { shipping_details: FAKE_SHIPPING_DETAILS },
    }),
  );
  expect(order(session).status).toBe('paid');
  expect(addressOf(session)).toBeNull();
});

it('keeps the address when the reconciliation fulfils a checkout whose webhook never came', async () => {
  expect((await s.t.post(API.productCheckout, { productId: 7, quantity: 1 })).status).toBe(200);
  const session = newestSession(s.t);
  s.stripe.checkoutSessions.set(
    session,
    completedSession(session, { subscription: null, payment_intent: 'pi_late' }),
  );
  s.time.advance(16 * 60_000);
  const run = await reconcilePayments({
    db: s.t.db,
    payments: s.stripe.gateway(),
    clock: s.time.clock,
    log: () => {},
    mail: TEST_MAIL,
  });
  expect(run.fulfilled).toBe(1);
  expect(addressOf(session)).toEqual(ADDRESS);
});

it('refunds through Stripe under the order’s one key; a late charge.refunded changes nothing', async () => {
  const session = await paidProduct();
  const { id } = order(session);
  s.time.advance(60_000);
  const { status, body } = await refund(id);
  expect(status).toBe(200);
  expect(body).toMatchObject({ status: 'refunded', refundReason: 'concierge' });
  expect(s.stripe.refunds).toEqual([
    {
      id: 're_test_1',
      payment_intent: 'pi_shop',
      charge: null,
      idempotencyKey: `refund_${id}`,
      metadata: { order_id: id, reason: 'concierge' },
    },
  ]);
  expect(order(session)).toMatchObject({ refund_id: 're_test_1', status: 'refunded' });

  await s.deliver('charge.refunded', {
    id: 'ch_shop',
    object: 'charge',
    payment_intent: 'pi_shop',
    amount: 18500,
    amount_refunded: 18500,
    refunded: true,
    refunds: { object: 'list', data: [{ id: 're_test_1', object: 'refund' }] },
  });
  expect(order(session)).toMatchObject({
    status: 'refunded',
    refund_id: 're_test_1',
    refund_reason: 'concierge',
    refunded_at: '2025-09-20T12:01:00.000Z',
  });
});

it('two clicks at once: one refund, the other told it is under way', async () => {
  const { id } = order(await paidProduct());
  const answers = await Promise.all([refund(id), refund(id)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const refused = answers.find((a) => a.status === 409);
  expect(refused?.body).toMatchObject({ message: 'A refund of this order is already under way.' });
  expect(s.stripe.refunds).toHaveLength(1);
  expect(auditRows(s.t)).toHaveLength(1);
});

it('Stripe fails: 502, the order as it was; the retry refunds once, under the same key', async () => {
  const session = await paidProduct();
  const before = order(session);
  s.stripe.failures.refunds = 1;
  const failed = await refund(before.id);
  expect(failed.status).toBe(502);
  expect(failed.body).toMatchObject({ message: expect.stringMatching(/order is unchanged/) });
  expect(order(session)).toEqual(before);
  expect(auditRows(s.t)).toEqual([]);
  expect(s.t.logs.some((l) => /failed; the order is left as it was/.test(l.message))).toBe(true);

  expect((await refund(before.id)).status).toBe(200);
  expect(s.stripe.refunds).toHaveLength(1);
  expect(new Set(refundCalls().map((r) => r.idempotencyKey))).toEqual(
    new Set([`refund_${before.id}`]),
  );
});

it('refunds the paid installments with the deposit, each under its own key', async () => {
  expect((await s.t.post(API.vacationCheckout, vacationBody('installment'))).status).toBe(200);
  const session = newestSession(s.t);
  await s.deliver(
    'checkout.session.completed',
    completedSession(session, { subscription: null, payment_intent: 'pi_deposit' }),
  );
  const { id } = order(session);
  const first = (
    s.t.db.$client.prepare('SELECT id FROM scheduled_charges ORDER BY due_on').get() as {
      id: number;
    }
  ).id;
  s.t.db.$client
    .prepare(
      "UPDATE scheduled_charges SET status = 'paid', payment_intent_id = 'pi_off_1' WHERE id = ?",
    )
    .run(first);
  s.stripe.failures.refunds = 1;
  expect((await refund(id)).status).toBe(502);
  expect((await refund(id)).status).toBe(200);
  expect(s.stripe.refunds.map((r) => [r.payment_intent, r.idempotencyKey])).toEqual([
    ['pi_off_1', `refund_installment_${first}`],
    ['pi_deposit', `refund_${id}`],
  ]);
  const statuses = s.t.db.$client
    .prepare('SELECT status FROM scheduled_charges ORDER BY due_on')
    .all()
    .map((r) => (r as { status: string }).status);
  expect(statuses).toEqual(['paid', 'canceled', 'canceled', 'canceled']);
  expect(order(session).refund_id).toBe('re_test_2');
});

it('a membership: the subscription is canceled, then its payment refunded', async () => {
  const member = signedIn(s.t, s.time, 'member', 'amelia@example.com');
  const res = await s.t.post(API.membershipCheckout, {}, { headers: { Cookie: member.cookie } });
  expect(res.status).toBe(200);
  const session = newestSession(s.t);
  await s.deliver('checkout.session.completed', completedSession(session));
  const { id } = order(session);
  expect((await refund(id)).status).toBe(200);
  const cancel = s.stripe.requests.find((r) => r.method === 'DELETE');
  expect(cancel).toMatchObject({
    path: '/v1/subscriptions/sub_123',
    idempotencyKey: `cancel_${id}`,
  });
  expect(s.stripe.refunds[0]).toMatchObject({
    payment_intent: subscriptionPaymentIntent('sub_123'),
  });
  const user = s.t.db.$client
    .prepare('SELECT membership_status AS s FROM users WHERE id = ?')
    .get(member.id) as { s: string };
  expect(user.s).toBe('canceled');
});
