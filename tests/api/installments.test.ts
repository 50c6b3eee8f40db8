/**
 * Vacation installments: when they fall due, and the timer's run that charges the due ones
 * off-session through the gateway (a local fake of Stripe), once each.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fulfilCheckout } from '@api/payments/fulfilment';
import { chargeDueInstallments } from '@api/payments/installments';
import { formatDueDates, installmentDueDates } from '@api/payments/installment-schedule';
import { API, type CheckoutSessionResponse } from '@shared/api';
import { makeClock, makeTestApp, type TestApp, type TestClock } from '../helpers/api';
import { vacationBody } from './checkout-bodies';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

describe('installmentDueDates', () => {
  it('keeps spec 9’s dates when paid before the first one', () => {
    expect(installmentDueDates(new Date('2025-09-20T12:00:00Z'))).toEqual([
      '2025-10-07',
      '2025-10-14',
      '2025-10-21',
      '2025-10-28',
    ]);
    expect(installmentDueDates(new Date('2025-10-06T23:59:59Z'))[0]).toBe('2025-10-07');
  });

  it('moves a schedule that has begun forward by whole weeks, on the same weekday', () => {
    expect(installmentDueDates(new Date('2025-10-07T09:00:00Z'))).toEqual([
      '2025-10-14',
      '2025-10-21',
      '2025-10-28',
      '2025-11-04',
    ]);
    expect(installmentDueDates(new Date('2025-10-10T09:00:00Z'))[0]).toBe('2025-10-14');
    const later = installmentDueDates(new Date('2026-03-01T09:00:00Z'));
    expect(later[0]).toBe('2026-03-03');
    expect(later.map((d) => new Date(d).getUTCDay())).toEqual([2, 2, 2, 2]);
  });

  it('writes the dates as spec 9 does', () => {
    expect(formatDueDates(['2025-10-07', '2025-10-14', '2025-10-21', '2025-10-28'])).toBe(
      'Oct 7, 14, 21 and 28, 2025',
    );
    expect(formatDueDates(['2025-10-21', '2025-10-28', '2025-11-04', '2025-11-11'])).toBe(
      'Oct 21, 28, Nov 4 and 11, 2025',
    );
  });
});

describe('chargeDueInstallments', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let time: TestClock;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());
  beforeEach(() => {
    stripe.requests.length = 0;
    time = makeClock();
    t = makeTestApp({ clock: time.clock, payments: stripe.gateway() });
  });
  afterEach(() => t.close());

  const run = () =>
    chargeDueInstallments({
      db: t.db,
      payments: stripe.gateway(),
      clock: time.clock,
      log: (message) => void t.logs.push({ message, error: undefined }),
    });
  const charges = () =>
    t.db.$client
      .prepare(
        'SELECT due_on, status, attempts, payment_intent_id AS pi FROM scheduled_charges ORDER BY due_on',
      )
      .all() as { due_on: string; status: string; attempts: number; pi: string | null }[];
  const offSessionCharges = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

  /** An installment vacation, paid through the webhook's fulfilment path. */
  async function paidInstallmentOrder() {
    const res = await t.post(API.vacationCheckout, vacationBody('installment'));
    expect(((await res.json()) as CheckoutSessionResponse).url).toBeDefined();
    const session = (
      t.db.$client.prepare('SELECT checkout_session_id AS id FROM orders').get() as { id: string }
    ).id;
    t.db.transaction((tx) =>
      fulfilCheckout(
        tx,
        { sessionId: session, customerId: 'cus_1', paymentIntentId: 'pi_deposit' },
        time.now(),
        () => undefined,
      ),
    );
  }

  it('charges each installment once, when due, with the card saved at checkout', async () => {
    await paidInstallmentOrder();
    expect(await run()).toEqual({ charged: 0, failed: 0 });

    time.advance(Date.parse('2025-10-07T14:00:00Z') - time.now().getTime());
    // Two overlapping runs (a slow gateway): each installment is still charged once.
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.charged + b.charged).toBe(1);
    expect(await run()).toEqual({ charged: 0, failed: 0 });

    time.advance(30 * 24 * 60 * 60 * 1000);
    expect(await run()).toEqual({ charged: 3, failed: 0 });
    expect(charges().map((c) => [c.status, c.attempts])).toEqual([
      ['paid', 1],
      ['paid', 1],
      ['paid', 1],
      ['paid', 1],
    ]);
    expect(charges().every((c) => /^pi_off_\d+$/.test(c.pi ?? ''))).toBe(true);

    const sent = offSessionCharges();
    expect(sent).toHaveLength(4);
    expect(Object.fromEntries(sent[0]!.params)).toMatchObject({
      amount: '3679',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      'metadata[installment_due_on]': '2025-10-07',
    });
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(4);
    expect(stripe.requests.some((r) => r.path === '/v1/payment_intents/pi_deposit')).toBe(true);
  });

  it('retries a declined card a day later, then gives up after 3 attempts', async () => {
    await paidInstallmentOrder();
    time.advance(Date.parse('2025-10-07T14:00:00Z') - time.now().getTime());
    stripe.declines.push(true, true, true);
    expect(await run()).toEqual({ charged: 0, failed: 1 });
    expect(charges()[0]).toMatchObject({ status: 'scheduled', attempts: 1 });
    expect(await run()).toEqual({ charged: 0, failed: 0 });
    time.advance(24 * 60 * 60 * 1000);
    expect(await run()).toEqual({ charged: 0, failed: 1 });
    time.advance(24 * 60 * 60 * 1000);
    expect(await run()).toEqual({ charged: 0, failed: 1 });
    expect(charges()[0]).toMatchObject({ status: 'failed', attempts: 3 });
    const keys = offSessionCharges().map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
    expect(t.logs.some((l) => /declined.*no more attempts/.test(l.message))).toBe(true);
  });
});
