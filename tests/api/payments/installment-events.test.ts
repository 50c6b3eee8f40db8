/**
 * payment_intent.succeeded and payment_intent.payment_failed settle an installment still waiting
 * for its answer, without the timer's next run; a redelivered event, or one that comes after the
 * timer's own answer, changes nothing.
 */
import { expect, it } from 'vitest';
import type { FakeStripe } from '../../helpers/stripe/fake-stripe';
import {
  eachTestOnFakeStripe,
  linkToken,
  ran,
  type InstallmentApp,
} from '../../helpers/installment-fixtures';
import { MINUTE } from '../../helpers/durations';

let stripe: FakeStripe;
let a: InstallmentApp;
eachTestOnFakeStripe((fake, app) => {
  stripe = fake;
  a = app;
});

const intent = (id: string) => ({ ...stripe.intents.get(id)! });
const failedIntent = (id: string, code: string) => ({
  ...intent(id),
  status: 'requires_payment_method',
  last_payment_error: { type: 'card_error', code, decline_code: code, message: 'Declined' },
});

/** The first installment charged, its answer lost (a timeout) or still 'processing'. */
async function waitingForAnswer(step: 'timeout' | 'processing') {
  await a.paidInstallmentOrder();
  a.toFirstDueDate();
  stripe.script.push(step);
  expect(await a.run(stripe.gateway(undefined, 300))).toEqual(ran({ unsettled: 1 }));
  expect(a.charges()[0]).toMatchObject({ status: 'processing' });
}

it('payment_intent.succeeded settles a row whose answer was lost; the next run asks nothing', async () => {
  await waitingForAnswer('timeout');
  expect(a.charges()[0]!.pi).toBeNull();
  const res = await a.deliver('payment_intent.succeeded', intent('pi_off_1'), 'evt_ok');
  expect(await res.json()).toEqual({ received: true, duplicate: false });
  expect(a.charges()[0]).toMatchObject({ status: 'paid', pi: 'pi_off_1', attempts: 1 });

  const asked = stripe.requests.length;
  a.time.advance(20 * MINUTE);
  expect(await a.run()).toEqual(ran({}));
  expect(stripe.requests.length).toBe(asked);
  expect(
    await (await a.deliver('payment_intent.succeeded', intent('pi_off_1'), 'evt_ok')).json(),
  ).toEqual({ received: true, duplicate: true });
});

it('payment_intent.payment_failed settles a processing payment as a decline, once', async () => {
  await waitingForAnswer('processing');
  const failed = failedIntent('pi_off_1', 'insufficient_funds');
  expect((await a.deliver('payment_intent.payment_failed', failed, 'evt_no')).status).toBe(200);
  expect(a.charges()[0]).toMatchObject({ status: 'scheduled', attempts: 1, pi: 'pi_off_1' });
  // Redelivered, or another event saying the same: nothing more is counted.
  await a.deliver('payment_intent.payment_failed', failed, 'evt_no');
  await a.deliver('payment_intent.payment_failed', failed);
  expect(a.charges()[0]).toMatchObject({ status: 'scheduled', attempts: 1 });
  expect(a.t.count('stripe_events')).toBe(2);
});

it('payment_intent.payment_failed asking for authentication mails the buyer a link', async () => {
  await waitingForAnswer('processing');
  await a.deliver(
    'payment_intent.payment_failed',
    failedIntent('pi_off_1', 'authentication_required'),
  );
  expect(a.charges()[0]).toMatchObject({ status: 'action_required' });
  expect(a.order().attention_reason).toBe('authentication_required');
  expect(linkToken(a.mailer.sent[0]?.text)).toBeDefined();
});

it('a failure the timer already heard changes nothing; a success always wins', async () => {
  await a.paidInstallmentOrder();
  a.toFirstDueDate();
  stripe.script.push('decline');
  expect(await a.run()).toEqual(ran({ failed: 1 }));
  await a.deliver('payment_intent.payment_failed', intent('pi_off_1'));
  expect(a.charges()[0]).toMatchObject({ status: 'scheduled', attempts: 1 });
  // Charged by hand in Stripe's dashboard meanwhile: the row says so, nothing is charged again.
  await a.deliver('payment_intent.succeeded', { ...intent('pi_off_1'), status: 'succeeded' });
  expect(a.charges()[0]).toMatchObject({ status: 'paid', attempts: 1 });
  a.time.advance(24 * 60 * MINUTE);
  expect(await a.run()).toEqual(ran({}));
});

it('ignores PaymentIntents that are not an installment’s, or not this one’s', async () => {
  await waitingForAnswer('processing');
  const checkout = {
    id: 'pi_deposit',
    object: 'payment_intent',
    status: 'succeeded',
    metadata: {},
  };
  expect((await a.deliver('payment_intent.succeeded', checkout)).status).toBe(200);
  const [row] = a.charges();
  const stranger = { ...intent('pi_off_1'), id: 'pi_other', status: 'succeeded' };
  expect((await a.deliver('payment_intent.succeeded', stranger)).status).toBe(200);
  const otherOrder = {
    ...intent('pi_off_1'),
    status: 'succeeded',
    metadata: { installment_id: String(row!.id), order_id: 'someone-else' },
  };
  await a.deliver('payment_intent.succeeded', otherOrder);
  const garbled = { ...intent('pi_off_1'), metadata: { installment_id: '1; DROP TABLE' } };
  await a.deliver('payment_intent.succeeded', garbled);
  expect(a.charges()[0]).toMatchObject({ status: 'processing' });
  expect(a.t.logs.filter((l) => /not its own/.test(l.message))).toHaveLength(2);
});
