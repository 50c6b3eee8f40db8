import { describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import { makeTestApp, TEST_ORIGIN } from '../../helpers/api';
import { PASSWORD, register, sessionCookie, setCookies, signIn } from '../../helpers/accounts';
import { addPasskey, passkeySignIn, queuedMails } from '../../helpers/account-security';
import { sessionIdFromToken } from '@api/lib/secret-tokens';
import { tokenInLastMail } from '../../helpers/mailed-tokens';
import { mailedAppSuite } from '../../helpers/app-suite';

const SAME_ANSWER = {
  message: "If an account exists for that email, we've sent a link to reset your password.",
};
const NEW_PASSWORD = 'a brand new secret';

const s = mailedAppSuite();

const forgot = (email: string) => s.t.post(API.forgotPassword, { email });
const reset = (token: string, password = NEW_PASSWORD, cookie?: string) =>
  s.t.post(API.resetPassword, { token, password }, { headers: cookie ? { Cookie: cookie } : {} });

/** The token of the last mailed link. */
const mailedToken = () => tokenInLastMail(s.mailer.sent);

describe('POST /api/auth/forgot-password', () => {
  it('ends the mail with the support contact the server is configured with', async () => {
    s.t.close();
    const env = { SUPPORT_PHONE: '+44 20 7946 0018', SUPPORT_EMAIL: 'desk@example.com' };
    s.t = makeTestApp({ clock: s.time.clock, mailer: s.mailer, env });
    await register(s.t);
    await forgot('amelia@example.com');
    expect(s.mailer.sent.at(-1)?.text).toContain('+44 20 7946 0018 or write to desk@example.com');
  });

  it('answers the same for a known and an unknown email, and mails only the member', async () => {
    await register(s.t);
    const known = await forgot('Amelia@Example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(SAME_ANSWER);
    expect(await unknown.json()).toEqual(SAME_ANSWER);
    // Registration's own mail (the email confirmation) aside, one reset mail, to the member.
    const resets = s.mailer.sent.filter((m) => m.subject.startsWith('Reset your'));
    expect(resets).toHaveLength(1);
    expect(resets[0]).toMatchObject({ to: 'amelia@example.com' });
    expect(resets[0]?.text).toMatch(
      new RegExp(`${TEST_ORIGIN}/reset-password\\?token=[a-z2-7]{32}\\b`),
    );
  });

  it('stores only the SHA-256 of the token, valid for one hour', async () => {
    await register(s.t);
    await forgot('amelia@example.com');
    const token = mailedToken();
    const rows = s.t.db.$client.prepare('SELECT * FROM password_reset_tokens').all();
    expect(rows).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^[0-9a-f]{64}$/),
        expires_at: '2025-09-20T13:00:00.000Z',
        used_at: null,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('writes the link to the server log when no SMTP_URL is set', async () => {
    s.t.close();
    s.t = makeTestApp({ clock: s.time.clock });
    await register(s.t);
    await forgot('amelia@example.com');
    const logged = s.t.logs.map((l) => l.message).join('\n');
    expect(logged).toContain('amelia@example.com');
    expect(logged).toMatch(new RegExp(`${TEST_ORIGIN}/reset-password\\?token=[a-z2-7]{32}`));
  });

  it('refuses a bad email with 400', async () => {
    expect((await forgot('nope')).status).toBe(400);
    expect((await s.t.post(API.forgotPassword, {})).status).toBe(400);
  });

  it('logs, and still answers 200, when the mail cannot be sent', async () => {
    s.t.close();
    s.t = makeTestApp({
      clock: s.time.clock,
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
    });
    await register(s.t);
    expect((await forgot('amelia@example.com')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.t.logs.map((l) => l.message)).toContain('Password reset mail could not be sent');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session of the member and clears the cookie', async () => {
    const { cookie } = await register(s.t);
    const other = sessionCookie(await signIn(s.t, 'amelia@example.com'));
    await forgot('amelia@example.com');
    const res = await reset(mailedToken(), NEW_PASSWORD, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Your password has been reset. Please sign in with your new password.',
    });
    expect(setCookies(res, 'session')).toEqual([expect.stringMatching(/^session=; Max-Age=0;/)]);
    expect(setCookies(res, 'signed_in')).toEqual([
      expect.stringMatching(/^signed_in=; Max-Age=0;/),
    ]);
    expect(s.t.count('sessions')).toBe(0);
    for (const c of [cookie, other ?? '']) {
      expect((await s.t.request(API.authUser, { headers: { Cookie: c } })).status).toBe(401);
    }
    expect((await signIn(s.t, 'amelia@example.com', PASSWORD)).status).toBe(401);
    expect((await signIn(s.t, 'amelia@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('takes the account back whole: every passkey goes, the address counts as proven, a mail says so (issue 36)', async () => {
    const { cookie } = await register(s.t);
    const { key } = await addPasskey(s.t, cookie, undefined, 'Intruder laptop');
    await forgot('amelia@example.com');
    expect((await reset(mailedToken())).status).toBe(200);
    expect(s.t.count('passkeys')).toBe(0);
    expect((await passkeySignIn(s.t, key)).status).toBe(401);
    const [done] = queuedMails(s.t, 'password_reset');
    expect(done).toMatchObject({ to_address: 'amelia@example.com' });
    expect(done?.text_body).toContain('“Intruder laptop”');
    expect(done?.text_body).toContain('Add a passkey');
    const signedIn = sessionCookie(await signIn(s.t, 'amelia@example.com', NEW_PASSWORD)) ?? '';
    const user = await s.t.request(API.authUser, { headers: { Cookie: signedIn } });
    expect(await user.json()).toMatchObject({ emailVerified: true });
  });

  it('a reset with no passkey mails that it was done, without a passkey paragraph', async () => {
    await register(s.t);
    await forgot('amelia@example.com');
    expect((await reset(mailedToken())).status).toBe(200);
    const [done] = queuedMails(s.t, 'password_reset');
    expect(done?.text_body).toContain('was reset with the link we mailed');
    expect(done?.text_body).not.toContain('passkeys were removed');
  });

  it('works once: the second use is token_used', async () => {
    await register(s.t);
    await forgot('amelia@example.com');
    const token = mailedToken();
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'yet another password');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      message: 'This reset link has already been used.',
      code: 'token_used',
    });
    expect((await signIn(s.t, 'amelia@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('expires after one hour: token_expired', async () => {
    await register(s.t);
    await forgot('amelia@example.com');
    s.time.advance(60 * 60 * 1000);
    const res = await reset(mailedToken());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'This reset link has expired. Please request a new one.',
      code: 'token_expired',
    });
    expect((await signIn(s.t, 'amelia@example.com', PASSWORD)).status).toBe(200);
  });

  it('works just before the hour ends', async () => {
    await register(s.t);
    await forgot('amelia@example.com');
    s.time.advance(60 * 60 * 1000 - 1);
    expect((await reset(mailedToken())).status).toBe(200);
  });

  it('refuses an unknown token: token_invalid', async () => {
    const res = await reset('abcdefghijklmnopqrstuvwxyz234567');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'This reset link is invalid.',
      code: 'token_invalid',
    });
  });

  it('validates the body: a short password, a missing or oversize token', async () => {
    await register(s.t);
    await forgot('amelia@example.com');
    const short = await reset(mailedToken(), '123');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      issues: { password: 'Password must be at least 6 characters' },
    });
    expect((await s.t.post(API.resetPassword, { password: NEW_PASSWORD })).status).toBe(400);
    expect((await reset('x'.repeat(201))).status).toBe(400);
    // The short password did not use the link up.
    expect((await reset(mailedToken())).status).toBe(200);
  });

  it('lifts a sign-in lockout of that account', async () => {
    await register(s.t);
    for (let i = 0; i < 11; i++) await signIn(s.t, 'amelia@example.com', 'wrong password');
    expect((await signIn(s.t, 'amelia@example.com', PASSWORD)).status).toBe(429);
    await forgot('amelia@example.com');
    await reset(mailedToken());
    expect((await signIn(s.t, 'amelia@example.com', NEW_PASSWORD)).status).toBe(200);
  });
});

