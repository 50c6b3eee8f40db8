/**
 * An installment the bank will not take off-session (authentication_required): never retried
 * off-session; the buyer is mailed a link, confirms on-session through Stripe's hosted page (the
 * fake's redirect next_action) or the demo's Confirm, and the return route settles the row. The
 * link works once, expires, and bad input gets a clear 4xx.
 */
import { describe, expect, it } from 'vitest';
import { createDemoGateway } from '@api/payments/gateway/demo-gateway';
import { API } from '@shared/api';
import { PAYMENT_LINK_PROBLEMS } from '@shared/installment-payment';
import { TEST_ORIGIN } from '../../helpers/api';
import type { FakeStripe } from '../../helpers/stripe/fake-stripe';
import { BANK_PAGE } from '../../helpers/stripe/fake-intents';
import {
  eachTestOnFakeStripe,
  installmentApp,
  linkToken,
  ran,
  type InstallmentApp,
} from '../../helpers/installment-fixtures';
import type { PaymentsGateway } from '@api/payments';
import { DAY } from '../../helpers/durations';

const lookUp = (a: InstallmentApp, token: unknown) =>
  a.t.post(API.installmentConfirmation, { token });
const confirm = (a: InstallmentApp, token: unknown) => a.t.post(API.installmentConfirm, { token });
const back = (a: InstallmentApp, query: string) =>
  a.t.request(`${API.installmentReturn}${query}`, { redirect: 'manual' });

async function expectProblem(res: Response, code: keyof typeof PAYMENT_LINK_PROBLEMS) {
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code, message: PAYMENT_LINK_PROBLEMS[code] });
}

