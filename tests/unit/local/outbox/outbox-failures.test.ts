import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { discard, enqueue, flushOutbox, retryNow, submit } from '@app/local/outbox/outbox';
import { LocalUnavailableError } from '@app/local/db/local-unavailable';
import { OUTBOX_EXPIRY_MS, jitteredDelay } from '@app/local/outbox/outbox-policy';
import { OUTDATED_ITEM_MESSAGE } from '@app/local/outbox/outbox-schemas';
import { json, manualClock, networkDown, stubFetch, testDb } from '../fake-server';
import { member } from '../member-fixtures';

const noJitter = () => 0.5;
const person = { firstName: 'Ada', lastName: 'Byron', phoneNumber: '5551234567' };
const waitlist = (email: string) => ({
  kind: 'waitlist' as const,
  url: '/api/waitlist',
  body: { ...person, email },
});
const keyOf = (req: { headers: Headers }) => req.headers.get('Idempotency-Key');

describe('answers that are not the expected JSON', () => {
  it.each([
    ['a captive portal page', () => new Response('<html>Sign in to Wi-Fi</html>', { status: 200 })],
    ['an empty body', () => new Response('', { status: 201 })],
  ])('retries %s under the same key', async (_what, portal) => {
    const db = testDb();
    const clock = manualClock();
    let answer: () => Response = portal;
    const requests = stubFetch(() => answer());
    const opts = { db, now: clock.now, random: noJitter };
    const outcome = await submit(waitlist('a@x.co'), opts);
    expect(outcome.status).toBe('queued');
    expect(await db.outbox.get({ id: outcome.id })).toMatchObject({ status: 'pending' });

    answer = () => json(201, { id: 1 });
    clock.advance(1000);
    await flushOutbox(opts);
    expect(requests.map(keyOf)).toEqual([outcome.id, outcome.id]);
    expect((await db.outbox.get({ id: outcome.id }))?.status).toBe('sent');
  });
});

describe('expiry', () => {
  it('never sends an item older than the server keeps keys; sending it again takes a new key', async () => {
    const db = testDb();
    const clock = manualClock();
    const requests = stubFetch(() => json(201, {}));
    const opts = { db, now: clock.now };
    const old = await enqueue(waitlist('old@x.co'), opts);
    await db.outbox.where('id').equals(old.id).modify({ nextAttemptAt: Infinity });
    clock.advance(OUTBOX_EXPIRY_MS + 1);
    await db.outbox.where('id').equals(old.id).modify({ nextAttemptAt: 0 });

    const report = await flushOutbox({ ...opts, ignoreBackoff: true });
    expect(report.expired).toBe(1);
    expect(requests).toHaveLength(0);
    expect((await db.outbox.get({ id: old.id }))?.status).toBe('expired');
    await flushOutbox(opts);
    expect(requests).toHaveLength(0); // stays put until the user says

    await retryNow(old.id, opts);
    expect(requests).toHaveLength(1);
    expect(keyOf(requests[0]!)).not.toBe(old.id);
    expect((await db.outbox.get({ id: old.id }))?.status).toBe('sent');
  });

  it('expires an item that grows too old between the tidy-up and the claim', async () => {
    const db = testDb();
    const clock = manualClock();
    const requests = stubFetch(() => json(201, {}));
    const item = await enqueue(waitlist('edge@x.co'), { db, now: clock.now });
    clock.advance(OUTBOX_EXPIRY_MS);
    // The pass reads the clock first to tidy up, then again to claim: a millisecond passes between.
    let reads = 0;
    const now = () => clock.now() + (reads++ === 0 ? 0 : 1);

    const report = await flushOutbox({ db, now });
    expect(requests).toHaveLength(0);
    expect(report.expired).toBe(1);
    expect((await db.outbox.get({ id: item.id }))?.status).toBe('expired');
  });

  it('sends an item just inside the retention', async () => {
    const db = testDb();
    const clock = manualClock();
    const requests = stubFetch(() => json(201, {}));
    const item = await enqueue(waitlist('recent@x.co'), { db, now: clock.now });
    clock.advance(OUTBOX_EXPIRY_MS);
    await flushOutbox({ db, now: clock.now });
    expect(requests.map(keyOf)).toEqual([item.id]);
  });
});

