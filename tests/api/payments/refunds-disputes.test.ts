/**
 * charge.refunded and charge.dispute.created/closed: the order is marked refunded or disputed, its
 * installments not yet charged are canceled and the timer charges nothing more, My orders says so,
 * refunded units no longer count against the shop's limit, and a redelivered event changes nothing.
 */
import { expect, it } from 'vitest';
import { API, type OrderSummary } from '@shared/api';
import { register } from '../../helpers/accounts';
import { vacationBody } from '../../helpers/checkout-bodies';
import type { FakeStripe } from '../../helpers/stripe/fake-stripe';
import {
  eachTestOnFakeStripe,
  linkToken,
  ran,
  type InstallmentApp,
} from '../../helpers/installment-fixtures';

let stripe: FakeStripe;
let a: InstallmentApp;
eachTestOnFakeStripe((fake, app) => {
  stripe = fake;
  a = app;
});

const charge = (paymentIntent: string, refunded: number, amount = 1900) => ({
  id: `ch_${paymentIntent}`,
  object: 'charge',
  payment_intent: paymentIntent,
  amount,
  amount_refunded: refunded,
  refunded: refunded === amount,
  refunds: { object: 'list', data: [{ id: `re_${paymentIntent}_${refunded}`, object: 'refund' }] },
});
const dispute = (paymentIntent: string, status: string) => ({
  id: `dp_${paymentIntent}`,
  object: 'dispute',
  charge: `ch_${paymentIntent}`,
  payment_intent: paymentIntent,
  amount: 1900,
  reason: 'fraudulent',
  status,
});
const statuses = () => a.charges().map((c) => c.status);
const offSessionCreates = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

/** Every installment's time comes and goes: what the timer charges. */
async function runEveryDueDate() {
  a.time.advance(Date.parse('2025-11-30T00:00:00Z') - a.time.now().getTime());
  return a.run();
}

it('a full refund of the deposit: refunded, installments canceled, never charged', async () => {
  await a.paidInstallmentOrder();
  const res = await a.deliver('charge.refunded', charge('pi_deposit', 1900), 'evt_refund');
  expect(res.status).toBe(200);
  expect(a.order()).toMatchObject({
    status: 'refunded',
    refunded_at: '2025-09-20T12:00:00.000Z',
    refund_id: 're_pi_deposit_1900',
    refund_reason: 'stripe',
  });
  expect(statuses()).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
  expect(await runEveryDueDate()).toEqual(ran({}));
  expect(offSessionCreates()).toHaveLength(0);

  // Redelivered days later: the same record, not a second refund time.
  const again = await a.deliver('charge.refunded', charge('pi_deposit', 1900), 'evt_refund');
  expect(await again.json()).toEqual({ received: true, duplicate: true });
  expect(a.order().refunded_at).toBe('2025-09-20T12:00:00.000Z');
});

it('a partial refund, or one installment refunded, is recorded; the plan goes on', async () => {
  await a.paidInstallmentOrder();
  await a.deliver('charge.refunded', charge('pi_deposit', 500));
  expect(a.order()).toMatchObject({
    status: 'paid',
    refund_id: 're_pi_deposit_500',
    refunded_at: null,
  });
  a.toFirstDueDate();
  expect(await a.run()).toEqual(ran({ charged: 1 }));
  await a.deliver('charge.refunded', charge('pi_off_1', 3679, 3679));
  expect(a.order()).toMatchObject({ status: 'paid', refund_id: 're_pi_off_1_3679' });
  expect(a.t.logs.some((l) => /refunded on an installment/.test(l.message))).toBe(true);
  expect(await runEveryDueDate()).toEqual(ran({ charged: 3 }));
});

it('a dispute stops the plan; won, the order is paid again; the canceled stay canceled', async () => {
  await a.paidInstallmentOrder();
  a.toFirstDueDate();
  expect(await a.run()).toEqual(ran({ charged: 1 }));
  await a.deliver('charge.dispute.created', dispute('pi_deposit', 'needs_response'), 'evt_dp');
  expect(a.order().status).toBe('disputed');
  expect(statuses()).toEqual(['paid', 'canceled', 'canceled', 'canceled']);
  expect(await runEveryDueDate()).toEqual(ran({}));
  expect(offSessionCreates()).toHaveLength(1);

  await a.deliver('charge.dispute.closed', dispute('pi_deposit', 'won'));
  expect(a.order().status).toBe('paid');
  // A late redelivery of the opening changes nothing.
  await a.deliver('charge.dispute.created', dispute('pi_deposit', 'needs_response'), 'evt_dp');
  expect(a.order().status).toBe('paid');
  expect(statuses()).toEqual(['paid', 'canceled', 'canceled', 'canceled']);
  expect(await a.run()).toEqual(ran({}));
});

