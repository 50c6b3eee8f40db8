import { describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_CODES, type ApiErrorBody } from '@shared/api';
import { IDEMPOTENCY_KEY_TTL_MS } from '@shared/constants';
import { hashRequest, IN_FLIGHT_STALE_MS, REPLAY_HEADER } from '@api/middleware/idempotency';
import { pruneExpired } from '@api/ops';
import { appSuite } from '../../helpers/app-suite';

const entry = {
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia@example.com',
  phoneNumber: '5550102030',
};

const s = appSuite();

const keyRows = () =>
  s.t.db.$client.prepare('SELECT * FROM idempotency_keys').all() as Record<string, unknown>[];

describe('Idempotency-Key', () => {
  it('runs a keyed request once and replays the stored answer', async () => {
    const first = await s.t.post(API.waitlist, entry, { key: 'key-1' });
    const second = await s.t.post(API.waitlist, entry, { key: 'key-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(first.headers.get(REPLAY_HEADER)).toBeNull();
    expect(second.headers.get(REPLAY_HEADER)).toBe('true');
    expect(second.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(s.t.count('waitlist')).toBe(1);
    expect(keyRows()).toEqual([
      expect.objectContaining({
        key: 'key-1',
        scope: 'POST /api/waitlist',
        status: 'done',
        response_status: 201,
        response_body: '{"id":1,"message":"Successfully Joined!"}',
      }),
    ]);
  });

  it('runs every request without a key', async () => {
    await s.t.post(API.waitlist, entry);
    await s.t.post(API.waitlist, entry);
    expect(s.t.count('waitlist')).toBe(2);
    expect(keyRows()).toHaveLength(0);
  });

  it('answers 422 when a key is reused with another body', async () => {
    await s.t.post(API.waitlist, entry, { key: 'key-2' });
    const res = await s.t.post(API.waitlist, { ...entry, firstName: 'Maya' }, { key: 'key-2' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.code).toBe(IDEMPOTENCY_CODES.mismatch);
    expect(body.message).toMatch(/already used for a different request/);
    expect(s.t.count('waitlist')).toBe(1);
  });

  it('scopes keys per method and path', async () => {
    await s.t.post(API.waitlist, entry, { key: 'shared-key' });
    const res = await s.t.post(API.newsletter, { email: 'a@example.com' }, { key: 'shared-key' });
    expect(res.status).toBe(201);
    expect(keyRows()).toHaveLength(2);
  });

  it('answers 409 while the same request is still in flight', async () => {
    const body = JSON.stringify(entry);
    s.t.db.$client
      .prepare(
        'INSERT INTO idempotency_keys (key, scope, request_hash, status, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        'key-3',
        'POST /api/waitlist',
        hashRequest('POST', API.waitlist, body),
        'in_flight',
        s.time.now().toISOString(),
      );
    const res = await s.t.post(API.waitlist, body, { key: 'key-3' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ApiErrorBody).code).toBe(IDEMPOTENCY_CODES.inFlight);
    expect(s.t.count('waitlist')).toBe(0);
  });

  it('answers 409 to a concurrent duplicate, then replays the finished answer', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    s.t.app.post('/api/test-slow', async (c) => {
      await gate;
      return c.json({ done: true }, 201);
    });
    const first = s.t.post('/api/test-slow', { n: 1 }, { key: 'slow' });
    const duplicate = await s.t.post('/api/test-slow', { n: 1 }, { key: 'slow' });
    expect(duplicate.status).toBe(409);
    release();
    expect((await first).status).toBe(201);
    const replay = await s.t.post('/api/test-slow', { n: 1 }, { key: 'slow' });
    expect(replay.status).toBe(201);
    expect(replay.headers.get(REPLAY_HEADER)).toBe('true');
  });

  it('lets a retry take over a key abandoned in flight by a crashed process', async () => {
    const body = JSON.stringify(entry);
    const startedAt = new Date(s.time.now().getTime() - IN_FLIGHT_STALE_MS).toISOString();
    s.t.db.$client
      .prepare(
        'INSERT INTO idempotency_keys (key, scope, request_hash, status, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        'key-4',
        'POST /api/waitlist',
        hashRequest('POST', API.waitlist, body),
        'in_flight',
        startedAt,
      );
    const res = await s.t.post(API.waitlist, body, { key: 'key-4' });
    expect(res.status).toBe(201);
    expect(keyRows()[0]).toMatchObject({ status: 'done', created_at: s.time.now().toISOString() });
  });

  it('releases the key after a 5xx so a retry runs again', async () => {
    let calls = 0;
    s.t.app.post('/api/test-flaky', (c) => {
      calls += 1;
      if (calls === 1) throw new Error('database briefly unavailable');
      return c.json({ calls }, 201);
    });
    const failed = await s.t.post('/api/test-flaky', { a: 1 }, { key: 'flaky' });
    expect(failed.status).toBe(500);
    expect(keyRows()).toHaveLength(0);
    const retried = await s.t.post('/api/test-flaky', { a: 1 }, { key: 'flaky' });
    expect(retried.status).toBe(201);
    expect(await retried.json()).toEqual({ calls: 2 });
    expect(retried.headers.get(REPLAY_HEADER)).toBeNull();
    const replayed = await s.t.post('/api/test-flaky', { a: 1 }, { key: 'flaky' });
    expect(await replayed.json()).toEqual({ calls: 2 });
    expect(calls).toBe(2);
  });

  it('stores a 400 and replays it', async () => {
    const bad = { ...entry, email: 'nope' };
    const first = await s.t.post(API.waitlist, bad, { key: 'bad' });
    const second = await s.t.post(API.waitlist, bad, { key: 'bad' });
    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
    expect(second.headers.get(REPLAY_HEADER)).toBe('true');
    expect(await second.json()).toEqual(await first.json());
  });

  it('does not store a 401, so the request runs again after sign-in', async () => {
    let signedIn = false;
    s.t.app.post('/api/test-private', (c) =>
      signedIn ? c.json({ ok: true }, 201) : c.json({ message: 'Unauthorized' }, 401),
    );
    expect((await s.t.post('/api/test-private', {}, { key: 'auth' })).status).toBe(401);
    signedIn = true;
    expect((await s.t.post('/api/test-private', {}, { key: 'auth' })).status).toBe(201);
  });

  it('keeps keys 30 days, then the prune deletes them and the key is new again', async () => {
    expect(IDEMPOTENCY_KEY_TTL_MS).toBe(30 * 24 * 60 * 60 * 1000);
    await s.t.post(API.waitlist, entry, { key: 'old' });
    s.time.advance(IDEMPOTENCY_KEY_TTL_MS - 1000);
    await s.t.post(API.newsletter, { email: 'a@example.com' }, { key: 'recent' });
    expect(pruneExpired(s.t.db, s.time.now()).idempotencyKeys).toBe(0);
    expect((await s.t.post(API.waitlist, entry, { key: 'old' })).headers.get(REPLAY_HEADER)).toBe(
      'true',
    );
    s.time.advance(2000);
    expect(pruneExpired(s.t.db, s.time.now()).idempotencyKeys).toBe(1);
    expect(keyRows().map((r) => r.key)).toEqual(['recent']);
    // An expired key is a new key: the request runs again.
    const res = await s.t.post(API.waitlist, entry, { key: 'old' });
    expect(res.headers.get(REPLAY_HEADER)).toBeNull();
    expect(s.t.count('waitlist')).toBe(2);
  });

  it.each(['', 'has space', 'x'.repeat(256), 'tab\tkey'])(
    'refuses the malformed key %j',
    async (key) => {
      const res = await s.t.request(API.waitlist, {
        method: 'POST',
        body: JSON.stringify(entry),
        headers: {
          'Content-Type': 'application/json',
          Origin: 'http://localhost',
          'Idempotency-Key': key,
        },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiErrorBody).message).toBe('Invalid Idempotency-Key header');
      expect(s.t.count('waitlist')).toBe(0);
    },
  );
});
