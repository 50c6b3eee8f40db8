import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '@api/app';
import { closeDb, migrate, openDb } from '@api/db/client';
import { loadEnv } from '@api/env';
import { API, RATE_LIMITED_CODE } from '@shared/api';
import { makeClock, makeTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/api';
import { PASSWORD, register, registration, signIn } from '../../helpers/accounts';
import { pruneExpired } from '@api/ops';
import { MINUTE } from '../../helpers/durations';
let t: TestApp;
afterEach(() => t.close());

async function failSignIns(email: string, times: number, headers: Record<string, string> = {}) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await t.post(API.signIn, { email, password: 'wrong password' }, { headers });
    statuses.push(res.status);
  }
  return statuses;
}

describe('sign-in per account', () => {
  it('answers 429 with Retry-After and a message after 10 failures', async () => {
    const time = makeClock();
    t = makeTestApp({ clock: time.clock });
    await register(t);
    expect(await failSignIns('amelia@example.com', 10)).toEqual(Array(10).fill(401));
    time.advance(5 * MINUTE);
    // Over the limit even with the right password, and in another case.
    const res = await signIn(t, 'AMELIA@example.com', PASSWORD);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('600');
    expect(await res.json()).toEqual({
      message: 'Too many sign-in attempts. Please try again in 10 minutes.',
      error: 'Too many sign-in attempts. Please try again in 10 minutes.',
      code: RATE_LIMITED_CODE,
    });
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('still lets another account sign in from the same address', async () => {
    t = makeTestApp({ clock: makeClock().clock });
    await register(t);
    await register(t, { email: 'other@example.com' });
    await failSignIns('amelia@example.com', 11);
    expect((await signIn(t, 'other@example.com')).status).toBe(200);
  });

  it('counts failures only: successful sign-ins never lock anyone out', async () => {
    t = makeTestApp({ clock: makeClock().clock });
    await register(t);
    for (let i = 0; i < 12; i++) expect((await signIn(t, 'amelia@example.com')).status).toBe(200);
  });

  it('opens again when the 15-minute window ends', async () => {
    const time = makeClock();
    t = makeTestApp({ clock: time.clock });
    await register(t);
    await failSignIns('amelia@example.com', 11);
    time.advance(15 * MINUTE);
    expect((await signIn(t, 'amelia@example.com')).status).toBe(200);
  });

  it('takes its figures from RATE_LIMIT_SIGNIN_ACCOUNT', async () => {
    t = makeTestApp({ clock: makeClock().clock, env: { RATE_LIMIT_SIGNIN_ACCOUNT: '2/1h' } });
    const statuses = await failSignIns('amelia@example.com', 3);
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe('sign-in per address', () => {
  it('limits failures across accounts from one address (RATE_LIMIT_SIGNIN_ADDRESS)', async () => {
    t = makeTestApp({ clock: makeClock().clock, env: { RATE_LIMIT_SIGNIN_ADDRESS: '3/15m' } });
    for (const name of ['a', 'b', 'c']) await failSignIns(`${name}@example.com`, 1);
    const res = await t.post(API.signIn, { email: 'd@example.com', password: 'wrong password' });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('900');
  });

  it('tells addresses apart by X-Forwarded-For only with TRUST_PROXY', async () => {
    const env = { RATE_LIMIT_SIGNIN_ADDRESS: '2/15m' };
    // The proxy appends the address it saw: the rightmost entry (a leftmost one is the client's).
    const from = (ip: string) => ({ 'X-Forwarded-For': `10.0.0.1, ${ip}` });

    t = makeTestApp({ clock: makeClock().clock, env: { ...env, TRUST_PROXY: '1' } });
    expect(await failSignIns('a@example.com', 3, from('203.0.113.1'))).toEqual([401, 401, 429]);
    expect(await failSignIns('b@example.com', 1, from('203.0.113.2'))).toEqual([401]);
    t.close();

    t = makeTestApp({ clock: makeClock().clock, env });
    await failSignIns('a@example.com', 2, from('203.0.113.1'));
    expect(await failSignIns('b@example.com', 1, from('203.0.113.2'))).toEqual([429]);
  });
});

describe('registration and password reset requests', () => {
  it('limits registrations per address', async () => {
    t = makeTestApp({ clock: makeClock().clock, env: { RATE_LIMIT_REGISTER_ADDRESS: '2/1h' } });
    await register(t, { email: 'a@example.com' });
    await register(t, { email: 'b@example.com' });
    const res = await t.post(API.register, registration({ email: 'c@example.com' }));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('3600');
    expect(await res.json()).toMatchObject({
      message: 'Too many registration attempts. Please try again in 60 minutes.',
      code: RATE_LIMITED_CODE,
    });
    expect(t.count('users')).toBe(2);
  });

  it('allows 20 registrations an hour from one address by default', async () => {
    t = makeTestApp({ clock: makeClock().clock });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      // Bad bodies count too: each is a try.
      statuses.push((await t.post(API.register, registration({ email: `bad${i}` }))).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
  });

  it('limits reset requests per account (5/hour) and per address (10/hour)', async () => {
    t = makeTestApp({ clock: makeClock().clock });
    const ask = (email: string) => t.post(API.forgotPassword, { email });
    for (let i = 0; i < 5; i++) expect((await ask('Amelia@example.com')).status).toBe(200);
    const res = await ask('amelia@example.com');
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({
      message: 'Too many password reset requests. Please try again in 60 minutes.',
    });
    for (let i = 0; i < 4; i++) expect((await ask(`other${i}@example.com`)).status).toBe(200);
    expect((await ask('someone-else@example.com')).status).toBe(429);
  });
});

describe('RATE_LIMITS=off', () => {
  it('turns every limit off', async () => {
    t = makeTestApp({
      clock: makeClock().clock,
      env: { RATE_LIMITS: 'off', RATE_LIMIT_REGISTER_ADDRESS: '1/1h' },
    });
    expect(await failSignIns('amelia@example.com', 15)).toEqual(Array(15).fill(401));
    await register(t, { email: 'a@example.com' });
    await register(t, { email: 'b@example.com' });
    expect(t.count('rate_limits')).toBe(0);
  });
});

describe('the counts', () => {
  it('survive a restart: a new app on the same database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-rate-'));
    const time = makeClock();
    const boot = () => {
      const db = openDb(join(dir, 'club.db'));
      migrate(db);
      const app = createApp({
        db,
        clock: time.clock,
        env: loadEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN }),
        log: () => {},
      });
      const attempt = () =>
        app.request(API.signIn, {
          method: 'POST',
          body: JSON.stringify({ email: 'amelia@example.com', password: 'wrong password' }),
          headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
        });
      return { db, attempt };
    };
    try {
      const first = boot();
      for (let i = 0; i < 10; i++) expect((await first.attempt()).status).toBe(401);
      closeDb(first.db);
      const second = boot();
      expect((await second.attempt()).status).toBe(429);
      closeDb(second.db);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    t = makeTestApp();
  });

  it('are pruned once their window has ended, with expired sessions and old links', async () => {
    const time = makeClock();
    t = makeTestApp({ clock: time.clock });
    await register(t);
    await failSignIns('amelia@example.com', 2);
    await t.post(API.forgotPassword, { email: 'amelia@example.com' });
    expect(pruneExpired(t.db, time.now())).toEqual({
      sessions: 0,
      rateLimits: 0,
      resetTokens: 0,
      verificationTokens: 0,
      idempotencyKeys: 0,
      stripeEvents: 0,
      mailOutbox: 0,
      pushQueue: 0,
      changeFeed: 0,
      emailChanges: 0,
    });
    time.advance(2 * 60 * MINUTE);
    expect(pruneExpired(t.db, time.now())).toMatchObject({ sessions: 0, resetTokens: 0 });
    expect(t.count('rate_limits')).toBe(0);
    time.advance(31 * 24 * 60 * MINUTE);
    expect(pruneExpired(t.db, time.now())).toEqual({
      sessions: 1,
      rateLimits: 0,
      resetTokens: 1,
      verificationTokens: 1,
      idempotencyKeys: 0,
      stripeEvents: 0,
      mailOutbox: 0,
      pushQueue: 0,
      changeFeed: 0,
      emailChanges: 0,
    });
    expect(t.count('sessions') + t.count('password_reset_tokens')).toBe(0);
    expect(t.count('email_verification_tokens')).toBe(0);
  });
});