it('a dispute of an installment, lost: the order ends refunded', async () => {
  await a.paidInstallmentOrder();
  a.toFirstDueDate();
  await a.run();
  await a.deliver('charge.dispute.created', dispute('pi_off_1', 'needs_response'));
  expect(a.order().status).toBe('disputed');
  await a.deliver('charge.dispute.closed', dispute('pi_off_1', 'lost'));
  expect(a.order()).toMatchObject({
    status: 'refunded',
    refund_reason: 'dispute_lost',
    refunded_at: '2025-10-07T14:00:00.000Z',
  });
  expect(statuses()).toEqual(['paid', 'canceled', 'canceled', 'canceled']);
});

it('a link waiting for the buyer says the payment is no longer due', async () => {
  await a.paidInstallmentOrder();
  a.toFirstDueDate();
  stripe.script.push('authentication_required');
  await a.run();
  const token = linkToken(a.mailer.sent[0]?.text);
  expect(a.order().attention_reason).toBe('authentication_required');
  await a.deliver('charge.refunded', charge('pi_deposit', 1900));
  expect(statuses()[0]).toBe('canceled');
  expect(a.order().attention_reason).toBeNull();
  const res = await a.t.post(API.installmentConfirm, { token });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: 'payment_not_due' });
});

it('a charge in flight when the refund comes is never made afterwards', async () => {
  await a.paidInstallmentOrder();
  a.toFirstDueDate();
  stripe.script.push('lost');
  expect(await a.run(stripe.gateway(undefined, 300))).toEqual(ran({ unsettled: 1 }));
  await a.deliver('charge.refunded', charge('pi_deposit', 1900));
  expect(statuses()).toEqual(['processing', 'canceled', 'canceled', 'canceled']);
  a.time.advance(20 * 60 * 1000);
  expect(await a.run()).toEqual(ran({ canceled: 1 }));
  expect(statuses()[0]).toBe('canceled');
  expect(offSessionCreates()).toHaveLength(1);
  expect(stripe.intents.size).toBe(0);
});

it('My orders shows a refunded and a disputed order as such', async () => {
  const { cookie } = await register(a.t);
  const headers = { Cookie: cookie };
  for (const pi of ['pi_a', 'pi_b']) {
    await a.t.post(API.vacationCheckout, vacationBody('full'), { headers });
    const session = (
      a.t.db.$client
        .prepare('SELECT checkout_session_id AS id FROM orders ORDER BY rowid DESC')
        .get() as { id: string }
    ).id;
    await a.deliver('checkout.session.completed', {
      id: session,
      object: 'checkout.session',
      payment_status: 'paid',
      customer: 'cus_1',
      payment_intent: pi,
      customer_details: { email: 'amelia@example.com' },
    });
  }
  await a.deliver('charge.refunded', charge('pi_a', 1900));
  await a.deliver('charge.dispute.created', dispute('pi_b', 'needs_response'));
  const mine = (await (await a.t.request(API.orders, { headers })).json()) as OrderSummary[];
  expect(mine.map((o) => o.status).sort()).toEqual(['disputed', 'refunded']);
});

it('refunded units no longer count against the shop’s limit', async () => {
  const { cookie } = await register(a.t);
  const headers = { Cookie: cookie };
  const buy = () =>
    a.t.post(API.productCheckout, { productId: 4, size: 'M', quantity: 2 }, { headers });
  expect((await buy()).status).toBe(200);
  const session = (
    a.t.db.$client.prepare('SELECT checkout_session_id AS id FROM orders').get() as { id: string }
  ).id;
  await a.deliver('checkout.session.completed', {
    id: session,
    object: 'checkout.session',
    payment_status: 'paid',
    customer: 'cus_1',
    payment_intent: 'pi_shop',
    customer_details: { email: 'amelia@example.com' },
  });
  expect((await buy()).status).toBe(409);
  // Disputed, the goods are still with the buyer: the units still count.
  await a.deliver('charge.dispute.created', dispute('pi_shop', 'needs_response'));
  expect(a.t.db.$client.prepare('SELECT status FROM orders').get()).toEqual({ status: 'disputed' });
  expect((await buy()).status).toBe(409);
  await a.deliver('charge.refunded', charge('pi_shop', 37000, 37000));
  expect((await buy()).status).toBe(200);
});

it('an event for a payment no order has is acknowledged and logged', async () => {
  for (const [type, object] of [
    ['charge.refunded', charge('pi_unknown', 1900)],
    ['charge.dispute.created', dispute('pi_unknown', 'needs_response')],
    ['charge.dispute.closed', dispute('pi_unknown', 'lost')],
    ['charge.refunded', { ...charge('pi_unknown', 1900), payment_intent: null }],
  ] as const) {
    expect((await a.deliver(type, object)).status).toBe(200);
  }
  expect(a.t.logs.filter((l) => /no order was paid with/.test(l.message))).toHaveLength(4);
});
