import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_CODES } from '@shared/api';
import { ClubDB } from '@app/local/db/db';
import {
  discard,
  enqueue,
  flushOutbox,
  retryAll,
  retryNow,
  submit,
} from '@app/local/outbox/outbox';
import { backoffDelay, STUCK_SENDING_MS, SENT_RETENTION_MS } from '@app/local/outbox/outbox-policy';
import { json, manualClock, networkDown, stubFetch, testDb, type FakeServer } from '../fake-server';

/** No jitter: back-off delays are exactly 1 s, 2 s, 4 s... */
const noJitter = () => 0.5;
import { member } from '../member-fixtures';

const waitlist = (email: string) => ({
  kind: 'waitlist' as const,
  url: '/api/waitlist',
  body: { firstName: 'Ada', lastName: 'Byron', email, phoneNumber: '5551234567' },
});

/** Answers with `status` for the emails listed, 201 for the rest. */
function answering(byEmail: Record<string, () => Response>): FakeServer {
  return (req) => {
    const email = (req.body as { email: string }).email;
    return byEmail[email]?.() ?? json(201, { id: 1, message: 'Successfully Joined!' });
  };
}

describe('enqueue', () => {
  it('stores the write as pending with a fresh UUID before any request', async () => {
    const db = testDb();
    const requests = stubFetch(() => json(201, {}));
    const a = await enqueue(waitlist('a@x.co'), { db });
    const b = await enqueue(waitlist('b@x.co'), { db });
    expect(requests).toHaveLength(0);
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.id).not.toBe(b.id);
    const stored = await db.outbox.get({ id: a.id });
    expect(stored).toMatchObject({ status: 'pending', attempts: 0, method: 'POST' });
  });

  it('replaces a refused item the user resends', async () => {
    const db = testDb();
    stubFetch(() => json(400, { message: 'Invalid request' }));
    const first = await submit(waitlist('bad'), { db });
    expect(first.status).toBe('failed');
    const second = await enqueue({ ...waitlist('good@x.co'), replaces: first.id }, { db });
    const ids = (await db.outbox.toArray()).map((item) => item.id);
    expect(ids).toEqual([second.id]);
  });
});

