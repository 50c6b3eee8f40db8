import { afterEach, describe, expect, it } from 'vitest';
import { redact, redactingLogger } from '@api/log-redaction';
import { API } from '@shared/api';
import { makeClock, makeTestApp, type TestApp } from '../helpers/api';
import { register } from '../helpers/accounts';

let t: TestApp | undefined;
afterEach(() => t?.close());

const EMAIL = /[\w.+-]+@[\w-]+\.[a-z]{2,}/i;
const TOKEN = /\b[a-z2-7]{32}\b/;

/** Every line the app logged, its errors printed as the console would print them. */
const logged = (app: TestApp) =>
  app.logs.map((l) => `${l.message} ${l.error === undefined ? '' : String(l.error)}`).join('\n');

describe('a production server without SMTP_URL', () => {
  it('logs that a mail was not sent, never its recipient or its link', async () => {
    t = makeTestApp({ clock: makeClock().clock, env: { NODE_ENV: 'production' } });
    const { cookie } = await register(t);
    await t.post(API.forgotPassword, { email: 'amelia@example.com' });
    await t.post(API.resendVerification, {}, { headers: { Cookie: cookie } });
    const lines = logged(t);
    expect(t.logs.length).toBe(3);
    expect(lines).toContain(
      'Mail not sent (no SMTP_URL set): "Reset your Aurelian Private Club password"',
    );
    expect(lines).not.toMatch(EMAIL);
    expect(lines).not.toMatch(TOKEN);
    expect(lines).not.toContain('token=');
  });

  it('keeps the recipient out of a failed mail, however the mail library words it', async () => {
    const rejection = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <amelia@example.com>"),
      { rejected: ['amelia@example.com'], code: 'EENVELOPE' },
    );
    t = makeTestApp({
      clock: makeClock().clock,
      env: { NODE_ENV: 'production' },
      mailer: { send: () => Promise.reject(rejection) },
    });
    await register(t);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const lines = logged(t);
    expect(lines).toContain('Email confirmation mail could not be sent');
    expect(lines).toContain('EENVELOPE');
    expect(lines).not.toMatch(EMAIL);
  });
});

describe('outside production', () => {
  it('still writes the whole mail to the log, link included, for development', async () => {
    t = makeTestApp({ clock: makeClock().clock });
    await register(t);
    expect(logged(t)).toMatch(
      /Mail to amelia@example\.com .*\n[\s\S]*verify-email\?token=[a-z2-7]{32}/,
    );
  });
});

describe('redact', () => {
  it.each([
    ['Mail to Amelia.Hart+club@mail.example.co.uk failed', 'Mail to [email] failed'],
    [
      'http://x.test/reset-password?token=abc-DEF_123&next=1',
      'http://x.test/reset-password?token=[redacted]&next=1',
    ],
    ['token abcdefghijklmnopqrstuvwxyz234567 seen', 'token [token] seen'],
    ['card 4242 4242 4242 4242 declined', 'card [card] declined'],
    ['card 4000-0566-5566-5556', 'card [card]'],
    ['key sk_live_51HxYzAbCdEfGh used', 'key [secret] used'],
  ])('%s', (input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  it.each([
    'Order 3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f paid at 2025-09-20T12:00:00.000Z',
    'Installment 12 of order 7 (due 2025-10-07), attempt 2: declined (card_declined)',
    'charged 1234567890123 cents', // 13 digits, not a card by Luhn
  ])('leaves ordinary lines alone: %s', (line) => {
    expect(redact(line)).toBe(line);
  });

  it('prints an error with its stack, cause and fields, redacted', () => {
    const lines: string[] = [];
    const log = redactingLogger((message, error) => lines.push(`${message} ${String(error)}`));
    const cause = new Error('while mailing bea@example.com');
    log(
      'failed for amelia@example.com',
      Object.assign(new Error('boom', { cause }), { to: 'c@d.io' }),
    );
    expect(lines[0]).toContain('failed for [email]');
    expect(lines[0]).toContain('Error: boom');
    expect(lines[0]).toContain('while mailing [email]');
    expect(lines[0]).not.toMatch(EMAIL);
  });
});
