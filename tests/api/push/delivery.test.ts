/**
 * Web Push delivered end to end on this network (issue 38): a local HTTP server stands in for the
 * push service (PUSH_ALLOWED_ORIGINS), the test subscribes with keys it made as a browser does,
 * staff act through the real app, the queue is run, and the test decrypts what arrived (aes128gcm)
 * and checks its TTL, Urgency and VAPID signature. A 410 removes the subscription, a 500 or 429 is
 * retried later, a service that is down never holds up the staff action, one event goes once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '@api/env';
import { settleInstallment } from '@api/payments/installments/installment-settlement';
import { queuePush, sendDuePush, vapidDetailsFor, type PushWorkerDeps } from '@api/push';
import { API } from '@shared/api';
import { CONCIERGE_API } from '@shared/concierge-api';
import { PUSH_API, type PushKeyResponse } from '@shared/push-api';
import { THREADS_API, type ThreadDetail } from '@shared/threads-api';
import {
  json,
  makeClock,
  makeTestApp,
  TEST_ORIGIN,
  withCookie,
  type TestApp,
  type TestClock,
} from '../../helpers/api';
import { register } from '../../helpers/accounts';
import { call } from '../../helpers/account-security';
import { postAs } from '../../helpers/console-calls';
import { dbRows } from '../../helpers/db-rows';
import { insertOrder } from '../../helpers/orders';
import {
  browserSubscription,
  decryptPush,
  startPushService,
  subscriptionBody,
  verifyVapid,
  type Browser,
  type PushService,
} from '../../helpers/push-service';
import { insertBooking, signedIn, type Person } from '../../helpers/staff';
import { rowVersion } from '../../helpers/versions';
import { FLIGHT, putItinerary } from '../itinerary/itinerary-calls';

let service: PushService;
let t: TestApp;
let time: TestClock;
let member: { id: string; cookie: string };
let concierge: Person;
let logs: string[];

beforeEach(async () => {
  service = await startPushService();
  time = makeClock();
  t = makeTestApp({ clock: time.clock, env: { PUSH_ALLOWED_ORIGINS: service.origin } });
  const registered = await register(t);
  member = { id: registered.user.id, cookie: registered.cookie };
  concierge = signedIn(t, time, 'concierge');
  logs = [];
});
afterEach(async () => {
  t.close();
  await service.close();
});

/** The worker as server.ts starts it, on the test's clock. */
const worker = (overrides: Partial<PushWorkerDeps> = {}): PushWorkerDeps => ({
  db: t.db,
  clock: time.clock,
  log: (message) => void logs.push(message),
  vapid: vapidDetailsFor(t.db, loadEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN })),
  allowedOrigins: [service.origin],
  ...overrides,
});
const run = (overrides?: Partial<PushWorkerDeps>) => sendDuePush(worker(overrides));

async function subscribed(categories?: string[]): Promise<Browser> {
  const browser = browserSubscription(service.endpoint());
  const res = await call(t, 'POST', PUSH_API.subscriptions, {
    cookie: member.cookie,
    body: subscriptionBody(browser, categories),
  });
  if (res.status !== 201) throw new Error(`subscribe: ${res.status} ${await res.text()}`);
  return browser;
}

/** The member asks, the concierge answers: the thread's id. */
async function conciergeReplies(reply = 'Of course: wheels up at ten.') {
  const ask = {
    subject: 'A later departure',
    body: 'Can we leave an hour later?',
    clientId: crypto.randomUUID(),
  };
  const thread = await json<ThreadDetail>(
    await t.post(THREADS_API.threads, ask, withCookie(member.cookie)),
  );
  const res = await postAs(t, THREADS_API.conciergeMessages(thread.id), { body: reply }, concierge);
  expect(res.status).toBe(200);
  return thread.id;
}

const queue = () =>
  dbRows<{ state: string; attempts: number; next_attempt_at: string; last_error: string | null }>(
    t.db,
    'SELECT state, attempts, next_attempt_at, last_error FROM push_queue ORDER BY id',
  );