describe('only the newest reset link works', () => {
  it('a new link cancels the older ones: token_replaced', async () => {
    await register(s.t);
    await forgot('amelia@example.com');
    const older = mailedToken();
    await forgot('amelia@example.com');
    const newer = mailedToken();
    const res = await reset(older);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'A newer reset link has been sent. Please use the link in the most recent email.',
      code: 'token_replaced',
    });
    expect((await reset(newer)).status).toBe(200);
  });

  it('after a reset with the newer of two links, the older one cannot reset again', async () => {
    await register(s.t);
    await forgot('amelia@example.com');
    const older = mailedToken();
    await forgot('amelia@example.com');
    expect((await reset(mailedToken())).status).toBe(200);
    expect((await reset(older, 'an attacker password')).status).toBe(400);
    expect((await signIn(s.t, 'amelia@example.com', 'an attacker password')).status).toBe(401);
    expect((await signIn(s.t, 'amelia@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('a reset uses up every other live link of the account: token_used', async () => {
    const { user } = await register(s.t);
    await forgot('amelia@example.com');
    // A second live link beside the mailed one (as links made before they replaced each other).
    const other = 'abcdefghijklmnopqrstuvwxyz234567';
    s.t.db.$client
      .prepare(
        'INSERT INTO password_reset_tokens (id, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(
        sessionIdFromToken(other),
        user.id,
        '2025-09-20T13:00:00.000Z',
        s.time.now().toISOString(),
      );
    expect((await reset(mailedToken())).status).toBe(200);
    const res = await reset(other, 'an attacker password');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'token_used' });
  });

  it("leaves another member's links alone", async () => {
    await register(s.t);
    await register(s.t, { email: 'bea@example.com' });
    await forgot('amelia@example.com');
    const amelias = mailedToken();
    await forgot('bea@example.com');
    expect((await reset(amelias)).status).toBe(200);
    expect((await reset(mailedToken())).status).toBe(200);
  });
});
