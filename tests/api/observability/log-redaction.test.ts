/**
 * What never reaches the log (api/log-redaction.ts), through the server's real logger
 * (api/observability/logger.ts): in production every finished line loses emails, link tokens,
 * card numbers and secrets; everywhere, password, token, cookie, Authorization and card fields
 * are blanked by configuration.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { redact } from '@api/observability/log-redaction';
import { API } from '@shared/api';
import { makeClock, makeTestApp, type TestApp } from '../../helpers/api';
import { register } from '../../helpers/accounts';
import { memoryLogger } from '../../helpers/log-lines';

let t: TestApp | undefined;
afterEach(() => t?.close());

const EMAIL = /[\w.+-]+@[\w-]+\.[a-z]{2,}/i;
const TOKEN = /\b[a-z2-7]{32}\b/;
const PRODUCTION = { NODE_ENV: 'production' };

describe('a production server without SMTP_URL', () => {
  it('logs that a mail was not sent, never its recipient or its link', async () => {
    const log = memoryLogger(PRODUCTION);
    t = makeTestApp({ clock: makeClock().clock, env: PRODUCTION, logger: log.logger });
    const { cookie } = await register(t);
    await t.post(API.forgotPassword, { email: 'amelia@example.com' });
    await t.post(API.resendVerification, {}, { headers: { Cookie: cookie } });
    const mailLines = log.entries().filter((e) => String(e.msg).startsWith('Mail not sent'));
    expect(mailLines).toHaveLength(3);
    expect(log.text()).toContain(
      'Mail not sent (no SMTP_URL set): \\"Reset your Aurelian Private Club password\\"',
    );
    expect(log.text()).not.toMatch(EMAIL);
    expect(log.text()).not.toMatch(TOKEN);
    expect(log.text()).not.toContain('token=');
  });

  it('keeps the recipient out of a failed mail, however the mail library words it', async () => {
    const rejection = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <amelia@example.com>"),
      { rejected: ['amelia@example.com'], code: 'EENVELOPE' },
    );
    const log = memoryLogger(PRODUCTION);
    t = makeTestApp({
      clock: makeClock().clock,
      env: PRODUCTION,
      logger: log.logger,
      mailer: { send: () => Promise.reject(rejection) },
    });
    await register(t);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const failed = log.entries().find((e) => e.level === 'error');
    expect(failed?.msg).toContain('Email confirmation mail could not be sent');
    expect(failed?.err).toMatchObject({ code: 'EENVELOPE', rejected: ['[email]'] });
    expect(log.text()).not.toMatch(EMAIL);
  });
});

describe('outside production', () => {
  it('still writes the whole mail to the log, link included, for development', async () => {
    const log = memoryLogger({ NODE_ENV: 'development' });
    t = makeTestApp({ clock: makeClock().clock, logger: log.logger });
    await register(t);
    const mail = log.entries().find((e) => String(e.msg).startsWith('Mail to '));
    expect(mail?.msg).toMatch(
      /Mail to amelia@example\.com .*\n[\s\S]*verify-email\?token=[a-z2-7]{32}/,
    );
  });
});

describe('fields redacted by configuration', () => {
  const secrets = {
    password: 'hunter2-top-level',
    token: 'tok-top-level',
    body: { password: 'hunter2-in-body', newPassword: 'n3w-pass', cardNumber: '4242424242424242' },
    card: { number: '4000056655665556', cvc: '123' },
    req: { headers: { authorization: 'Bearer abc.def', cookie: 'session=s3ss10n' } },
    headers: { 'set-cookie': 'session=s3t' },
  };
  const leaked = /hunter2|tok-top|n3w-pass|4242424242424242|4000056655665556|abc\.def|s3ss10n|s3t/;

  it.each(['development', 'production'])('blanks them in %s', (NODE_ENV) => {
    const log = memoryLogger({ NODE_ENV });
    log.logger.info(secrets, 'signing in');
    expect(log.text()).not.toMatch(leaked);
    const [entry] = log.entries();
    expect(entry).toMatchObject({
      msg: 'signing in',
      password: '[redacted]',
      token: '[redacted]',
      body: { password: '[redacted]', newPassword: '[redacted]', cardNumber: '[redacted]' },
      card: '[redacted]',
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]' } },
      headers: { 'set-cookie': '[redacted]' },
    });
  });

  it('logs a sign-in without its password, cookie or Authorization header', async () => {
    const log = memoryLogger(PRODUCTION);
    t = makeTestApp({ clock: makeClock().clock, env: PRODUCTION, logger: log.logger });
    await t.post(
      API.signIn,
      { email: 'amelia@example.com', password: 'correct-horse-battery' },
      {
        headers: { Cookie: 'session=abcdefghijklmnopqrstuvwxyz234567', Authorization: 'Bearer q' },
      },
    );
    const access = log.entries().find((e) => e.msg === 'request');
    expect(access).toMatchObject({ method: 'POST', path: API.signIn });
    expect(log.text()).not.toMatch(/correct-horse|abcdefghijklmnopqrstuvwxyz234567|Bearer q/);
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

  it('prints an error with its stack, cause and fields, redacted, as one JSON line', () => {
    const log = memoryLogger(PRODUCTION);
    const cause = new Error('while mailing bea@example.com');
    const err = Object.assign(new Error('boom', { cause }), { to: 'c@d.io' });
    log.logger.error({ err }, 'failed for amelia@example.com with card 4242 4242 4242 4242');
    const [entry] = log.entries();
    expect(entry?.msg).toBe('failed for [email] with card [card]');
    expect(entry?.err).toMatchObject({ message: 'boom: while mailing [email]', to: '[email]' });
    expect(String((entry?.err as { stack?: string }).stack)).toContain('Error: boom');
    expect(log.text()).not.toMatch(EMAIL);
  });
});