describe('a concierge’s reply, delivered', () => {
  it('reaches the push service encrypted; the browser’s keys read { title, body, url, tag }', async () => {
    const browser = await subscribed();
    const id = await conciergeReplies();
    // Nothing is sent on the staff action's path: only once the queue runs.
    expect(service.received).toEqual([]);
    expect(await run()).toEqual({ sent: 1, retried: 0, failed: 0, gone: 0 });

    const [delivery] = service.received;
    expect(delivery!.path).toBe(new URL(browser.endpoint).pathname);
    expect(delivery!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(4 * 24 * 60 * 60),
      urgency: 'normal',
    });
    expect(decryptPush(delivery!, browser)).toEqual({
      title: 'The concierge replied: A later departure',
      body: 'Of course: wheels up at ten.',
      url: `/messages/${id}`,
      tag: `thread:${id}`,
    });
    expect(delivery!.body.length).toBeLessThan(4096);
    expect(queue()).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })]);
  });

  it('is signed with the VAPID key the app hands out, for the push service’s origin', async () => {
    await subscribed();
    await conciergeReplies();
    await run();
    const { publicKey } = await json<PushKeyResponse>(
      await t.request(PUSH_API.key, withCookie(member.cookie)),
    );
    const claims = verifyVapid(service.received[0]!.headers.authorization, publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe('mailto:concierge@aurelianclub.com');
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
  });

  it('goes once: a second run sends nothing, and the same event queued again is not queued', async () => {
    await subscribed();
    await conciergeReplies();
    await run();
    expect(await run()).toEqual({ sent: 0, retried: 0, failed: 0, gone: 0 });
    const [message] = dbRows<{ id: number }>(
      t.db,
      "SELECT id FROM thread_messages WHERE author = 'concierge'",
    );
    const again = {
      memberId: member.id,
      category: 'messages',
      eventKey: `thread-message:${message!.id}`,
      title: 'again',
      body: 'again',
      url: '/messages',
      tag: 'x',
    } as const;
    expect(queuePush(t.db, again, time.now())).toBe(0);
    await run();
    expect(service.received).toHaveLength(1);
  });

  it('reaches each of the member’s devices that wants messages, and no other', async () => {
    const phone = await subscribed(['messages']);
    const laptop = await subscribed(['trips']);
    await conciergeReplies();
    expect(await run()).toMatchObject({ sent: 1 });
    expect(decryptPush(service.received[0]!, phone).tag).toMatch(/^thread:/);
    expect(laptop.endpoint).not.toBe(phone.endpoint);
  });
});

describe('what the push service answers', () => {
  it.each([410, 404])(
    '%i: the subscription is gone, and deleted with its deliveries',
    async (status) => {
      await subscribed();
      service.answer({ status });
      await conciergeReplies();
      expect(await run()).toEqual({ sent: 0, retried: 0, failed: 0, gone: 1 });
      expect(t.count('push_subscriptions')).toBe(0);
      expect(t.count('push_queue')).toBe(0);
    },
  );

  it('500: retried after its back-off, then delivered once', async () => {
    const browser = await subscribed();
    service.answer({ status: 500 });
    await conciergeReplies();
    expect(await run()).toEqual({ sent: 0, retried: 1, failed: 0, gone: 0 });
    expect(queue()).toEqual([
      {
        state: 'queued',
        attempts: 1,
        next_attempt_at: '2025-09-20T12:00:30.000Z',
        last_error: 'HTTP 500',
      },
    ]);
    // Not due yet: nothing is sent.
    time.advance(29_000);
    expect(await run()).toMatchObject({ sent: 0, retried: 0 });
    time.advance(1_000);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(service.received).toHaveLength(2);
    expect(decryptPush(service.received[1]!, browser).body).toBe('Of course: wheels up at ten.');
    time.advance(60 * 60_000);
    expect(await run()).toMatchObject({ sent: 0 });
  });

  it('429 with Retry-After: waits as long as the service asks', async () => {
    await subscribed();
    service.answer({ status: 429, headers: { 'Retry-After': '120' } });
    await conciergeReplies();
    expect(await run()).toMatchObject({ retried: 1 });
    expect(queue()[0]!.next_attempt_at).toBe('2025-09-20T12:02:00.000Z');
  });

  it('400: given up at once, with a line in the log', async () => {
    await subscribed();
    service.answer({ status: 400 });
    await conciergeReplies();
    expect(await run()).toMatchObject({ failed: 1 });
    expect(queue()).toEqual([expect.objectContaining({ state: 'failed', last_error: 'HTTP 400' })]);
    expect(logs).toEqual([expect.stringMatching(/refused, not retried: HTTP 400$/)]);
  });

  it('a push service that is down never holds up the staff action; the send is retried', async () => {
    await subscribed();
    await service.close();
    const started = performance.now();
    await conciergeReplies();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await run()).toMatchObject({ retried: 1 });
    const [row] = queue();
    expect(row!.last_error).toMatch(/fetch failed/);
    expect(row!.last_error).not.toContain(service.origin);
    service = await startPushService();
  });

  it('keys that are no P-256 point: given up without a request, the run goes on', async () => {
    await subscribed();
    t.db.$client.prepare('UPDATE push_subscriptions SET p256dh = ?').run(`B${'A'.repeat(86)}`);
    await conciergeReplies();
    expect(await run()).toMatchObject({ failed: 1 });
    expect(queue()).toEqual([expect.objectContaining({ state: 'failed', attempts: 1 })]);
    expect(queue()[0]!.last_error).toMatch(/^not encrypted: /);
    expect(service.received).toEqual([]);
  });

  it('an endpoint no longer allowed is never posted to', async () => {
    await subscribed();
    await conciergeReplies();
    expect(await run({ allowedOrigins: [] })).toMatchObject({ failed: 1 });
    expect(service.received).toEqual([]);
  });
});

