/**
 * The console's installments (issue 22): the list with Stripe's reasons, 'Retry now' through the
 * scheduler's own path (one PaymentIntent and one key per installment: never a double charge, and
 * a row still being charged is refused), and 'Resolve' with a note.
 */
import { describe, expect, it } from 'vitest';
import type { PageOf } from '@shared/api';
import {
  CONCIERGE_API,
  INSTALLMENT_REFUSED_CODE,
  type ConciergeInstallment,
} from '@shared/concierge-api';
import { type TestApp, withCookie } from '../../helpers/api';
import {
  auditRows,
  getAs,
  itAnswersEachRole,
  itRefusesQueries,
  postAs,
  staffSuite,
} from '../../helpers/console-calls';
import { insertInstallment, insertOrder } from '../../helpers/orders';
import { signedIn } from '../../helpers/staff';
import { eachTestOnStripe, type FakeStripe } from '../../helpers/stripe/fake-stripe';
import {
  installmentApp,
  linkToken,
  ran,
  type InstallmentApp,
} from '../../helpers/installment-fixtures';
import { DAY, HOUR } from '../../helpers/durations';

const chargeRow = (t: TestApp, id: number) =>
  t.db.$client.prepare('SELECT * FROM scheduled_charges WHERE id = ?').get(id) as Record<
    string,
    unknown
  >;
const orderFlag = (t: TestApp, id: string) =>
  (
    t.db.$client.prepare('SELECT attention_reason AS a FROM orders WHERE id = ?').get(id) as {
      a: string | null;
    }
  ).a;

