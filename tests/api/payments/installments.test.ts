/**
 * Vacation installments: when they fall due, and the timer's run that charges the due ones
 * off-session through the gateway (a local fake of Stripe), once each: whatever is lost on the
 * way (a timeout, a 500, a crash) is found again, never charged twice.
 */
import { describe, expect, it } from 'vitest';
import {
  formatDueDates,
  installmentDueDates,
} from '@api/payments/installments/installment-schedule';
import { createDemoGateway } from '@api/payments/gateway/demo-gateway';
import { TEST_ORIGIN } from '../../helpers/api';
import type { FakeStripe } from '../../helpers/stripe/fake-stripe';
import {
  eachTestOnFakeStripe,
  installmentApp,
  ran,
  type InstallmentApp,
} from '../../helpers/installment-fixtures';
import type { PaymentsGateway } from '@api/payments';
import { DAY, MINUTE } from '../../helpers/durations';

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
  let a: InstallmentApp;
  eachTestOnFakeStripe((fake, app) => {
    stripe = fake;
    a = app;
  });

  const creates = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  const confirms = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/confirm'));

  it('charges each installment once, when due, with the card saved at checkout', async () => {
    await a.paidInstallmentOrder();
    expect(await a.run()).toEqual(ran({}));

    a.toFirstDueDate();
    // Two overlapping runs (a slow gateway): each installment is still charged once.
    const [first, second] = await Promise.all([a.run(), a.run()]);
    expect(first.charged + second.charged).toBe(1);
    expect(await a.run()).toEqual(ran({}));

    a.time.advance(30 * DAY);
    expect(await a.run()).toEqual(ran({ charged: 3 }));
    expect(a.charges().map((c) => [c.status, c.attempts])).toEqual([
      ['paid', 1],
      ['paid', 1],
      ['paid', 1],
      ['paid', 1],
    ]);
    expect(a.charges().every((c) => /^pi_off_\d+$/.test(c.pi ?? ''))).toBe(true);

    const sent = creates();
    expect(sent).toHaveLength(4);
    const [row] = a.charges();
    expect(Object.fromEntries(sent[0]!.params)).toMatchObject({
      amount: '3679',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      'metadata[installment_id]': String(row!.id),
      'metadata[installment_due_on]': '2025-10-07',
    });
    // One key per installment, for its whole life: never an attempt number in it.
    expect(sent.map((r) => r.idempotencyKey)).toEqual(
      a.charges().map((c) => `installment_${c.id}`),
    );
    expect(stripe.requests.some((r) => r.path === '/v1/payment_intents/pi_deposit')).toBe(true);
  });

  it('a timeout: the row stays processing, and the next run replays the same key (one PaymentIntent)', async () => {
    const slow = stripe.gateway(undefined, 300);
    await a.paidInstallmentOrder();
    a.toFirstDueDate();
    stripe.script.push('timeout');
    expect(await a.run(slow)).toEqual(ran({ unsettled: 1 }));
    expect(a.charges()[0]).toMatchObject({ status: 'processing', attempts: 1, pi: null });
    expect(a.t.logs.some((l) => /no answer from the payment provider/.test(l.message))).toBe(true);

    // Not yet stale: nobody asks about a claim that may still be answered.
    a.time.advance(10 * MINUTE);
    expect(await a.run(slow)).toEqual(ran({}));
    // Stale, and Stripe's search has not caught up: the same key replays the PaymentIntent.
    stripe.search.lagging = true;
    a.time.advance(6 * MINUTE);
    expect(await a.run(slow)).toEqual(ran({ charged: 1 }));
    expect(a.charges()[0]).toMatchObject({ status: 'paid', attempts: 1, pi: 'pi_off_1' });
    expect(stripe.intents.size).toBe(1);
    expect(creates().map((r) => r.idempotencyKey)).toEqual([
      `installment_${a.charges()[0]!.id}`,
      `installment_${a.charges()[0]!.id}`,
    ]);
  });

  it('a 500 after the charge went through: found by its metadata, never made again', async () => {
    await a.paidInstallmentOrder();
    a.toFirstDueDate();
    stripe.script.push('server_error');
    expect(await a.run()).toEqual(ran({ unsettled: 1 }));
    expect(a.charges()[0]).toMatchObject({ status: 'processing', attempts: 1 });

    a.time.advance(16 * MINUTE);
    expect(await a.run()).toEqual(ran({ charged: 1 }));
    expect(a.charges()[0]).toMatchObject({ status: 'paid', attempts: 1, pi: 'pi_off_1' });
    expect(stripe.intents.size).toBe(1);
    expect(creates()).toHaveLength(1);
    expect(stripe.requests.some((r) => r.path === '/v1/payment_intents/search')).toBe(true);
  });

  it('a request that never reached Stripe, or a crash before it: made later under the same key', async () => {
    await a.paidInstallmentOrder();
    a.toFirstDueDate();
    stripe.script.push('lost');
    expect(await a.run(stripe.gateway(undefined, 300))).toEqual(ran({ unsettled: 1 }));
    expect(stripe.intents.size).toBe(0);
    // A crash leaves the same: a claim with no answer (and, from before claimed_at, no time).
    a.t.db.$client.prepare('UPDATE scheduled_charges SET claimed_at = NULL').run();
    expect(await a.run()).toEqual(ran({ charged: 1 }));
    expect(stripe.intents.size).toBe(1);
    expect(new Set(creates().map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('a processing PaymentIntent is not a failure: it settles once Stripe says so', async () => {
    await a.paidInstallmentOrder();
    a.toFirstDueDate();
    stripe.script.push('processing');
    expect(await a.run()).toEqual(ran({ unsettled: 1 }));
    expect(a.charges()[0]).toMatchObject({ status: 'processing', attempts: 1, pi: 'pi_off_1' });

    a.time.advance(16 * MINUTE);
    expect(await a.run()).toEqual(ran({ unsettled: 1 }));
    stripe.intents.get('pi_off_1')!.status = 'succeeded';
    a.time.advance(16 * MINUTE);
    expect(await a.run()).toEqual(ran({ charged: 1 }));
    expect(a.charges()[0]).toMatchObject({ status: 'paid', attempts: 1 });
    expect(stripe.intents.size).toBe(1);
  });

  it('a decline is an attempt, retried tomorrow on the same PaymentIntent; the last one tells the buyer', async () => {
    await a.paidInstallmentOrder();
    a.toFirstDueDate();
    stripe.script.push('decline', 'decline', 'decline');
    expect(await a.run()).toEqual(ran({ failed: 1 }));
    expect(a.charges()[0]).toMatchObject({ status: 'scheduled', attempts: 1, pi: 'pi_off_1' });
    expect(a.order().attention_reason).toBeNull();
    expect(await a.run()).toEqual(ran({}));
    a.time.advance(DAY);
    expect(await a.run()).toEqual(ran({ failed: 1 }));
    expect(a.mailer.sent).toHaveLength(0);
    a.time.advance(DAY);
    expect(await a.run()).toEqual(ran({ failed: 1 }));
    expect(a.charges()[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(stripe.intents.size).toBe(1);
    expect(creates()).toHaveLength(1);
    expect(confirms().map((r) => r.path)).toEqual([
      '/v1/payment_intents/pi_off_1/confirm',
      '/v1/payment_intents/pi_off_1/confirm',
    ]);

    expect(a.order().attention_reason).toBe('installment_failed');
    expect(a.mailer.sent).toHaveLength(1);
    expect(a.mailer.sent[0]).toMatchObject({
      to: 'amelia@example.com',
      subject: 'We could not charge your Aurelian Private Club installment',
    });
    expect(a.mailer.sent[0]!.text).toContain('$36.79');
    expect(a.mailer.sent[0]!.text).toContain('Oct 7, 2025');
    // Given up: later runs leave it to the concierge.
    a.time.advance(DAY);
    expect(await a.run()).toEqual(ran({}));
  });

  it('a thrown error that is not a card error is never counted as a decline', async () => {
    await a.paidInstallmentOrder();
    a.toFirstDueDate();
    const gateway = stripe.gateway();
    const broken: PaymentsGateway = {
      ...gateway,
      chargeOffSession: () => Promise.reject(new Error('socket hang up')),
      findOffSessionCharge: () => Promise.reject(new Error('rate limited')),
    };
    for (let run = 0; run < 4; run++) {
      expect(await a.run(broken)).toEqual(ran({ unsettled: 1 }));
      a.time.advance(DAY);
    }
    expect(a.charges()[0]).toMatchObject({ status: 'processing', attempts: 1 });
    expect(a.mailer.sent).toHaveLength(0);
    expect(await a.run()).toEqual(ran({ charged: 1 }));
  });
});

describe('chargeDueInstallments with the demo gateway', () => {
  it('charges at once through the demo, and a lost answer is made again', async () => {
    const demo = createDemoGateway(TEST_ORIGIN);
    const a = installmentApp(demo);
    try {
      await a.paidInstallmentOrder();
      a.toFirstDueDate();
      expect(await a.run()).toEqual(ran({ charged: 1 }));
      expect(a.charges()[0]!.pi).toMatch(/^demo_pi_/);
      a.time.advance(7 * 24 * 60 * 60 * 1000);
      const crashing: PaymentsGateway = {
        ...demo,
        chargeOffSession: () => Promise.reject(new Error('killed')),
      };
      expect(await a.run(crashing)).toEqual(ran({ unsettled: 1 }));
      a.time.advance(16 * 60 * 1000);
      expect(await a.run()).toEqual(ran({ charged: 1 }));
      expect(a.charges().map((c) => c.status)).toEqual(['paid', 'paid', 'scheduled', 'scheduled']);
    } finally {
      a.close();
    }
  });
});
