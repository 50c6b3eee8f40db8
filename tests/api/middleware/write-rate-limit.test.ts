import { afterEach, describe, expect, it } from 'vitest';
import { API, RATE_LIMITED_CODE, type ApiErrorBody } from '@shared/api';
import { makeClock, makeTestApp, type TestApp } from '../../helpers/api';
import { register } from '../../helpers/accounts';
import { PUBLIC_WRITE_PATHS, PUBLIC_WRITES } from '../../helpers/write-bodies';

let t: TestApp;
afterEach(() => t.close());

const keyRows = () => t.count('idempotency_keys');

describe('public writes per client address', () => {
  it.each(PUBLIC_WRITE_PATHS)(
    'answers %s with 429, Retry-After and a message after the limit',
    async (path) => {
      t = makeTestApp({ clock: makeClock().clock, env: { RATE_LIMIT_WRITES_ADDRESS: '3/1m' } });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await t.post(path, PUBLIC_WRITES[path])).status);
      expect(statuses.every((s) => s < 300)).toBe(true);
      const res = await t.post(path, PUBLIC_WRITES[path], { key: 'over-the-limit' });
      expect(res.status).toBe(429);
      expect(res.headers.get('Retry-After')).toBe('60');
      expect(await res.json()).toEqual({
        message: 'Too many requests. Please try again in 1 minute.',
        error: 'Too many requests. Please try again in 1 minute.',
        code: RATE_LIMITED_CODE,
      } satisfies ApiErrorBody);
      // Refused before idempotency: nothing stored for the key.
      expect(keyRows()).toBe(0);
    },
  );

  it('counts all public writes together and refuses before the body is read', async () => {
    t = makeTestApp({ clock: makeClock().clock, env: { RATE_LIMIT_WRITES_ADDRESS: '2/1m' } });
    await t.post(API.waitlist, PUBLIC_WRITES[API.waitlist]);
    await t.post(API.newsletter, PUBLIC_WRITES[API.newsletter]);
    const res = await t.post(API.contact, '{"not json');
    expect(res.status).toBe(429);
  });

  it('limits the avatar upload too', async () => {
    t = makeTestApp({ clock: makeClock().clock, env: { RATE_LIMIT_WRITES_ADDRESS: '1/1m' } });
    const { cookie } = await register(t);
    const upload = () =>
      t.request(API.avatar, { method: 'POST', body: new FormData(), headers: { Cookie: cookie } });
    expect((await upload()).status).toBe(400);
    expect((await upload()).status).toBe(429);
  });

  it('does not count reads on the same path', async () => {
    t = makeTestApp({ clock: makeClock().clock, env: { RATE_LIMIT_WRITES_ADDRESS: '1/1m' } });
    const { cookie } = await register(t);
    for (let i = 0; i < 3; i++) {
      expect((await t.request(API.bookings, { headers: { Cookie: cookie } })).status).toBe(200);
    }
    expect((await t.post(API.bookings, PUBLIC_WRITES[API.bookings])).status).toBe(201);
  });

  it('opens again when the window ends', async () => {
    const time = makeClock();
    t = makeTestApp({ clock: time.clock, env: { RATE_LIMIT_WRITES_ADDRESS: '1/1m' } });
    expect((await t.post(API.newsletter, { email: 'a@example.com' })).status).toBe(201);
    expect((await t.post(API.newsletter, { email: 'b@example.com' })).status).toBe(429);
    time.advance(60_000);
    expect((await t.post(API.newsletter, { email: 'b@example.com' })).status).toBe(201);
  });

  it('keeps another address (X-Forwarded-For behind TRUST_PROXY) unaffected', async () => {
    t = makeTestApp({
      clock: makeClock().clock,
      env: { RATE_LIMIT_WRITES_ADDRESS: '2/1m', TRUST_PROXY: '1' },
    });
    const from = (ip: string) => ({ headers: { 'X-Forwarded-For': `10.0.0.1, ${ip}` } });
    const body = PUBLIC_WRITES[API.waitlist];
    const busy: number[] = [];
    for (let i = 0; i < 3; i++)
      busy.push((await t.post(API.waitlist, body, from('203.0.113.1'))).status);
    expect(busy).toEqual([201, 201, 429]);
    expect((await t.post(API.waitlist, body, from('203.0.113.2'))).status).toBe(201);
  });

  it('allows a household 60 writes a minute by default, and refuses a burst of 300', async () => {
    t = makeTestApp({ clock: makeClock().clock });
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      statuses.push((await t.post(API.newsletter, { email: `r${i}@example.com` })).status);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(201));
    expect(statuses.slice(60)).toEqual(Array(240).fill(429));
  });

  it('lets a burst through with RATE_LIMITS=off', async () => {
    t = makeTestApp({
      clock: makeClock().clock,
      env: { RATE_LIMITS: 'off', RATE_LIMIT_WRITES_ADDRESS: '1/1m' },
    });
    for (let i = 0; i < 100; i++) {
      expect((await t.post(API.newsletter, { email: `r${i}@example.com` })).status).toBe(201);
    }
    expect(t.count('rate_limits')).toBe(0);
  });
});