describe('on the demo gateway', () => {
  const s = staffSuite(['concierge']);

  const list = (query = '') =>
    getAs<PageOf<ConciergeInstallment>>(
      s.t,
      `${CONCIERGE_API.installments}${query ? `?${query}` : ''}`,
      s.concierge,
    );
  const ids = async (query: string) => (await list(query)).body.items.map((i) => i.id);
  const retry = (id: number) =>
    postAs<ConciergeInstallment>(s.t, CONCIERGE_API.installmentRetry(id), {}, s.concierge);
  const resolve = (id: number, note: unknown = 'Paid by wire on Oct 9') =>
    postAs<ConciergeInstallment>(s.t, CONCIERGE_API.installmentResolve(id), { note }, s.concierge);
  /** A vacation order with a saved card, as fulfilment leaves it. */
  const vacation = (overrides: Parameters<typeof insertOrder>[2] = {}) =>
    insertOrder(s.t, s.time, {
      kind: 'vacation',
      amountCents: 1900,
      paymentOption: 'installment',
      customerId: 'cus_1',
      productId: null,
      ...overrides,
    });

  describe('who may use the installments API', () => {
    const failed = () =>
      insertInstallment(s.t, vacation(), { status: 'failed', attempts: 3, lastError: 'declined' });
    itAnswersEachRole(
      () => s,
      [
        [
          'GET /api/concierge/installments',
          (cookie) => s.t.request(CONCIERGE_API.installments, withCookie(cookie)),
        ],
        [
          'POST /api/concierge/installments/:id/retry',
          (cookie) => s.t.post(CONCIERGE_API.installmentRetry(failed()), {}, withCookie(cookie)),
        ],
        [
          'POST /api/concierge/installments/:id/resolve',
          (cookie) =>
            s.t.post(
              CONCIERGE_API.installmentResolve(failed()),
              { note: 'Settled' },
              withCookie(cookie),
            ),
        ],
      ],
      ['audit_log'],
    );
  });

  describe('GET /api/concierge/installments', () => {
    it('lists every charge, latest due date first, with the order’s email and Stripe’s reason', async () => {
      const a = vacation({ email: 'ada@math.org' });
      const b = vacation({ email: 'bob@example.com' });
      const a1 = insertInstallment(s.t, a, { dueOn: '2025-10-07', status: 'paid', attempts: 1 });
      const a2 = insertInstallment(s.t, a, {
        dueOn: '2025-10-14',
        status: 'failed',
        attempts: 3,
        lastError: 'card_declined: Your card has insufficient funds.',
      });
      const b1 = insertInstallment(s.t, b, { dueOn: '2025-10-07' });
      const { status, body } = await list();
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
      expect(body.items.map((i) => i.id)).toEqual([a2, b1, a1]);
      expect(body.items[0]).toEqual({
        id: a2,
        orderId: a,
        email: 'ada@math.org',
        dueOn: '2025-10-14',
        amountCents: 3679,
        status: 'failed',
        attempts: 3,
        nextAttemptAt: '2025-10-14T14:00:00.000Z',
        lastError: 'card_declined: Your card has insufficient funds.',
        resolvedAt: null,
        resolutionNote: null,
      });
      expect(await ids('status=failed')).toEqual([a2]);
      expect(await ids('q=BOB@')).toEqual([b1]);
      expect(await ids(`q=${a}`)).toEqual([a2, a1]);
      expect(await ids('status=&q=')).toHaveLength(3);
      expect((await list('pageSize=1&page=3')).body.items.map((i) => i.id)).toEqual([a1]);
    });

    itRefusesQueries(list, [
      ['page=0', 'page'],
      ['pageSize=201', 'pageSize'],
      ['status=late', 'status'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]);
  });

  describe('POST /api/concierge/installments/:id/retry', () => {
    it('charges a failed installment now, through the scheduler’s path, and audits it', async () => {
      const order = vacation({ attentionReason: 'installment_failed' });
      const id = insertInstallment(s.t, order, {
        status: 'failed',
        attempts: 3,
        paymentIntentId: 'demo_pi_1',
        lastError: 'card_declined: Your card has insufficient funds.',
      });
      const { status, body } = await retry(id);
      expect(status).toBe(200);
      expect(body).toMatchObject({ id, status: 'paid', attempts: 4, lastError: null });
      expect(orderFlag(s.t, order)).toBeNull();
      expect(auditRows(s.t)).toEqual([
        expect.objectContaining({
          action: 'installment.retried',
          entity_type: 'installment',
          entity_id: String(id),
          before: { status: 'failed', attempts: 3, claimedAt: null },
          after: { status: 'processing', attempts: 4, claimedAt: '2025-09-20T12:00:00.000Z' },
        }),
      ]);
    });

    it.each([
      [
        'scheduled',
        "Only a failed installment, or one waiting for the buyer's bank, is charged again: this one is scheduled.",
      ],
      [
        'paid',
        "Only a failed installment, or one waiting for the buyer's bank, is charged again: this one is paid.",
      ],
      [
        'resolved',
        "Only a failed installment, or one waiting for the buyer's bank, is charged again: this one is resolved.",
      ],
      [
        'canceled',
        "Only a failed installment, or one waiting for the buyer's bank, is charged again: this one is canceled.",
      ],
    ])('refuses a %s one with 409', async (status, message) => {
      const id = insertInstallment(s.t, vacation(), { status: status as 'paid' });
      const res = await retry(id);
      expect(res).toMatchObject({ status: 409, body: { message, code: INSTALLMENT_REFUSED_CODE } });
      expect(chargeRow(s.t, id).status).toBe(status);
      expect(auditRows(s.t)).toEqual([]);
    });

    it('refuses an installment of a refunded order, and one being charged right now', async () => {
      const refunded = insertInstallment(s.t, vacation({ status: 'refunded' }), {
        status: 'failed',
      });
      expect(await retry(refunded)).toMatchObject({
        status: 409,
        body: { message: expect.stringMatching(/order is refunded/) },
      });
      const busy = insertInstallment(s.t, vacation(), {
        status: 'processing',
        claimedAt: s.time.now().toISOString(),
      });
      expect(await retry(busy)).toMatchObject({
        status: 409,
        body: { message: expect.stringMatching(/being charged right now/) },
      });
      expect(chargeRow(s.t, busy).attempts).toBe(0);
    });

    it('answers 404 to an unknown or malformed id', async () => {
      expect((await retry(999)).status).toBe(404);
      const res = await s.t.post(
        '/api/concierge/installments/abc/retry',
        {},
        withCookie(s.concierge.cookie),
      );
      expect(res.status).toBe(404);
    });
  });

  describe('POST /api/concierge/installments/:id/resolve', () => {
    it('settles a failed one by hand with a note, lifts the order’s flag, audits it', async () => {
      const order = vacation({ attentionReason: 'installment_failed' });
      const id = insertInstallment(s.t, order, { status: 'failed', attempts: 3 });
      s.time.advance(HOUR);
      const { status, body } = await resolve(id);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id,
        status: 'resolved',
        resolvedAt: '2025-09-20T13:00:00.000Z',
        resolutionNote: 'Paid by wire on Oct 9',
      });
      expect(chargeRow(s.t, id).resolved_by).toBe('concierge@club.test');
      expect(orderFlag(s.t, order)).toBeNull();
      expect(auditRows(s.t)).toEqual([
        expect.objectContaining({
          action: 'installment.resolved',
          before: { status: 'failed', resolvedAt: null, resolutionNote: null },
          after: {
            status: 'resolved',
            resolvedAt: '2025-09-20T13:00:00.000Z',
            resolutionNote: 'Paid by wire on Oct 9',
          },
        }),
      ]);
    });

    it('resolves one waiting for the buyer, and one stuck in processing', async () => {
      const order = vacation();
      const waiting = insertInstallment(s.t, order, {
        dueOn: '2025-10-07',
        status: 'action_required',
      });
      const stuck = insertInstallment(s.t, order, { dueOn: '2025-10-14', status: 'processing' });
      expect((await resolve(waiting)).body.status).toBe('resolved');
      expect((await resolve(stuck)).body.status).toBe('resolved');
    });

    it('refuses a scheduled or paid one, and answers 400 and 404', async () => {
      const scheduled = insertInstallment(s.t, vacation());
      expect(await resolve(scheduled)).toMatchObject({
        status: 409,
        body: { code: INSTALLMENT_REFUSED_CODE, message: expect.stringMatching(/scheduled/) },
      });
      expect(await resolve(scheduled, '  ')).toMatchObject({
        status: 400,
        body: { issues: { note: 'Please say how it was settled' } },
      });
      expect(await resolve(scheduled, 'x'.repeat(2001))).toMatchObject({
        status: 400,
        body: { issues: { note: 'Must be at most 2000 characters' } },
      });
      expect((await resolve(404_404)).status).toBe(404);
    });
  });
});