describe('flushOutbox', () => {
  it('attempts nothing while the browser reports no network: the item stays pending, untried', async () => {
    const db = testDb();
    const requests = stubFetch(() => json(201, {}));
    const item = await enqueue(waitlist('offline@x.co'), { db });
    // Node 20 has no navigator: the flush sees one only while it is stubbed.
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const report = await flushOutbox({ db, ignoreBackoff: true });
      expect(report.offline).toBe(true);
      expect(requests).toHaveLength(0);
      const stored = await db.outbox.get({ id: item.id });
      expect(stored).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends independent items in parallel, at most four at once, each with its own key', async () => {
    const db = testDb();
    let active = 0;
    let maxActive = 0;
    const requests = stubFetch(async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      return json(201, { ok: true });
    });
    const items = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7]) items.push(await enqueue(waitlist(`${n}@x.co`), { db }));

    const report = await flushOutbox({ db });

    expect(report).toMatchObject({ sent: 7, failed: 0, offline: false });
    expect(maxActive).toBe(4);
    // The first request probes the connection alone; the rest follow in seq order.
    expect((requests[0]?.body as { email: string }).email).toBe('1@x.co');
    expect(new Set(requests.map((r) => r.headers.get('Idempotency-Key')))).toEqual(
      new Set(items.map((i) => i.id)),
    );
    const stored = await db.outbox.toArray();
    expect(stored.every((item) => item.status === 'sent')).toBe(true);
    expect(stored[0]?.response).toEqual({ ok: true });
  });

  it('keeps an item pending after a network error, stops, and backs off with growing delays', async () => {
    const db = testDb();
    const clock = manualClock();
    const requests = stubFetch(networkDown);
    const opts = { db, now: clock.now, random: noJitter };
    const first = await enqueue(waitlist('1@x.co'), opts);
    await enqueue(waitlist('2@x.co'), opts);

    const report = await flushOutbox(opts);
    expect(report.offline).toBe(true);
    expect(requests).toHaveLength(1); // the second item was not tried while offline
    let item = await db.outbox.get({ id: first.id });
    expect(item).toMatchObject({ status: 'pending', attempts: 1 });
    expect(item?.nextAttemptAt).toBe(clock.now() + 1000);

    clock.advance(999);
    await flushOutbox(opts);
    expect(requests).toHaveLength(1); // not due yet

    clock.advance(1);
    await flushOutbox(opts);
    expect(requests).toHaveLength(2);
    item = await db.outbox.get({ id: first.id });
    expect(item).toMatchObject({ status: 'pending', attempts: 2 });
    expect(item?.nextAttemptAt).toBe(clock.now() + 2000);
  });

  it('tries waiting items at once when asked to skip the back-off, once per pass', async () => {
    const db = testDb();
    const clock = manualClock();
    let up = false;
    const requests = stubFetch(() => (up ? json(201, {}) : json(503, { message: 'Down' })));
    const item = await enqueue(waitlist('1@x.co'), { db, now: clock.now });
    await flushOutbox({ db, now: clock.now });
    expect((await db.outbox.get({ id: item.id }))?.nextAttemptAt).toBeGreaterThan(clock.now());

    await flushOutbox({ db, now: clock.now, ignoreBackoff: true });
    expect(requests).toHaveLength(2); // still down: tried once, not in a loop
    expect((await db.outbox.get({ id: item.id }))?.attempts).toBe(2);

    up = true;
    await flushOutbox({ db, now: clock.now, ignoreBackoff: true });
    expect((await db.outbox.get({ id: item.id }))?.status).toBe('sent');
  });

  it('caps the back-off at 5 minutes', () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(9)).toBe(256_000);
    expect(backoffDelay(10)).toBe(300_000);
    expect(backoffDelay(40)).toBe(300_000);
  });

  it('retries a 5xx later without stopping the rest of the queue', async () => {
    const db = testDb();
    const clock = manualClock();
    const requests = stubFetch(answering({ '1@x.co': () => json(503, { message: 'Down' }) }));
    const opts = { db, now: clock.now, random: noJitter };
    const first = await enqueue(waitlist('1@x.co'), opts);
    const second = await enqueue(waitlist('2@x.co'), opts);

    const report = await flushOutbox(opts);

    expect(report).toMatchObject({ sent: 1, retrying: 1, offline: false });
    expect(requests).toHaveLength(2);
    expect(await db.outbox.get({ id: first.id })).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: clock.now() + 1000,
    });
    expect((await db.outbox.get({ id: second.id }))?.status).toBe('sent');
  });

  it('retries a 409 for a key still in flight, but refuses any other 409', async () => {
    const db = testDb();
    stubFetch(
      answering({
        'busy@x.co': () => json(409, { message: 'In flight', code: IDEMPOTENCY_CODES.inFlight }),
        'stale@x.co': () => json(409, { message: 'Changed since', current: { v: 2 } }),
      }),
    );
    const busy = await enqueue(waitlist('busy@x.co'), { db });
    const stale = await enqueue(waitlist('stale@x.co'), { db });
    await flushOutbox({ db });
    expect((await db.outbox.get({ id: busy.id }))?.status).toBe('pending');
    expect(await db.outbox.get({ id: stale.id })).toMatchObject({
      status: 'failed',
      error: 'Changed since',
      response: { message: 'Changed since', current: { v: 2 } },
    });
  });

  it.each([400, 422])(
    'keeps a %i as failed with the server message and issues, never retried',
    async (status) => {
      const db = testDb();
      const clock = manualClock();
      const issues = { email: 'Invalid email address' };
      const requests = stubFetch(() => json(status, { message: 'Invalid request', issues }));
      const item = await enqueue(waitlist('nope'), { db, now: clock.now });

      const report = await flushOutbox({ db, now: clock.now });
      expect(report.failed).toBe(1);
      expect(await db.outbox.get({ id: item.id })).toMatchObject({
        status: 'failed',
        error: 'Invalid request',
        issues,
      });

      clock.advance(60 * 60 * 1000);
      await flushOutbox({ db, now: clock.now });
      expect(requests).toHaveLength(1);
    },
  );

  it('keeps a 401 until sign-in, then resends it with a new key', async () => {
    const db = testDb();
    let signedIn = false;
    const requests = stubFetch(() =>
      signedIn ? json(201, {}) : json(401, { message: 'Unauthorized' }),
    );
    const item = await enqueue(
      { kind: 'profile', url: '/api/user/profile', method: 'PUT', body: { firstName: 'Ada' } },
      { db },
    );

    expect((await flushOutbox({ db })).auth).toBe(1);
    expect((await db.outbox.get({ id: item.id }))?.status).toBe('auth');
    await flushOutbox({ db });
    expect(requests).toHaveLength(1);

    signedIn = true;
    await retryAll({ db });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.method).toBe('PUT');
    expect(requests[1]?.headers.get('Idempotency-Key')).not.toBe(item.id);
    expect((await db.outbox.get({ id: item.id }))?.status).toBe('sent');
  });

  it('sends no duplicate when a lost response is replayed', async () => {
    const db = testDb();
    const clock = manualClock();
    const records: unknown[] = [];
    const answers = new Map<string, unknown>();
    let loseNextResponse = true;
    const requests = stubFetch((req) => {
      const key = req.headers.get('Idempotency-Key') ?? '';
      if (!answers.has(key)) {
        records.push(req.body);
        answers.set(key, { id: records.length });
      }
      if (loseNextResponse) {
        loseNextResponse = false;
        networkDown(); // the server did the work, the answer never arrived
      }
      return json(201, answers.get(key));
    });
    const opts = { db, now: clock.now, random: noJitter };
    const item = await enqueue(waitlist('once@x.co'), opts);

    await flushOutbox(opts);
    expect((await db.outbox.get({ id: item.id }))?.status).toBe('pending');
    clock.advance(1000);
    await flushOutbox(opts);

    expect(requests).toHaveLength(2);
    expect(new Set(requests.map((r) => r.headers.get('Idempotency-Key')))).toEqual(
      new Set([item.id]),
    );
    expect(records).toHaveLength(1);
    expect(await db.outbox.get({ id: item.id })).toMatchObject({
      status: 'sent',
      response: { id: 1 },
    });
  });

  it('keeps items across a new database instance, still flushable', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const first = new ClubDB(name);
    stubFetch(networkDown);
    const item = await enqueue(waitlist('durable@x.co'), { db: first });
    first.close();

    const reopened = testDb(name);
    expect((await reopened.outbox.get({ id: item.id }))?.status).toBe('pending');
    const requests = stubFetch(() => json(201, {}));
    await flushOutbox({ db: reopened });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe(item.id);
    expect((await reopened.outbox.get({ id: item.id }))?.status).toBe('sent');
  });

  it('recovers an item stuck in sending by a crashed tab, and leaves a live one alone', async () => {
    const db = testDb();
    const clock = manualClock();
    const requests = stubFetch(() => json(201, {}));
    const stuck = await enqueue(waitlist('stuck@x.co'), { db, now: clock.now });
    const live = await enqueue(waitlist('live@x.co'), { db, now: clock.now });
    await db.outbox
      .where('id')
      .equals(stuck.id)
      .modify({ status: 'sending', updatedAt: clock.now() - STUCK_SENDING_MS - 1 });
    await db.outbox
      .where('id')
      .equals(live.id)
      .modify({ status: 'sending', updatedAt: clock.now() - 1000 });

    await flushOutbox({ db, now: clock.now });

    expect(requests.map((r) => r.headers.get('Idempotency-Key'))).toEqual([stuck.id]);
    expect((await db.outbox.get({ id: stuck.id }))?.status).toBe('sent');
    expect((await db.outbox.get({ id: live.id }))?.status).toBe('sending');
  });

  it('prunes sent items older than the server keeps their keys (30 days)', async () => {
    const db = testDb();
    const clock = manualClock();
    stubFetch(() => json(201, {}));
    const old = await enqueue(waitlist('old@x.co'), { db, now: clock.now });
    await flushOutbox({ db, now: clock.now });
    clock.advance(SENT_RETENTION_MS - 1);
    const recent = await enqueue(waitlist('recent@x.co'), { db, now: clock.now });
    await flushOutbox({ db, now: clock.now });
    expect(await db.outbox.count()).toBe(2);

    clock.advance(2);
    await flushOutbox({ db, now: clock.now });
    expect((await db.outbox.toArray()).map((i) => i.id)).toEqual([recent.id]);
    expect(old.id).not.toBe(recent.id);
  });

  it('shares the running flush with callers that arrive meanwhile', async () => {
    const db = testDb();
    stubFetch(() => json(201, {}));
    await enqueue(waitlist('1@x.co'), { db });
    const first = flushOutbox({ db });
    expect(flushOutbox({ db })).toBe(first);
    await first;
    const next = flushOutbox({ db });
    expect(next).not.toBe(first);
    // Settle it before the test's db is closed, or its late rejection leaks into another test.
    await next;
  });

  it.each([408, 425, 429])('retries a %i later', async (status) => {
    const db = testDb();
    stubFetch(() => json(status, { message: 'Later' }));
    const item = await enqueue(waitlist('a@x.co'), { db });
    expect((await flushOutbox({ db })).retrying).toBe(1);
    expect(await db.outbox.get({ id: item.id })).toMatchObject({
      status: 'pending',
      error: 'Later',
      httpStatus: status,
    });
  });

  it('runs one flush at a time: concurrent calls send each item once', async () => {
    const db = testDb();
    const requests = stubFetch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return json(201, {});
    });
    await enqueue(waitlist('1@x.co'), { db });
    await enqueue(waitlist('2@x.co'), { db });
    await Promise.all([flushOutbox({ db }), flushOutbox({ db }), flushOutbox({ db })]);
    expect(requests).toHaveLength(2);
  });
});

