import { describe, expect, it } from 'vitest';
import { API, type CurrentUser, type OrderSummary } from '@shared/api';
import { makeTestApp, TEST_ORIGIN, withCookie } from '../../helpers/api';
import { register, registration } from '../../helpers/accounts';
import { tokenInLastMail } from '../../helpers/mailed-tokens';
import { HOUR } from '../../helpers/durations';
import { mailedAppSuite } from '../../helpers/app-suite';

const s = mailedAppSuite();

const verify = (token: unknown) => s.t.post(API.verifyEmail, { token });
const resend = (cookie?: string) =>
  s.t.post(API.resendVerification, {}, cookie ? withCookie(cookie) : undefined);

/** The token of the last confirmation link mailed. */
const mailedToken = () => tokenInLastMail(s.mailer.sent, 'Confirm your email');

/** A paid order bought while signed out with this email (the shop and the book allow that). */
function guestOrder(email: string, id = `order-${email}`) {
  s.t.db.$client
    .prepare(
      `INSERT INTO orders (id, kind, email, status, amount_cents, description, lines, return_path,
         checkout_session_id, created_at, paid_at)
       VALUES (?, 'book', ?, 'paid', 9999, 'Hardcover', '[]', '/preorder/checkout', ?, ?, ?)`,
    )
    .run(id, email, `cs_${id}`, '2025-09-01T10:00:00.000Z', '2025-09-01T10:01:00.000Z');
}

async function orderIds(cookie: string) {
  const res = await s.t.request(API.orders, withCookie(cookie));
  expect(res.status).toBe(200);
  return ((await res.json()) as OrderSummary[]).map((o) => o.id);
}

async function currentUser(cookie: string) {
  return (await (await s.t.request(API.authUser, withCookie(cookie))).json()) as CurrentUser;
}

describe('the confirmation mail at registration', () => {
  it('mails a link to /verify-email and stores only its hash, valid 24 hours', async () => {
    const { user } = await register(s.t);
    expect(user.emailVerified).toBe(false);
    expect(s.mailer.sent).toHaveLength(1);
    expect(s.mailer.sent[0]).toMatchObject({
      to: 'amelia@example.com',
      subject: 'Confirm your email for Aurelian Private Club',
    });
    expect(s.mailer.sent[0]?.text).toMatch(
      new RegExp(`${TEST_ORIGIN}/verify-email\\?token=[a-z2-7]{32}\\b`),
    );
    const rows = s.t.db.$client.prepare('SELECT * FROM email_verification_tokens').all();
    expect(rows).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^[0-9a-f]{64}$/),
        user_id: user.id,
        email: 'amelia@example.com',
        expires_at: '2025-09-21T12:00:00.000Z',
        used_at: null,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(mailedToken());
  });

  it('still registers when the mail cannot be sent, and says so in the log', async () => {
    s.t.close();
    s.t = makeTestApp({
      clock: s.time.clock,
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
    });
    expect((await s.t.post(API.register, registration())).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.t.logs.map((l) => l.message)).toContain('Email confirmation mail could not be sent');
  });
});