describe('with Stripe', () => {
  let stripe: FakeStripe;
  let a: InstallmentApp;
  eachTestOnFakeStripe((fake, app) => {
    stripe = fake;
    a = app;
  });

  const offSession = () =>
    stripe.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path.startsWith('/v1/payment_intents') &&
        r.params.get('off_session') === 'true',
    );

  /** The first installment, refused off-session for want of the card holder: its mailed token. */
  async function askedForAuthentication() {
    await a.paidInstallmentOrder();
    a.toFirstDueDate();
    stripe.script.push('authentication_required');
    expect(await a.run()).toEqual(ran({ actionRequired: 1 }));
    const token = linkToken(a.mailer.sent.at(-1)?.text);
    expect(token).toBeDefined();
    return token!;
  }

  it('mails a link, flags the order, and never retries off-session', async () => {
    const token = await askedForAuthentication();
    const [row] = a.charges();
    expect(row).toMatchObject({ status: 'action_required', attempts: 1, pi: 'pi_off_1' });
    expect(row!.action_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.action_token_hash).not.toContain(token);
    expect(row!.action_expires_at).toBe('2025-10-14T14:00:00.000Z');
    expect(a.order().attention_reason).toBe('authentication_required');

    const mail = a.mailer.sent[0]!;
    expect(mail).toMatchObject({
      to: 'amelia@example.com',
      subject: 'Please confirm your Aurelian Private Club installment',
    });
    expect(mail.text).toContain(`${TEST_ORIGIN}/payment/confirm?token=${token}`);
    expect(mail.text).toContain('$36.79');
    expect(mail.text).toContain('Oct 7, 2025');

    a.time.advance(3 * DAY);
    expect(await a.run()).toEqual(ran({}));
    expect(offSession()).toHaveLength(1);
    expect(a.mailer.sent).toHaveLength(1);
  });

  it('the buyer confirms on-session through the bank’s page; the return settles the row', async () => {
    const token = await askedForAuthentication();
    const summary = await lookUp(a, token);
    expect(summary.status).toBe(200);
    expect(await summary.json()).toEqual({
      description: 'Chicago getaway, 4 days and 3 nights, in installments',
      amountCents: 3679,
      dueOn: '2025-10-07',
      demo: false,
    });

    const res = await confirm(a, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirectUrl: `${BANK_PAGE}pi_off_1` });
    const sent = stripe.requests.find((r) => r.path === '/v1/payment_intents/pi_off_1/confirm');
    expect(Object.fromEntries(sent!.params)).toEqual({
      payment_method: 'pm_card_visa',
      return_url: `${TEST_ORIGIN}${API.installmentReturn}`,
    });
    // Still waiting for the bank: the link shows the same installment.
    expect((await lookUp(a, token)).status).toBe(200);

    stripe.authenticate('pi_off_1');
    const returned = await back(a, '?payment_intent=pi_off_1&redirect_status=succeeded');
    expect(returned.status).toBe(303);
    expect(returned.headers.get('Location')).toBe('/payment/confirm?result=paid');
    expect(a.charges()[0]).toMatchObject({ status: 'paid', pi: 'pi_off_1' });
    expect(a.order().attention_reason).toBeNull();
    expect(stripe.intents.size).toBe(1);

    // Single use: the link now only says it is done; coming back again changes nothing.
    await expectProblem(await lookUp(a, token), 'payment_done');
    await expectProblem(await confirm(a, token), 'payment_done');
    const again = await back(a, '?payment_intent=pi_off_1');
    expect(again.headers.get('Location')).toBe('/payment/confirm?result=paid');
  });

  it('a failed or abandoned bank check leaves the link working', async () => {
    const token = await askedForAuthentication();
    expect((await confirm(a, token)).status).toBe(200);
    stripe.authenticate('pi_off_1', false);
    const returned = await back(a, '?payment_intent=pi_off_1&redirect_status=failed');
    expect(returned.headers.get('Location')).toBe('/payment/confirm?result=not_completed');
    expect(a.charges()[0]).toMatchObject({ status: 'action_required' });

    expect(await (await confirm(a, token)).json()).toEqual({ redirectUrl: `${BANK_PAGE}pi_off_1` });
    stripe.authenticate('pi_off_1');
    await back(a, '?payment_intent=pi_off_1');
    expect(a.charges()[0]).toMatchObject({ status: 'paid' });
  });

  it('a payment_intent.succeeded webhook before the buyer is back settles it as well', async () => {
    const token = await askedForAuthentication();
    await confirm(a, token);
    stripe.authenticate('pi_off_1');
    const intent = stripe.intents.get('pi_off_1')!;
    expect((await a.deliver('payment_intent.succeeded', { ...intent })).status).toBe(200);
    expect(a.charges()[0]).toMatchObject({ status: 'paid' });
    const returned = await back(a, '?payment_intent=pi_off_1');
    expect(returned.headers.get('Location')).toBe('/payment/confirm?result=paid');
  });

  it('a decline on-session is an attempt like any other: tried again tomorrow', async () => {
    const token = await askedForAuthentication();
    stripe.script.push('decline');
    const res = await confirm(a, token);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({
      code: 'card_declined',
      message: expect.stringMatching(/^Your bank declined this payment, so nothing was charged/),
    });
    expect(a.charges()[0]).toMatchObject({ status: 'scheduled', attempts: 1 });
    expect(a.order().attention_reason).toBeNull();
    await expectProblem(await lookUp(a, token), 'link_used');
    a.time.advance(DAY);
    expect(await a.run()).toEqual(ran({ charged: 1 }));
  });

  it('refuses an expired link, and asks nothing of Stripe', async () => {
    const token = await askedForAuthentication();
    a.time.advance(7 * DAY);
    const before = stripe.requests.length;
    await expectProblem(await lookUp(a, token), 'link_expired');
    await expectProblem(await confirm(a, token), 'link_expired');
    expect(stripe.requests.length).toBe(before);
    expect(a.charges()[0]).toMatchObject({ status: 'action_required' });
  });

  it('answers bad input with a clear 4xx, never a 500', async () => {
    await askedForAuthentication();
    for (const path of [API.installmentConfirmation, API.installmentConfirm]) {
      await expectProblem(await a.t.post(path, { token: 'not-a-real-token' }), 'link_invalid');
      for (const body of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(201) }, '[]']) {
        const res = await a.t.post(path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(await res.json()).toMatchObject({ message: expect.any(String) });
      }
      const broken = await a.t.post(path, '{"token":');
      expect(broken.status).toBe(400);
      const form = await a.t.app.request(path, {
        method: 'POST',
        body: 'token=abc',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_ORIGIN },
      });
      expect(form.status).toBe(400);
      const crossSite = await a.t.post(
        path,
        { token: 'abc' },
        { headers: { 'Sec-Fetch-Site': 'cross-site' } },
      );
      expect(crossSite.status).toBe(403);
    }
    for (const query of [
      '',
      '?payment_intent=',
      '?payment_intent=%3Cscript%3E',
      `?payment_intent=${'p'.repeat(300)}`,
    ]) {
      expect((await back(a, query)).status, query).toBe(400);
    }
    const unknown = await back(a, '?payment_intent=pi_nobody');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      message: 'No installment is waiting for this payment.',
    });
    expect(a.t.logs.filter((l) => / failed$/.test(l.message))).toEqual([]);
  });
});

describe('with the demo gateway', () => {
  /** The demo never asks for authentication by itself: this one's bank does, once. */
  function demoAskingOnce(): PaymentsGateway {
    const demo = createDemoGateway(TEST_ORIGIN);
    let asked = false;
    return {
      ...demo,
      chargeOffSession: async (params) => {
        if (asked) return demo.chargeOffSession(params);
        asked = true;
        return { status: 'authentication_required', id: 'demo_pi_asked', message: 'SCA' };
      },
    };
  }

  it('confirms locally: the row is paid, the link then used', async () => {
    const a = installmentApp(demoAskingOnce());
    try {
      await a.paidInstallmentOrder();
      a.toFirstDueDate();
      expect(await a.run()).toEqual(ran({ actionRequired: 1 }));
      const token = linkToken(a.mailer.sent[0]?.text)!;
      expect(await (await lookUp(a, token)).json()).toMatchObject({
        amountCents: 3679,
        demo: true,
      });
      const res = await confirm(a, token);
      expect(await res.json()).toEqual({ redirectUrl: '/payment/confirm?result=paid' });
      expect(a.charges()[0]).toMatchObject({ status: 'paid', pi: 'demo_pi_asked' });
      expect(a.order().attention_reason).toBeNull();
      await expectProblem(await confirm(a, token), 'payment_done');
      const returned = await back(a, '?payment_intent=demo_pi_asked');
      expect(returned.headers.get('Location')).toBe('/payment/confirm?result=paid');
    } finally {
      a.close();
    }
  });
});
