import { describe, expect, it } from 'vitest';
import { ACCOUNT_API, type ReauthResponse, type SessionItem } from '@shared/account-api';
import { API } from '@shared/api';
import { PASSKEY_PROBLEMS } from '@api/auth/passkey-ceremonies';
import { makeTestApp, json } from '../../helpers/api';
import { PASSWORD, register, sessionCookie, signIn } from '../../helpers/accounts';
import { addPasskey, call, signInOptions } from '../../helpers/account-security';
import { SoftPasskey } from '../../helpers/passkey-authenticator';
import { MINUTE } from '../../helpers/durations';
import { appSuite } from '../../helpers/app-suite';

// Issue 24: re-authentication within 5 minutes, and the member's devices.
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const s = appSuite();

const reauth = (cookie: string, body: unknown) =>
  call(s.t, 'POST', ACCOUNT_API.reauth, { cookie, body });
const sessions = async (cookie: string) =>
  json<SessionItem[]>(await call(s.t, 'GET', ACCOUNT_API.sessions, { cookie }));
const signedInOn = async (userAgent: string, email = 'amelia@example.com') => {
  const res = await s.t.post(
    API.signIn,
    { email, password: PASSWORD },
    { headers: { 'User-Agent': userAgent } },
  );
  return sessionCookie(res) ?? '';
};
const alive = async (cookie: string) =>
  (await s.t.request(API.authUser, { headers: { Cookie: cookie } })).status === 200;

describe('POST /api/auth/reauth', () => {
  it('with the password opens 5 minutes in which sensitive actions pass', async () => {
    const { cookie } = await register(s.t);
    s.time.advance(10 * MINUTE);
    expect((await call(s.t, 'POST', ACCOUNT_API.revokeOtherSessions, { cookie })).status).toBe(403);
    const res = await reauth(cookie, { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await json<ReauthResponse>(res)).toEqual({
      message: 'Thank you. You can go on.',
      verifiedUntil: new Date(s.time.now().getTime() + 5 * MINUTE).toISOString(),
    });
    s.time.advance(5 * MINUTE - 1);
    expect((await call(s.t, 'POST', ACCOUNT_API.revokeOtherSessions, { cookie })).status).toBe(200);
    s.time.advance(1);
    expect((await call(s.t, 'POST', ACCOUNT_API.revokeOtherSessions, { cookie })).status).toBe(403);
  });

  it('with one of the member’s passkeys', async () => {
    const { cookie } = await register(s.t);
    const { key } = await addPasskey(s.t, cookie);
    s.time.advance(10 * MINUTE);
    const options = await signInOptions(s.t, ACCOUNT_API.reauthOptions, cookie);
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: key.id, type: 'public-key' }),
    ]);
    const res = await reauth(cookie, { passkey: key.answer(options) });
    expect(res.status).toBe(200);
    expect((await call(s.t, 'POST', ACCOUNT_API.revokeOtherSessions, { cookie })).status).toBe(200);
  });

  it('refuses another member’s passkey, and a sign-in challenge', async () => {
    const amelia = await register(s.t);
    const bruno = await register(s.t, { email: 'bruno@example.com' });
    const { key } = await addPasskey(s.t, bruno.cookie);
    const options = await signInOptions(s.t, ACCOUNT_API.reauthOptions, amelia.cookie);
    const theirs = await reauth(amelia.cookie, { passkey: key.answer(options) });
    expect(theirs.status).toBe(400);
    expect(await theirs.json()).toMatchObject({ message: PASSKEY_PROBLEMS.not_yours });

    const mine = await addPasskey(s.t, amelia.cookie);
    const signInChallenge = await signInOptions(s.t);
    const wrongKind = await reauth(amelia.cookie, { passkey: mine.key.answer(signInChallenge) });
    expect(await wrongKind.json()).toMatchObject({ code: 'passkey_challenge' });
  });

  it('refuses a wrong password on its field, and a body with neither or both', async () => {
    const { cookie } = await register(s.t);
    const wrong = await reauth(cookie, { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      issues: { password: 'That password is not correct. Please try again.' },
    });
    const neither = await reauth(cookie, {});
    expect(neither.status).toBe(400);
    expect(await neither.json()).toMatchObject({
      issues: { _: 'Enter your password, or use a passkey' },
    });
    const options = await signInOptions(s.t, ACCOUNT_API.reauthOptions, cookie);
    const both = await reauth(cookie, {
      password: PASSWORD,
      passkey: new SoftPasskey().answer(options),
    });
    expect(both.status).toBe(400);
  });

  it('counts wrong passwords with sign-in’s own limit for the account', async () => {
    s.t.close();
    s.t = makeTestApp({ clock: s.time.clock, env: { RATE_LIMIT_SIGNIN_ACCOUNT: '3/15m' } });
    const { cookie } = await register(s.t);
    for (let i = 0; i < 2; i++) {
      expect((await reauth(cookie, { password: 'guess-number-x' })).status).toBe(400);
    }
    expect((await signIn(s.t, 'amelia@example.com', 'another-guess')).status).toBe(401);
    const limited = await reauth(cookie, { password: PASSWORD });
    expect(limited.status).toBe(429);
    expect((await signIn(s.t, 'amelia@example.com')).status).toBe(429);
  });

  it('answers 401 without a session', async () => {
    expect((await reauth('', { password: PASSWORD })).status).toBe(401);
    expect((await call(s.t, 'POST', ACCOUNT_API.reauthOptions)).status).toBe(401);
  });
});