describe('submit', () => {
  it('reports sent with the server response', async () => {
    const db = testDb();
    stubFetch(() => json(201, { id: 9, message: 'Successfully Joined!' }));
    const outcome = await submit(waitlist('a@x.co'), { db });
    expect(outcome).toMatchObject({
      status: 'sent',
      response: { id: 9, message: 'Successfully Joined!' },
    });
  });

  it('reports queued only when the network failed, keeping the item', async () => {
    const db = testDb();
    stubFetch(networkDown);
    const offline = await submit(waitlist('a@x.co'), { db });
    expect(offline.status).toBe('queued');
    expect((await db.outbox.get({ id: offline.id }))?.status).toBe('pending');
  });

  it('reports retrying with the server message and status on a 5xx, keeping the item', async () => {
    const db = testDb();
    stubFetch(() => json(500, { message: 'Internal Server Error' }));
    const serverDown = await submit(waitlist('b@x.co'), { db });
    expect(serverDown).toEqual({
      status: 'retrying',
      id: serverDown.id,
      message: 'Internal Server Error',
      httpStatus: 500,
    });
    expect((await db.outbox.get({ id: serverDown.id }))?.status).toBe('pending');
  });

  it('reports failed with the message and issues of a 400', async () => {
    const db = testDb();
    const issues = { firstName: 'First name is required' };
    stubFetch(() => json(400, { message: 'Invalid request', issues }));
    expect(await submit(waitlist('a@x.co'), { db })).toMatchObject({
      status: 'failed',
      message: 'Invalid request',
      issues,
    });
  });

  it('reports auth on a 401', async () => {
    const db = testDb();
    stubFetch(() => json(401, { message: 'Unauthorized' }));
    expect((await submit(waitlist('a@x.co'), { db })).status).toBe('auth');
  });

  it('is sent even when a flush is already running', async () => {
    const db = testDb();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubFetch(async (req) => {
      if ((req.body as { email: string }).email === 'slow@x.co') await gate;
      return json(201, {});
    });
    await enqueue(waitlist('slow@x.co'), { db });
    const running = flushOutbox({ db });
    const submitted = submit(waitlist('late@x.co'), { db });
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await running;
    expect((await submitted).status).toBe('sent');
  });
});

