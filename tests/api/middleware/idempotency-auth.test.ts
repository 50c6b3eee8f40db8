/**
 * What the idempotency middleware never keeps: account calls (their bodies hold passwords), any
 * other body with a password field, and it never reads the body of a signed-out request to a
 * member-only path (a route that will answer 401 anyway).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdsSecret } from '@api/middleware/idempotency';
import { API } from '@shared/api';
import { makeClock, makeTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/api';
import { fakeMailer, PASSWORD, register, registration } from '../../helpers/accounts';
import { endlessBody } from '../../helpers/endless-body';

let t: TestApp;
let mailer: ReturnType<typeof fakeMailer>;
beforeEach(() => {
  mailer = fakeMailer();
  t = makeTestApp({ clock: makeClock().clock, mailer });
});
afterEach(() => t.close());

const keyRows = () => t.db.$client.prepare('SELECT * FROM idempotency_keys').all();

describe('account calls under /api/auth/', () => {
  it('store no idempotency record, whatever the key', async () => {
    const { cookie } = await register(t, { email: 'first@example.com' });
    const withKey = (key: string, headers: Record<string, string> = {}) => ({ key, headers });
    await t.post(API.register, registration(), withKey('k-register'));
    await t.post(API.signIn, { email: 'amelia@example.com', password: PASSWORD }, withKey('k-in'));
    await t.post(API.forgotPassword, { email: 'amelia@example.com' }, withKey('k-forgot'));
    await t.post(API.resetPassword, { token: 'x', password: 'a new secret' }, withKey('k-reset'));
    await t.post(API.verifyEmail, { token: 'x' }, withKey('k-verify'));
    await t.post(API.resendVerification, {}, withKey('k-resend', { Cookie: cookie }));
    await t.post(API.signOut, {}, withKey('k-out', { Cookie: cookie }));
    expect(keyRows()).toEqual([]);
  });

  it('run again under a reused key: a sign-in is never answered from a store', async () => {
    await register(t);
    const opts = { key: 'same-key' };
    const wrong = await t.post(
      API.signIn,
      { email: 'amelia@example.com', password: 'nope-nope' },
      opts,
    );
    expect(wrong.status).toBe(401);
    const right = await t.post(
      API.signIn,
      { email: 'amelia@example.com', password: PASSWORD },
      opts,
    );
    expect(right.status).toBe(200);
    expect(right.headers.get('Idempotent-Replayed')).toBeNull();
  });
});

describe('a body that holds a password', () => {
  it('is never hashed into a record, on any path', async () => {
    const res = await t.post(
      API.newsletter,
      { email: 'reader@example.com', password: 'hunter22' },
      { key: 'k-news' },
    );
    expect(res.status).toBe(201);
    expect(keyRows()).toEqual([]);
    // Without a password the same kind of call is recorded as before.
    await t.post(API.newsletter, { email: 'other@example.com' }, { key: 'k-news-2' });
    expect(keyRows()).toHaveLength(1);
  });

  it.each([
    [{ password: 'x' }, true],
    [{ confirmPassword: 'x' }, true],
    [{ profile: { newPassword: 'x' } }, true],
    [[{ PASSWORD: 'x' }], true],
    [{ token: 'mailed-link-token' }, true],
    [{ note: 'my password is long' }, false],
    [{ email: 'a@b.co' }, false],
  ])('holdsSecret(%j) is %s', (body, expected) => {
    expect(holdsSecret(new TextEncoder().encode(JSON.stringify(body)))).toBe(expected);
  });

  it('holdsSecret is false for a body that is not JSON', () => {
    expect(holdsSecret(new TextEncoder().encode('password=x'))).toBe(false);
    expect(holdsSecret(new Uint8Array([0xff, 0xd8, 0xff]))).toBe(false);
  });
});

describe('a signed-out write to a member-only path', () => {
  it.each([
    [API.avatar, 'POST', 'multipart/form-data; boundary=x'],
    [API.profile, 'PUT', 'application/json'],
  ])(
    '%s with an Idempotency-Key is refused with 401 before its body is read',
    async (path, method, type) => {
      const { body, counter } = endlessBody();
      const res = await t.app.request(path, {
        method,
        body,
        duplex: 'half',
        headers: { 'Content-Type': type, Origin: TEST_ORIGIN, 'Idempotency-Key': 'k-big' },
      } as RequestInit);
      expect(res.status).toBe(401);
      expect(counter.pulled).toBeLessThanOrEqual(128 * 1024);
      expect(keyRows()).toEqual([]);
    },
  );
});