describe('guest orders wait for a confirmed email', () => {
  it('shows an unverified member only their own orders, and the guest ones once confirmed', async () => {
    guestOrder('amelia@example.com');
    guestOrder('someone.else@example.com');
    const { cookie } = await register(s.t);
    expect(await orderIds(cookie)).toEqual([]);

    const res = await verify(mailedToken());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Thank you. Your email address is confirmed.' });
    expect(await orderIds(cookie)).toEqual(['order-amelia@example.com']);
    expect((await currentUser(cookie)).emailVerified).toBe(true);
    const row = s.t.db.$client.prepare('SELECT email_verified_at AS at FROM users').get();
    expect(row).toEqual({ at: '2025-09-20T12:00:00.000Z' });
  });

  it('confirms from a browser that is not signed in, and signs nobody in', async () => {
    const { cookie } = await register(s.t);
    const res = await verify(mailedToken());
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await currentUser(cookie)).emailVerified).toBe(true);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('works once: the second use is token_used', async () => {
    await register(s.t);
    const token = mailedToken();
    expect((await verify(token)).status).toBe(200);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      message: 'This confirmation link has already been used.',
      code: 'token_used',
    });
  });

  it('expires after 24 hours: token_expired, and the member stays unverified', async () => {
    const { cookie } = await register(s.t);
    s.time.advance(24 * HOUR);
    const res = await verify(mailedToken());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'This confirmation link has expired. Please send yourself a new one.',
      code: 'token_expired',
    });
    expect((await currentUser(cookie)).emailVerified).toBe(false);
  });

  it('works just before the 24 hours end', async () => {
    await register(s.t);
    s.time.advance(24 * HOUR - 1);
    expect((await verify(mailedToken())).status).toBe(200);
  });

  it('refuses an unknown token, or a reset token, as token_invalid', async () => {
    await register(s.t);
    await s.t.post(API.forgotPassword, { email: 'amelia@example.com' });
    const resetMail = s.mailer.sent.find((m) => m.subject.startsWith('Reset your'));
    const resetToken = /token=([a-z2-7]+)/.exec(resetMail?.text ?? '')?.[1];
    for (const token of ['abcdefghijklmnopqrstuvwxyz234567', resetToken]) {
      const res = await verify(token);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        message: 'This confirmation link is invalid.',
        code: 'token_invalid',
      });
    }
  });

  it('refuses a link sent to another address than the account has now', async () => {
    await register(s.t);
    const token = mailedToken();
    s.t.db.$client.prepare("UPDATE users SET email = 'new@example.com'").run();
    expect(await (await verify(token)).json()).toMatchObject({ code: 'token_invalid' });
  });

  it('answers bad bodies with 400, never 500', async () => {
    for (const token of ['', 'x'.repeat(201), 42, null, undefined]) {
      const res = await verify(token);
      expect(res.status, JSON.stringify(token)).toBe(400);
      expect(await res.json()).toMatchObject({
        issues: { token: 'This confirmation link is invalid' },
      });
    }
    expect((await s.t.post(API.verifyEmail, 'not json')).status).toBe(400);
    const form = await s.t.request(API.verifyEmail, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: TEST_ORIGIN },
      body: 'token=abc',
    });
    expect(form.status).toBe(400);
  });

  it('refuses a cross-site post (CSRF applies)', async () => {
    await register(s.t);
    const res = await s.t.post(
      API.verifyEmail,
      { token: mailedToken() },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('needs a session', async () => {
    const res = await resend();
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });

  it('mails a new link; the older one then says a newer one was sent', async () => {
    const { cookie } = await register(s.t);
    const first = mailedToken();
    const res = await resend(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "We've sent a new confirmation link to amelia@example.com. It works for 24 hours.",
    });
    expect(s.mailer.sent).toHaveLength(2);
    const old = await verify(first);
    expect(await old.json()).toMatchObject({
      message:
        'A newer confirmation link has been sent. Please use the link in the most recent email.',
      code: 'token_replaced',
    });
    expect((await verify(mailedToken())).status).toBe(200);
  });

  it('sends nothing to a confirmed member', async () => {
    const { cookie } = await register(s.t);
    await verify(mailedToken());
    const res = await resend(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Your email address is already confirmed.' });
    expect(s.mailer.sent).toHaveLength(1);
  });

  it('is limited per member (RATE_LIMIT_VERIFY_ACCOUNT, 5 an hour by default)', async () => {
    const { cookie } = await register(s.t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await resend(cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await resend(cookie);
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect(await refused.json()).toMatchObject({
      message: 'Too many confirmation emails. Please try again in 60 minutes.',
    });
    // Another member is counted apart.
    const other = await register(s.t, { email: 'bea@example.com' });
    expect((await resend(other.cookie)).status).toBe(200);
  });
});