describe('items saved by another version of the app', () => {
  it('marks a body that no longer fits its schema failed with a reason, and never sends it', async () => {
    const db = testDb();
    const requests = stubFetch(() => json(201, {}));
    const item = await enqueue({ ...waitlist('a@x.co'), body: { fullName: 'Ada Byron' } }, { db });
    await db.outbox.where('id').equals(item.id).modify({ v: 0 });

    const report = await flushOutbox({ db });
    expect(report.failed).toBe(1);
    expect(requests).toHaveLength(0);
    expect(await db.outbox.get({ id: item.id })).toMatchObject({
      status: 'failed',
      error: OUTDATED_ITEM_MESSAGE,
    });
    await retryNow(item.id, { db });
    expect(requests).toHaveLength(0); // resending does not send it broken either
  });

  it('sends an older item whose body still fits', async () => {
    const db = testDb();
    const requests = stubFetch(() => json(201, {}));
    const item = await enqueue(waitlist('a@x.co'), { db });
    await db.outbox.where('id').equals(item.id).modify({ v: undefined });
    await flushOutbox({ db });
    expect(requests).toHaveLength(1);
  });
});

describe('discard', () => {
  it('refuses an item that is on the wire', async () => {
    const db = testDb();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubFetch(async () => {
      await gate;
      return json(201, {});
    });
    const item = await enqueue(waitlist('a@x.co'), { db });
    const flushing = flushOutbox({ db });
    await vi.waitFor(async () =>
      expect((await db.outbox.get({ id: item.id }))?.status).toBe('sending'),
    );
    expect(await discard(item.id, { db })).toBe(false);
    expect(await db.outbox.count()).toBe(1);
    release();
    await flushing;
    expect((await db.outbox.get({ id: item.id }))?.status).toBe('sent');
  });
});

describe('Retry-After', () => {
  const limited = (retryAfter: string, status = 429) =>
    new Response(
      JSON.stringify({ message: 'Too many requests, try again shortly', code: 'rate_limited' }),
      {
        status,
        headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
      },
    );

  it('waits the seconds a 429 names, even through an immediate retry', async () => {
    const db = testDb();
    const clock = manualClock();
    let limit = true;
    const requests = stubFetch(() => (limit ? limited('2') : json(201, {})));
    const opts = { db, now: clock.now, random: noJitter };
    const outcome = await submit(waitlist('a@x.co'), opts);
    expect(outcome).toMatchObject({
      status: 'retrying',
      httpStatus: 429,
      message: 'Too many requests, try again shortly',
    });
    limit = false;
    clock.advance(1999);
    await flushOutbox({ ...opts, ignoreBackoff: true }); // the `online` event, app start
    expect(requests).toHaveLength(1);
    clock.advance(1);
    await flushOutbox(opts);
    expect(requests).toHaveLength(2);
    expect((await db.outbox.get({ id: outcome.id }))?.status).toBe('sent');
  });

  it('waits until the HTTP date a 503 names', async () => {
    const db = testDb();
    const clock = manualClock();
    const until = clock.now() + 60_000;
    let down = true;
    const requests = stubFetch(() =>
      down ? limited(new Date(until).toUTCString(), 503) : json(201, {}),
    );
    const opts = { db, now: clock.now, random: noJitter };
    const item = await enqueue(waitlist('a@x.co'), opts);
    await flushOutbox(opts);
    expect((await db.outbox.get({ id: item.id }))?.nextAttemptAt).toBe(until);
    down = false;
    clock.advance(59_999);
    await flushOutbox(opts);
    expect(requests).toHaveLength(1);
    clock.advance(1);
    await flushOutbox(opts);
    expect(requests).toHaveLength(2);
  });

  it('falls back to the back-off when a 500 names a time (only 429 and 503 are honoured)', async () => {
    const db = testDb();
    const clock = manualClock();
    stubFetch(() => limited('120', 500));
    const item = await enqueue(waitlist('a@x.co'), { db, now: clock.now, random: noJitter });
    await flushOutbox({ db, now: clock.now, random: noJitter });
    expect((await db.outbox.get({ id: item.id }))?.nextAttemptAt).toBe(clock.now() + 1000);
  });
});

