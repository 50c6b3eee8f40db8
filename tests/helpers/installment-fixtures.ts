/**
 * An app with a paid installment vacation, the timer that charges it, the mail it sends and
 * signed webhook deliveries (with a chosen event id, so a redelivery can be sent), for the tests
 * of installments, their confirmation by the buyer, and refunds and disputes.
 */
import { expect } from 'vitest';
import { loadEnv } from '@api/env';
import { fulfilCheckout } from '@api/payments/checkout/fulfilment';
import {
  chargeDueInstallments,
  type InstallmentRun,
} from '@api/payments/installments/installment-charges';
import { API, type CheckoutSessionResponse } from '@shared/api';
import { fakeMailer } from './accounts';
import { makeClock, makeTestApp, TEST_ORIGIN, type TestClock, TEST_MAIL } from './api';
import { vacationBody } from './checkout-bodies';
import { eachTestOnStripe, type FakeStripe } from './stripe/fake-stripe';
import { type PaymentsGateway, installmentNotifierFor } from '@api/payments';
import { eventPayload, postSignedEvent } from './stripe/signed-events';

let events = 0;

export interface ChargeRow {
  id: number;
  due_on: string;
  status: string;
  attempts: number;
  pi: string | null;
  claimed_at: string | null;
  action_token_hash: string | null;
  action_expires_at: string | null;
}

export interface OrderState {
  id: string;
  status: string;
  attention_reason: string | null;
  refund_id: string | null;
  refunded_at: string | null;
  refund_reason: string | null;
}

/** A run's counts, the unnamed ones zero. */
export const ran = (counts: Partial<InstallmentRun>): InstallmentRun => ({
  charged: 0,
  failed: 0,
  actionRequired: 0,
  unsettled: 0,
  canceled: 0,
  ...counts,
});

/** The token in the mailed 'confirm your payment' link. */
export const linkToken = (text: string | undefined) =>
  /\/payment\/confirm\?token=([a-z0-9]+)/.exec(text ?? '')?.[1];

export function installmentApp(payments: PaymentsGateway, time: TestClock = makeClock()) {
  const mailer = fakeMailer();
  const t = makeTestApp({ clock: time.clock, payments, mailer });
  const log = (message: string) => void t.logs.push({ message, error: undefined });
  const env = loadEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN });
  const notify = installmentNotifierFor(env, log, mailer);

  const run = (gateway: PaymentsGateway = payments) =>
    chargeDueInstallments({ db: t.db, payments: gateway, clock: time.clock, log, notify });

  const charges = () =>
    t.db.$client
      .prepare(
        `SELECT id, due_on, status, attempts, payment_intent_id AS pi, claimed_at,
                action_token_hash, action_expires_at
           FROM scheduled_charges ORDER BY due_on`,
      )
      .all() as ChargeRow[];
  const order = () =>
    t.db.$client
      .prepare(
        'SELECT id, status, attention_reason, refund_id, refunded_at, refund_reason FROM orders',
      )
      .get() as OrderState;

  /** An installment vacation, paid: through the demo's Pay, or the webhook's fulfilment. */
  async function paidInstallmentOrder(depositIntent = 'pi_deposit') {
    const res = await t.post(API.vacationCheckout, vacationBody('installment'));
    const { url } = (await res.json()) as CheckoutSessionResponse;
    expect(url).toBeDefined();
    const session = (
      t.db.$client.prepare('SELECT checkout_session_id AS id FROM orders').get() as { id: string }
    ).id;
    if (payments.kind === 'demo') {
      expect((await t.post(API.demoCheckoutPay(session), {})).status).toBe(200);
    } else {
      t.db.transaction((tx) =>
        fulfilCheckout(
          tx,
          { sessionId: session, customerId: 'cus_1', paymentIntentId: depositIntent },
          time.now(),
          () => undefined,
          TEST_MAIL,
        ),
      );
    }
    expect(charges()).toHaveLength(4);
    return order().id;
  }

  /** To the first installment's charge time, Oct 7, 2025 at 14:00 UTC. */
  const toFirstDueDate = () =>
    time.advance(Date.parse('2025-10-07T14:00:00Z') - time.now().getTime());

  /** A signed event; the same `id` again is Stripe redelivering it. */
  function deliver(type: string, object: Record<string, unknown>, id = `evt_pay_${++events}`) {
    const payload = eventPayload(id, type, object);
    return postSignedEvent(t, payload, Math.floor(time.now().getTime() / 1000));
  }

  return {
    t,
    time,
    mailer,
    run,
    charges,
    order,
    paidInstallmentOrder,
    toFirstDueDate,
    deliver,
    close: () => t.close(),
  };
}

export type InstallmentApp = ReturnType<typeof installmentApp>;

/** One fake Stripe for the file, and a fresh app on it for each test, handed to `use`. */
export function eachTestOnFakeStripe(use: (stripe: FakeStripe, app: InstallmentApp) => void) {
  eachTestOnStripe((stripe) => {
    const app = installmentApp(stripe.gateway());
    use(stripe, app);
    return app;
  });
}