describe('on Stripe (the local fake)', () => {
  let stripe: FakeStripe;
  let a: InstallmentApp;
  eachTestOnStripe((fake) => {
    stripe = fake;
    // A short timeout, so a charge whose answer is lost comes back 'unknown' at once.
    a = installmentApp(fake.gateway(undefined, 300));
    return a;
  });

  // Signed in when it acts: the tests move the clock by weeks, past a staff session's idle end.
  let staffCount = 0;
  const concierge = () => signedIn(a.t, a.time, 'concierge', `concierge${++staffCount}@club.test`);
  const retry = (id: number) =>
    postAs<ConciergeInstallment>(a.t, CONCIERGE_API.installmentRetry(id), {}, concierge());
  const creates = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  const confirms = () => stripe.requests.filter((r) => r.path.endsWith('/confirm'));

  /** The first installment declined on each of its three attempts: failed, order flagged. */
  async function failedInstallment() {
    await a.paidInstallmentOrder();
    a.toFirstDueDate();
    for (let attempt = 0; attempt < 3; attempt++) {
      stripe.script.push('decline');
      await a.run();
      a.time.advance(DAY);
    }
    const first = a.charges()[0]!;
    expect(first).toMatchObject({ status: 'failed', attempts: 3, pi: 'pi_off_1' });
    expect(a.order().attention_reason).toBe('installment_failed');
    return first.id;
  }

  it('confirms the same PaymentIntent again: one PaymentIntent, one key, for its whole life', async () => {
    const id = await failedInstallment();
    const listed = await getAs<PageOf<ConciergeInstallment>>(
      a.t,
      `${CONCIERGE_API.installments}?status=failed`,
      concierge(),
    );
    expect(listed.body.items[0]).toMatchObject({
      id,
      lastError: 'insufficient_funds: Your card has insufficient funds.',
    });
    const { status, body } = await retry(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'paid', attempts: 4, lastError: null });
    expect(creates()).toHaveLength(1);
    expect(creates()[0]?.idempotencyKey).toBe(`installment_${id}`);
    expect(confirms().map((r) => r.path)).toEqual([
      '/v1/payment_intents/pi_off_1/confirm',
      '/v1/payment_intents/pi_off_1/confirm',
      '/v1/payment_intents/pi_off_1/confirm',
    ]);
    expect(stripe.intents.get('pi_off_1')?.status).toBe('succeeded');
    expect(a.order().attention_reason).toBeNull();
    // Paid now: a second retry charges nothing.
    expect((await retry(id)).status).toBe(409);
    expect(confirms()).toHaveLength(3);
  });

  it('a lost answer leaves it processing: a second retry is refused, a later one asks Stripe first', async () => {
    const id = await failedInstallment();
    stripe.script.push('timeout');
    const first = await retry(id);
    expect(first.body).toMatchObject({ status: 'processing' });
    const second = await retry(id);
    expect(second).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/being charged right now/) },
    });
    expect(confirms()).toHaveLength(3);

    a.time.advance(16 * 60 * 1000);
    const later = await retry(id);
    expect(later.body).toMatchObject({ status: 'paid' });
    // Asked about, not charged: the PaymentIntent was retrieved, never confirmed again.
    expect(confirms()).toHaveLength(3);
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/payment_intents/pi_off_1',
    });
    expect(creates()).toHaveLength(1);
    const actions = a.t.db.$client.prepare('SELECT action FROM audit_log ORDER BY id').pluck();
    expect(actions.all()).toEqual(['installment.retried', 'installment.rechecked']);
  });

  it('a bank asking the buyer again mails a new link, and the row waits as before', async () => {
    await a.paidInstallmentOrder();
    a.toFirstDueDate();
    stripe.script.push('authentication_required');
    expect(await a.run()).toEqual(ran({ actionRequired: 1 }));
    const id = a.charges()[0]!.id;
    const firstLink = linkToken(a.mailer.sent[0]?.text);
    stripe.script.push('authentication_required');
    const { body } = await retry(id);
    expect(body).toMatchObject({ status: 'action_required' });
    const secondLink = linkToken(a.mailer.sent[1]?.text);
    expect(secondLink).toBeDefined();
    expect(secondLink).not.toBe(firstLink);
    expect(creates()).toHaveLength(1);
  });

  it('a resolved row is never charged by the timer; Stripe’s late success still shows', async () => {
    await a.paidInstallmentOrder();
    a.toFirstDueDate();
    stripe.script.push('timeout');
    expect(await a.run()).toEqual(ran({ unsettled: 1 }));
    const id = a.charges()[0]!.id;
    const resolved = await postAs<ConciergeInstallment>(
      a.t,
      CONCIERGE_API.installmentResolve(id),
      { note: 'Guest paid the concierge in person' },
      concierge(),
    );
    expect(resolved.body.status).toBe('resolved');
    a.time.advance(20 * 60 * 1000);
    expect(await a.run()).toEqual(ran({}));
    expect(a.charges()[0]?.status).toBe('resolved');
    // The charge made it after all: the row must say the card was taken.
    await a.deliver('payment_intent.succeeded', {
      ...stripe.intents.get('pi_off_1'),
      status: 'succeeded',
    });
    expect(a.charges()[0]?.status).toBe('paid');
  });
});