describe('retryNow and discard', () => {
  it('resends a refused item at once with a fresh key', async () => {
    const db = testDb();
    let accept = false;
    const requests = stubFetch(() =>
      accept ? json(201, {}) : json(403, { message: 'Cross-site request refused' }),
    );
    const outcome = await submit(waitlist('a@x.co'), { db });
    expect(outcome).toMatchObject({ status: 'failed', message: 'Cross-site request refused' });

    accept = true;
    await retryNow(outcome.id, { db });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers.get('Idempotency-Key')).not.toBe(
      requests[0]?.headers.get('Idempotency-Key'),
    );
    expect(await db.outbox.get({ id: outcome.id })).toMatchObject({ status: 'sent' });
    expect((await db.outbox.get({ id: outcome.id }))?.error).toBeUndefined();
  });

  it('retries a waiting item before its back-off ends', async () => {
    const db = testDb();
    const clock = manualClock();
    let up = false;
    const requests = stubFetch(() => (up ? json(201, {}) : networkDown()));
    const outcome = await submit(waitlist('a@x.co'), { db, now: clock.now });
    up = true;
    await retryNow(outcome.id, { db, now: clock.now });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers.get('Idempotency-Key')).toBe(outcome.id);
    expect((await db.outbox.get({ id: outcome.id }))?.status).toBe('sent');
  });

  it('discards an item', async () => {
    const db = testDb();
    const item = await enqueue(waitlist('a@x.co'), { db });
    expect(await discard(item.id, { db })).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('ownership', () => {
  const profileSave = {
    kind: 'profile' as const,
    method: 'PUT' as const,
    url: '/api/user/profile',
    body: {},
  };

  it('stamps the signed-in member on an item, and nobody on one made signed out', async () => {
    const db = testDb();
    const signedOut = await enqueue(waitlist('a@x.co'), { db });
    await db.session.put({ key: 'current', user: member('ada'), fetchedAt: 1 });
    const adas = await enqueue(profileSave, { db });
    expect((await db.outbox.get({ id: signedOut.id }))?.ownerId).toBeUndefined();
    expect((await db.outbox.get({ id: adas.id }))?.ownerId).toBe('ada');
  });

  it('never sends a member’s item under another member’s session', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: member('ada'), fetchedAt: 1 });
    const adas = await enqueue(profileSave, { db });
    await db.session.put({ key: 'current', user: member('bob'), fetchedAt: 2 });
    const anyone = await enqueue(waitlist('x@x.co'), { db });
    await db.outbox.where('id').equals(anyone.id).modify({ ownerId: undefined });
    const requests = stubFetch(() => json(200, { ok: true }));
    const report = await flushOutbox({ db });
    expect(requests.map((r) => r.path)).toEqual(['/api/waitlist']);
    expect(report.sent).toBe(1);
    expect((await db.outbox.get({ id: adas.id }))?.status).toBe('pending');
  });
});
