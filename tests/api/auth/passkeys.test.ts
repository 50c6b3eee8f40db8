import { describe, expect, it } from 'vitest';
import { ACCOUNT_API, type PasskeyItem } from '@shared/account-api';
import { API, type AuthResponse } from '@shared/api';
import { PASSKEY_PROBLEMS } from '@api/auth/passkey-ceremonies';
import { makeTestApp, json } from '../../helpers/api';
import { register, sessionCookie } from '../../helpers/accounts';
import {
  addPasskey,
  call,
  passkeySignIn,
  queuedMails,
  registrationOptions,
  signInOptions,
} from '../../helpers/account-security';
import { SoftPasskey } from '../../helpers/passkey-authenticator';
import { MINUTE } from '../../helpers/durations';
import { appSuite } from '../../helpers/app-suite';

// Issue 24: passkeys with @simplewebauthn/server, checked against answers of a software key.

const s = appSuite();

const passkeyRows = () =>
  s.t.db.$client.prepare('SELECT id, user_id, name, counter, last_used_at FROM passkeys').all();
const list = async (cookie: string) =>
  json<PasskeyItem[]>(await call(s.t, 'GET', ACCOUNT_API.passkeys, { cookie }));

describe('adding a passkey', () => {
  it('stores it with its name, lists it, and mails the member', async () => {
    const { user, cookie } = await register(s.t);
    const { key, item } = await addPasskey(s.t, cookie, new SoftPasskey(), 'Amelia’s MacBook');
    expect(item).toEqual({
      id: key.id,
      name: 'Amelia’s MacBook',
      createdAt: s.time.now().toISOString(),
      lastUsedAt: null,
    });
    expect(await list(cookie)).toEqual([item]);
    expect(passkeyRows()).toEqual([
      { id: key.id, user_id: user.id, name: 'Amelia’s MacBook', counter: 0, last_used_at: null },
    ]);
    const [mail] = queuedMails(s.t, 'passkey_added');
    expect(mail).toMatchObject({ to_address: 'amelia@example.com' });
    expect(mail?.text_body).toContain('Amelia’s MacBook');
  });

  it('asks for user verification and a resident key, for the RP of PUBLIC_URL', async () => {
    const { user, cookie } = await register(s.t);
    const options = await registrationOptions(s.t, cookie);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Aurelian Private Club' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.attestation).toBe('none');
    expect(options.timeout).toBe(5 * MINUTE);
    // The user handle is the member's id, never their email.
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(user.id);
  });

  it('takes the RP ID and origin from PUBLIC_URL', async () => {
    s.t.close();
    s.t = makeTestApp({ clock: s.time.clock, env: { PUBLIC_URL: 'https://club.example.org' } });
    const res = await s.t.app.request('https://club.example.org/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://club.example.org' },
      body: JSON.stringify({
        firstName: 'Amelia',
        lastName: 'Hart',
        email: 'amelia@example.com',
        phoneNumber: '+15550102030',
        password: 'correct horse battery',
      }),
    });
    const cookie = sessionCookie(res) ?? '';
    const optionsRes = await s.t.app.request(
      'https://club.example.org' + ACCOUNT_API.passkeyRegisterOptions,
      {
        method: 'POST',
        headers: { Cookie: cookie, Origin: 'https://club.example.org' },
      },
    );
    const options = await json<{ rp: { id: string } }>(optionsRes);
    expect(options.rp.id).toBe('club.example.org');
  });

  it('refuses an answer from another origin, and stores nothing', async () => {
    const { cookie } = await register(s.t);
    const options = await registrationOptions(s.t, cookie);
    const response = new SoftPasskey().register(options, { origin: 'https://evil.example' });
    const res = await call(s.t, 'POST', ACCOUNT_API.passkeyRegister, {
      cookie,
      body: { name: 'Phone', response },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: PASSKEY_PROBLEMS.origin,
      code: 'passkey_origin',
    });
    expect(passkeyRows()).toEqual([]);
  });

  it('refuses an answer for another RP ID', async () => {
    const { cookie } = await register(s.t);
    const options = await registrationOptions(s.t, cookie);
    const response = new SoftPasskey().register(options, { rpId: 'evil.example' });
    const res = await call(s.t, 'POST', ACCOUNT_API.passkeyRegister, {
      cookie,
      body: { name: 'Phone', response },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'passkey_rp_id' });
    expect(passkeyRows()).toEqual([]);
  });

  it('refuses a challenge that was not ours, was used, or expired after 5 minutes', async () => {
    const { cookie } = await register(s.t);
    const key = new SoftPasskey();
    const options = await registrationOptions(s.t, cookie);
    const forged = await call(s.t, 'POST', ACCOUNT_API.passkeyRegister, {
      cookie,
      body: { name: 'Phone', response: key.register(options, { challenge: 'bm90LW91cnM' }) },
    });
    expect(await forged.json()).toMatchObject({ code: 'passkey_challenge' });

    const fresh = await registrationOptions(s.t, cookie);
    const answer = key.register(fresh);
    s.time.advance(5 * MINUTE);
    const late = await call(s.t, 'POST', ACCOUNT_API.passkeyRegister, {
      cookie,
      body: { name: 'Phone', response: answer },
    });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ message: PASSKEY_PROBLEMS.challenge });
    expect(passkeyRows()).toEqual([]);
  });

  it('uses a challenge once: the same answer twice stores one passkey', async () => {
    const { cookie } = await register(s.t);
    const options = await registrationOptions(s.t, cookie);
    const body = { name: 'Phone', response: new SoftPasskey().register(options) };
    expect((await call(s.t, 'POST', ACCOUNT_API.passkeyRegister, { cookie, body })).status).toBe(
      201,
    );
    const again = await call(s.t, 'POST', ACCOUNT_API.passkeyRegister, { cookie, body });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'passkey_challenge' });
    expect(passkeyRows()).toHaveLength(1);
  });

  it('refuses another member’s challenge', async () => {
    const amelia = await register(s.t);
    const bruno = await register(s.t, { email: 'bruno@example.com' });
    const options = await registrationOptions(s.t, amelia.cookie);
    const res = await call(s.t, 'POST', ACCOUNT_API.passkeyRegister, {
      cookie: bruno.cookie,
      body: { name: 'Phone', response: new SoftPasskey().register(options) },
    });
    expect(await res.json()).toMatchObject({ code: 'passkey_challenge' });
    expect(passkeyRows()).toEqual([]);
  });

  it('refuses an answer without user verification', async () => {
    const { cookie } = await register(s.t);
    const options = await registrationOptions(s.t, cookie);
    const res = await call(s.t, 'POST', ACCOUNT_API.passkeyRegister, {
      cookie,
      body: {
        name: 'Phone',
        response: new SoftPasskey().register(options, { userVerified: false }),
      },
    });
    expect(await res.json()).toMatchObject({ code: 'passkey_user_verification' });
  });

  it('needs a proof within 5 minutes before the options are given', async () => {
    const { cookie } = await register(s.t);
    s.time.advance(5 * MINUTE);
    const res = await call(s.t, 'POST', ACCOUNT_API.passkeyRegisterOptions, { cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'reauth_required' });
    const reauth = await call(s.t, 'POST', ACCOUNT_API.reauth, {
      cookie,
      body: { password: 'correct horse battery' },
    });
    expect(reauth.status).toBe(200);
    expect((await call(s.t, 'POST', ACCOUNT_API.passkeyRegisterOptions, { cookie })).status).toBe(
      200,
    );
  });

  it('refuses a bad body with a clear 400, and a missing name with its message', async () => {
    const { cookie } = await register(s.t);
    const garbled = await call(s.t, 'POST', ACCOUNT_API.passkeyRegister, {
      cookie,
      body: { name: 'Phone', response: { id: '!!' } },
    });
    expect(garbled.status).toBe(400);
    const { issues } = await json<{ issues: Record<string, string> }>(garbled);
    expect(Object.values(issues)).toContain(
      'This passkey answer could not be read. Please try again.',
    );
    const options = await registrationOptions(s.t, cookie);
    const unnamed = await call(s.t, 'POST', ACCOUNT_API.passkeyRegister, {
      cookie,
      body: { name: '  ', response: new SoftPasskey().register(options) },
    });
    expect(await unnamed.json()).toMatchObject({
      issues: { name: 'Please give this passkey a name' },
    });
  });

  it('answers 401 without a session, on every passkey endpoint of a member', async () => {
    for (const [method, path] of [
      ['GET', ACCOUNT_API.passkeys],
      ['DELETE', ACCOUNT_API.passkey('abc')],
      ['POST', ACCOUNT_API.passkeyRegisterOptions],
      ['POST', ACCOUNT_API.passkeyRegister],
    ] as const) {
      const res = await call(s.t, method, path, { body: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('signing in with a passkey', () => {
  it('starts a new session, like a password sign-in, and records the use', async () => {
    const { user, cookie } = await register(s.t);
    const { key } = await addPasskey(s.t, cookie);
    s.time.advance(MINUTE);
    const res = await passkeySignIn(s.t, key);
    expect(res.status).toBe(200);
    const body = await json<AuthResponse>(res);
    expect(body.user).toMatchObject({
      id: user.id,
      email: 'amelia@example.com',
      first_name: 'Amelia',
    });
    const newCookie = sessionCookie(res);
    expect(newCookie).not.toBeNull();
    expect(newCookie).not.toBe(cookie);
    expect(res.headers.get('Set-Cookie')).toMatch(/HttpOnly/i);
    const me = await s.t.request(API.authUser, { headers: { Cookie: newCookie ?? '' } });
    expect(me.status).toBe(200);
    expect(passkeyRows()).toEqual([
      expect.objectContaining({ counter: 1, last_used_at: s.time.now().toISOString() }),
    ]);
  });

  it('offers any passkey of the site (no list), with user verification required', async () => {
    const options = await signInOptions(s.t);
    expect(options.rpId).toBe('localhost');
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('refuses a passkey that was removed, and one never registered', async () => {
    const { cookie } = await register(s.t);
    const { key } = await addPasskey(s.t, cookie);
    const removed = await call(s.t, 'DELETE', ACCOUNT_API.passkey(key.id), { cookie });
    expect(removed.status).toBe(200);
    const res = await passkeySignIn(s.t, key);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: PASSKEY_PROBLEMS.unknown });
    expect(sessionCookie(res)).toBeNull();
    expect((await passkeySignIn(s.t, new SoftPasskey())).status).toBe(401);
  });

  it('refuses a wrong origin, RP ID, replayed challenge or a counter that goes back', async () => {
    const { cookie } = await register(s.t);
    const { key } = await addPasskey(s.t, cookie);
    expect((await passkeySignIn(s.t, key, { counter: 5 })).status).toBe(200);
    const sessionsBefore = s.t.count('sessions');

    const origin = await passkeySignIn(s.t, key, { origin: 'https://evil.example', counter: 6 });
    expect(await origin.json()).toMatchObject({ code: 'passkey_origin' });
    const rp = await passkeySignIn(s.t, key, { rpId: 'evil.example', counter: 7 });
    expect(await rp.json()).toMatchObject({ code: 'passkey_rp_id' });
    const counter = await passkeySignIn(s.t, key, { counter: 5 });
    expect(counter.status).toBe(400);
    expect(await counter.json()).toMatchObject({ message: PASSKEY_PROBLEMS.counter });

    const options = await signInOptions(s.t);
    const body = { response: key.answer(options, { counter: 8 }) };
    expect((await call(s.t, 'POST', ACCOUNT_API.passkeySignIn, { body })).status).toBe(200);
    const replay = await call(s.t, 'POST', ACCOUNT_API.passkeySignIn, { body });
    expect(await replay.json()).toMatchObject({ code: 'passkey_challenge' });

    // Only the two good answers made sessions; the stored counter is the last good one.
    expect(s.t.count('sessions')).toBe(sessionsBefore + 1);
    expect(passkeyRows()).toEqual([expect.objectContaining({ counter: 8 })]);
  });

  it('refuses an answer whose user handle names someone else', async () => {
    const { cookie } = await register(s.t);
    const { key } = await addPasskey(s.t, cookie);
    key.userHandle = Buffer.from('someone-else').toString('base64url');
    expect((await passkeySignIn(s.t, key)).status).toBe(401);
  });

  it('is rate limited like sign-in: failures count per address', async () => {
    s.t.close();
    s.t = makeTestApp({ clock: s.time.clock, env: { RATE_LIMIT_SIGNIN_ADDRESS: '3/15m' } });
    const stranger = new SoftPasskey();
    for (let i = 0; i < 3; i++) expect((await passkeySignIn(s.t, stranger)).status).toBe(401);
    const limited = await passkeySignIn(s.t, stranger);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
    // The password sign-in shares the counter.
    const password = await s.t.post(API.signIn, { email: 'x@example.com', password: 'whatever1' });
    expect(password.status).toBe(429);
  });

  it('refuses a malformed answer with a 400', async () => {
    const res = await call(s.t, 'POST', ACCOUNT_API.passkeySignIn, { body: { response: 'nope' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      issues: { response: 'This passkey answer could not be read. Please try again.' },
    });
  });
});

describe('removing a passkey', () => {
  it('removes only the member’s own: another member’s id is not found', async () => {
    const amelia = await register(s.t);
    const bruno = await register(s.t, { email: 'bruno@example.com' });
    const { key } = await addPasskey(s.t, amelia.cookie);
    const res = await call(s.t, 'DELETE', ACCOUNT_API.passkey(key.id), { cookie: bruno.cookie });
    expect(res.status).toBe(404);
    expect(passkeyRows()).toHaveLength(1);
  });

  it('needs a proof within 5 minutes', async () => {
    const { cookie } = await register(s.t);
    const { key } = await addPasskey(s.t, cookie);
    s.time.advance(5 * MINUTE);
    const res = await call(s.t, 'DELETE', ACCOUNT_API.passkey(key.id), { cookie });
    expect(res.status).toBe(403);
    expect(passkeyRows()).toHaveLength(1);
  });
});