describe('jitter', () => {
  it('spreads each back-off by at most 20% either way', () => {
    expect(jitteredDelay(1, () => 0)).toBe(800);
    expect(jitteredDelay(1, () => 0.5)).toBe(1000);
    expect(jitteredDelay(1, () => 0.999_999)).toBe(1200);
    expect(jitteredDelay(3, () => 0)).toBe(3200);
    for (let i = 0; i < 200; i++) {
      const delay = jitteredDelay(4);
      expect(delay).toBeGreaterThanOrEqual(6400);
      expect(delay).toBeLessThanOrEqual(9600);
    }
  });

  it('is applied to an item that failed', async () => {
    const db = testDb();
    const clock = manualClock();
    stubFetch(networkDown);
    const item = await enqueue(waitlist('a@x.co'), { db, now: clock.now });
    await flushOutbox({ db, now: clock.now, random: () => 0 });
    expect((await db.outbox.get({ id: item.id }))?.nextAttemptAt).toBe(clock.now() + 800);
  });
});

describe('order', () => {
  it('sends one member’s profile saves in order while independent items go alongside', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: member('ada'), fetchedAt: 1 });
    const log: string[] = [];
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    stubFetch(async (req) => {
      const name = (req.body as { name: string }).name;
      log.push(`start ${name}`);
      if (name === 'profile 1') await firstHeld;
      if (name === 'waitlist') releaseFirst(); // the waitlist ran while profile 1 was in flight
      log.push(`end ${name}`);
      return json(200, {});
    });
    const profile = (name: string) => ({
      kind: 'profile' as const,
      method: 'PUT' as const,
      url: '/api/user/profile',
      body: { name },
    });
    await enqueue({ ...waitlist('probe@x.co'), body: { name: 'probe' } }, { db });
    await enqueue(profile('profile 1'), { db });
    await enqueue(profile('profile 2'), { db });
    await enqueue({ ...waitlist('w@x.co'), body: { name: 'waitlist' } }, { db });

    expect((await flushOutbox({ db })).sent).toBe(4);
    expect(log.indexOf('start waitlist')).toBeLessThan(log.indexOf('end profile 1'));
    expect(log.indexOf('start profile 2')).toBeGreaterThan(log.indexOf('end profile 1'));
  });
});

describe('storage', () => {
  it('reports a full device, storing nothing', async () => {
    const db = testDb();
    const requests = stubFetch(() => json(201, {}));
    vi.spyOn(db.outbox, 'add').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    const outcome = await submit(waitlist('a@x.co'), { db });
    expect(outcome.status).toBe('storage-full');
    expect(requests).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('says that nothing was stored when storage fails otherwise, with the cause', async () => {
    const db = testDb();
    const requests = stubFetch(() => json(201, {}));
    const fire = new Error('disk on fire');
    vi.spyOn(db.outbox, 'add').mockRejectedValue(fire);
    const sent = submit(waitlist('a@x.co'), { db });
    await expect(sent).rejects.toBeInstanceOf(LocalUnavailableError);
    await expect(sent).rejects.toHaveProperty('cause', fire);
    expect(requests).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('says so too when the database cannot open', async () => {
    const db = testDb();
    db.close({ disableAutoOpen: true });
    await expect(submit(waitlist('a@x.co'), { db })).rejects.toBeInstanceOf(LocalUnavailableError);
  });
});

describe('submit while another tab holds the flush', () => {
  it('returns queued at once, and this tab sends it once the lock is free', async () => {
    const db = testDb();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    type Callback = (lock: { name: string } | null) => Promise<unknown>;
    const locks = {
      request: async (
        name: string,
        options: { ifAvailable?: boolean } | Callback,
        cb?: Callback,
      ) => {
        const callback = typeof options === 'function' ? options : cb!;
        if (typeof options !== 'function' && options.ifAvailable) return callback(null);
        await held;
        return callback({ name });
      },
    };
    vi.stubGlobal('navigator', { locks });
    const requests = stubFetch(() => json(201, {}));

    const outcome = await submit(waitlist('a@x.co'), { db });
    expect(outcome.status).toBe('queued');
    expect(requests).toHaveLength(0);

    release();
    await flushOutbox({ db }); // joins this tab's flush, which was waiting for the lock
    expect(requests.map(keyOf)).toEqual([outcome.id]);
  });

  it('asks the browser once per session to keep the storage when something is queued', async () => {
    const db = testDb();
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist } });
    vi.resetModules(); // a fresh session: nothing asked yet
    const fresh = await import('@app/local/outbox/outbox');
    stubFetch(networkDown);
    expect(persist).not.toHaveBeenCalled();
    await fresh.submit(waitlist('a@x.co'), { db });
    await fresh.submit(waitlist('b@x.co'), { db });
    expect(persist).toHaveBeenCalledTimes(1);
  });
});