describe('the other events', () => {
  it('a booking quoted, then confirmed: opens the trip, Urgency high when it leaves within 48 hours', async () => {
    const browser = await subscribed();
    const step = async (id: string, status: string, quotedPrice?: string) => {
      const body = { status, quotedPrice, expectedUpdatedAt: rowVersion(t.db, 'bookings', id) };
      const res = await t.app.request(API.conciergeBooking(id), {
        method: 'PATCH',
        body: JSON.stringify(body),
        headers: {
          'Content-Type': 'application/json',
          Origin: TEST_ORIGIN,
          Cookie: concierge.cookie,
        },
      });
      expect(res.status).toBe(200);
    };
    const soon = insertBooking(t, time, {
      userId: member.id,
      departureDate: '2025-09-21',
      returnDate: '2025-09-25',
    });
    const later = insertBooking(t, time, {
      userId: member.id,
      departureDate: '2025-12-01',
      returnDate: '2025-12-05',
    });
    await step(soon, 'quoted', '31000.00');
    await step(soon, 'confirmed');
    await step(later, 'quoted', '42000.00');
    expect(await run()).toMatchObject({ sent: 3 });
    const [quoted, confirmed, other] = service.received;
    expect(decryptPush(quoted!, browser)).toEqual({
      title: 'Your trip has a quote',
      body: expect.stringMatching(/, leaving 2025-09-21 · \$31,000\.00$/),
      url: `/dashboard/trips/${soon}`,
      tag: `trip:${soon}`,
    });
    expect(decryptPush(confirmed!, browser)).toMatchObject({
      title: 'Your trip is confirmed',
      tag: `trip:${soon}`,
    });
    expect([quoted, confirmed, other].map((d) => d!.headers.urgency)).toEqual([
      'high',
      'high',
      'normal',
    ]);
  });

  it('an itinerary written for a confirmed trip: opens the trip, says what is ready', async () => {
    const browser = await subscribed(['trips']);
    const id = insertBooking(t, time, {
      userId: member.id,
      status: 'confirmed',
      departureDate: '2025-09-21',
      returnDate: '2025-09-25',
    });
    const written = await putItinerary(
      t,
      id,
      { items: [FLIGHT], expectedUpdatedAt: null },
      concierge,
    );
    expect(written.status).toBe(200);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(decryptPush(service.received[0]!, browser)).toEqual({
      title: 'Your itinerary is ready',
      body: expect.stringMatching(/^Your trip to .+: Flight Teterboro \(KTEB\) → Nice/),
      url: `/dashboard/trips/${id}`,
      tag: `trip:${id}`,
    });
    expect(service.received[0]!.headers.urgency).toBe('high');
  });

  it('an order shipped: the member’s devices that want orders hear of it', async () => {
    const browser = await subscribed(['orders']);
    const id = insertOrder(t, time, { userId: member.id });
    const res = await postAs(
      t,
      CONCIERGE_API.orderShip(id),
      {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        expectedUpdatedAt: rowVersion(t.db, 'orders', id),
      },
      concierge,
    );
    expect(res.status).toBe(200);
    await run();
    expect(decryptPush(service.received[0]!, browser)).toEqual({
      title: 'Your order has shipped',
      body: 'Monogram Cashmere-Blend Hoodie, size M: UPS, tracking 1Z999AA10123456784',
      url: '/dashboard',
      tag: `order:${id}`,
    });
  });

  it.each([
    [
      'needs the card holder',
      { status: 'authentication_required', id: 'pi_2', message: 'Your bank wants you to confirm' },
      'Your bank asks you to confirm a payment',
      /^\$36\.79 for .*: the link to confirm it is in your email\.$/,
    ],
    [
      'failed its last attempt',
      { status: 'declined', id: 'pi_2', code: 'card_declined', message: 'Declined' },
      'An installment could not be charged',
      /^\$36\.79 for .* was declined\. Please update your card or call the concierge\.$/,
    ],
  ] as const)(
    'an installment that %s: urgent, opening My orders',
    async (_, outcome, title, body) => {
      const browser = await subscribed(['payments']);
      const orderId = insertOrder(t, time, {
        userId: member.id,
        kind: 'vacation',
        description: 'Amalfi Coast, installments',
      });
      const charge = Number(
        t.db.$client
          .prepare(
            `INSERT INTO scheduled_charges (order_id, due_on, amount_cents, status, attempts, next_attempt_at)
           VALUES (?, '2025-10-20', 3679, 'processing', 3, ?)`,
          )
          .run(orderId, time.now().toISOString()).lastInsertRowid,
      );
      const settled = t.db.transaction((tx) =>
        settleInstallment(tx, charge, ['processing'], outcome, time.now(), () => {}),
      );
      expect(settled.notice).not.toBeNull();
      await run();
      expect(service.received[0]!.headers.urgency).toBe('high');
      expect(decryptPush(service.received[0]!, browser)).toEqual({
        title,
        body: expect.stringMatching(body),
        url: '/dashboard',
        tag: `installment:${charge}`,
      });
      // Never the confirmation link's token: it stays in the mail.
      expect(JSON.stringify(dbRows(t.db, 'SELECT payload FROM push_queue'))).not.toMatch(/token/);
    },
  );
});

