import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueResetToken } from '@api/auth/reset-tokens';
import { API } from '@shared/api';
import { fakeMailer, register, registration, signIn } from '../../helpers/accounts';
import { makeClock, makeTestApp, type TestApp } from '../../helpers/api';
import { isCommonPassword } from '@api/auth';

const TOO_COMMON = 'This password is too common. Please choose another.';
const TOO_SHORT = 'Password must be at least 6 characters';

let t: TestApp;
const time = makeClock();
beforeEach(() => {
  t = makeTestApp({ clock: time.clock, mailer: fakeMailer() });
});
afterEach(() => t.close());

describe('the shipped list', () => {
  const lines = readFileSync('api/auth/common-passwords.txt', 'utf8').trimEnd().split('\n');

  it('holds the 10,000 most common passwords, lower-cased, once each', () => {
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(10_000);
    expect(lines.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(lines.every((line) => line === line.toLowerCase() && line.trim() === line)).toBe(true);
  });

  it('is compared case-insensitively, and only whole passwords', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('password1 but longer')).toBe(false);
  });
});

describe('registration', () => {
  it.each(['password1', 'Password1', 'QWERTY123', 'iloveyou'])(
    'refuses %s on the password field, and creates nobody',
    async (password) => {
      const res = await t.post(API.register, registration({ password }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: TOO_COMMON,
        error: TOO_COMMON,
        issues: { password: TOO_COMMON },
      });
      expect(t.count('users')).toBe(0);
    },
  );

  it("keeps the spec's 6-character rule and its message first", async () => {
    for (const password of ['12345', 'abc']) {
      const res = await t.post(API.register, registration({ password }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ issues: { password: TOO_SHORT } });
    }
  });

  it('accepts an uncommon password', async () => {
    expect((await t.post(API.register, registration())).status).toBe(201);
  });
});

describe('password reset', () => {
  it('refuses a common new password and leaves the link usable', async () => {
    const { user } = await register(t);
    const token = issueResetToken(t.db, user.id, time.now());
    const refused = await t.post(API.resetPassword, { token, password: 'Letmein1' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ issues: { password: TOO_COMMON } });
    const short = await t.post(API.resetPassword, { token, password: '123' });
    expect(await short.json()).toMatchObject({ issues: { password: TOO_SHORT } });

    const fine = await t.post(API.resetPassword, { token, password: 'a quiet harbour at dusk' });
    expect(fine.status).toBe(200);
    expect((await signIn(t, 'amelia@example.com', 'a quiet harbour at dusk')).status).toBe(200);
  });

  it('says first that a bad link is bad, whatever the password', async () => {
    const res = await t.post(API.resetPassword, {
      token: 'abcdefghijklmnopqrstuvwxyz234567',
      password: 'password1',
    });
    expect(await res.json()).toMatchObject({ code: 'token_invalid' });
  });
});