describe('GET /api/auth/sessions', () => {
  it('names each device, marks this one, and never shows a session key', async () => {
    await register(s.t);
    s.time.advance(MINUTE);
    const phone = await signedInOn(IPHONE);
    s.time.advance(MINUTE);
    const mac = await signedInOn(MAC);
    const list = await sessions(mac);
    expect(list.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Chrome 131 on macOS', current: true },
      { device: 'Safari 17 on iPhone', current: false },
      { device: 'Unknown device', current: false },
    ]);
    const keys = s.t.db.$client.prepare('SELECT id FROM sessions').all() as { id: string }[];
    const listed = JSON.stringify(list);
    for (const { id } of keys) expect(listed).not.toContain(id);
    expect(listed).not.toContain(phone.replace('session=', ''));
    for (const item of list) expect(item.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows when each was last active, recorded at most once a minute', async () => {
    const { cookie } = await register(s.t);
    const phone = await signedInOn(IPHONE);
    const lastUsed = () =>
      (
        s.t.db.$client
          .prepare('SELECT last_used_at AS at FROM sessions WHERE user_agent = ?')
          .get(IPHONE) as { at: string }
      ).at;
    const start = s.time.now().toISOString();
    s.time.advance(30_000);
    await alive(phone);
    expect(lastUsed()).toBe(start);
    s.time.advance(30_000);
    await alive(phone);
    expect(lastUsed()).toBe(s.time.now().toISOString());
    s.time.advance(10 * MINUTE);
    const list = await sessions(cookie);
    expect(list.find((s) => s.device.includes('iPhone'))?.lastActiveAt).toBe(lastUsed());
    // This device: now.
    expect(list.find((s) => s.current)?.lastActiveAt).toBe(s.time.now().toISOString());
  });

  it('answers 401 without a session', async () => {
    expect((await call(s.t, 'GET', ACCOUNT_API.sessions)).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('DELETE /api/auth/sessions/:id signs that device out, not this one', async () => {
    const { cookie } = await register(s.t);
    const phone = await signedInOn(IPHONE);
    const target = (await sessions(cookie)).find((s) => s.device.includes('iPhone'));
    const res = await call(s.t, 'DELETE', ACCOUNT_API.session(target?.id ?? ''), { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'That device has been signed out.' });
    expect(await alive(phone)).toBe(false);
    expect(await alive(cookie)).toBe(true);
  });

  it('another member’s session, or an unknown one, is not found and stays', async () => {
    const amelia = await register(s.t);
    const bruno = await register(s.t, { email: 'bruno@example.com' });
    const [brunos] = await sessions(bruno.cookie);
    const res = await call(s.t, 'DELETE', ACCOUNT_API.session(brunos?.id ?? ''), {
      cookie: amelia.cookie,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      message: 'This session was not found. It may have ended already.',
    });
    expect(await alive(bruno.cookie)).toBe(true);
    const unknown = await call(s.t, 'DELETE', ACCOUNT_API.session('f'.repeat(32)), {
      cookie: amelia.cookie,
    });
    expect(unknown.status).toBe(404);
  });

  it('the current one can be ended too: that is signing out here', async () => {
    const { cookie } = await register(s.t);
    const [mine] = await sessions(cookie);
    const res = await call(s.t, 'DELETE', ACCOUNT_API.session(mine?.id ?? ''), { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /^session=;/.test(c))).toBe(true);
    expect(await alive(cookie)).toBe(false);
  });

  it('POST /api/auth/sessions/revoke-others ends all but this one', async () => {
    const { cookie } = await register(s.t);
    const phone = await signedInOn(IPHONE);
    const mac = await signedInOn(MAC);
    const bruno = await register(s.t, { email: 'bruno@example.com' });
    const res = await call(s.t, 'POST', ACCOUNT_API.revokeOtherSessions, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Every other device has been signed out.' });
    expect(await alive(phone)).toBe(false);
    expect(await alive(mac)).toBe(false);
    expect(await alive(cookie)).toBe(true);
    expect(await alive(bruno.cookie)).toBe(true);
    expect((await sessions(cookie)).map((s) => s.current)).toEqual([true]);
  });

  it('both need a proof within 5 minutes, and a session', async () => {
    const { cookie } = await register(s.t);
    const phone = await signedInOn(IPHONE);
    s.time.advance(5 * MINUTE);
    const target = (await sessions(cookie)).find((s) => s.device.includes('iPhone'));
    const one = await call(s.t, 'DELETE', ACCOUNT_API.session(target?.id ?? ''), { cookie });
    expect(one.status).toBe(403);
    expect(await one.json()).toMatchObject({ code: 'reauth_required' });
    expect((await call(s.t, 'POST', ACCOUNT_API.revokeOtherSessions, { cookie })).status).toBe(403);
    expect(await alive(phone)).toBe(true);
    expect((await call(s.t, 'POST', ACCOUNT_API.revokeOtherSessions)).status).toBe(401);
    expect((await call(s.t, 'DELETE', ACCOUNT_API.session('abc'))).status).toBe(401);
  });

  it('refusals count like sign-in failures, per member', async () => {
    s.t.close();
    s.t = makeTestApp({ clock: s.time.clock, env: { RATE_LIMIT_SIGNIN_ACCOUNT: '2/15m' } });
    const { cookie } = await register(s.t);
    const unknown = () => call(s.t, 'DELETE', ACCOUNT_API.session('f'.repeat(32)), { cookie });
    expect((await unknown()).status).toBe(404);
    expect((await unknown()).status).toBe(404);
    const limited = await unknown();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      message: 'Too many account requests. Please try again in 15 minutes.',
    });
  });

  it('a session from before issue 24 (never verified) must confirm first', async () => {
    const { cookie } = await register(s.t);
    s.t.db.$client.prepare('UPDATE sessions SET verified_at = NULL').run();
    expect((await call(s.t, 'POST', ACCOUNT_API.revokeOtherSessions, { cookie })).status).toBe(403);
  });
});