describe('the reply’s mail, when a device was told', () => {
  const mails = () =>
    dbRows<{ next_attempt_at: string; sent_at: string | null }>(
      t.db,
      "SELECT next_attempt_at, sent_at FROM mail_outbox WHERE kind = 'thread_reply'",
    );
  const read = (id: string, body: unknown = {}) =>
    t.post(THREADS_API.read(id), body, withCookie(member.cookie));

  it('goes at once to a member with no device that takes notifications', async () => {
    await conciergeReplies();
    expect(mails()).toEqual([{ next_attempt_at: time.now().toISOString(), sent_at: null }]);
  });

  it('waits ten minutes, and is dropped when the member reads the reply in the app', async () => {
    await subscribed();
    const id = await conciergeReplies();
    const due = new Date(time.now().getTime() + 10 * 60_000).toISOString();
    expect(mails()).toEqual([{ next_attempt_at: due, sent_at: null }]);
    expect((await read(id)).status).toBe(200);
    expect(mails()).toEqual([]);
    // The notification itself still goes: reading elsewhere does not recall it.
    expect(queue()).toEqual([expect.objectContaining({ state: 'queued' })]);
  });

  it('is dropped when the member answers, and kept for a reply read only in part', async () => {
    await subscribed();
    const id = await conciergeReplies();
    const [first] = dbRows<{ id: number }>(
      t.db,
      "SELECT id FROM thread_messages WHERE author = 'concierge'",
    );
    const later = { body: 'And the car at eleven.' };
    expect((await postAs(t, THREADS_API.conciergeMessages(id), later, concierge)).status).toBe(200);
    expect(mails()).toHaveLength(2);
    await read(id, { upTo: first!.id });
    expect(mails()).toHaveLength(1);
    const answer = { body: 'Thank you.', clientId: crypto.randomUUID() };
    expect((await t.post(THREADS_API.messages(id), answer, withCookie(member.cookie))).status).toBe(
      201,
    );
    expect(mails()).toEqual([]);
  });

  it('once sent, stays the record when the reply is read after', async () => {
    await subscribed();
    const id = await conciergeReplies();
    t.db.$client.prepare('UPDATE mail_outbox SET sent_at = next_attempt_at').run();
    await read(id);
    expect(mails()).toHaveLength(1);
  });
});
