import { describe, expect, it } from 'vitest';
import { loadEnv } from '@api/env';

const MIN = 60_000;

describe('loadEnv: accounts settings', () => {
  it('has working defaults: limits on, no proxy trusted, mail to the log', () => {
    expect(loadEnv({})).toMatchObject({
      RATE_LIMITS: 'on',
      TRUST_PROXY: 0,
      RATE_LIMIT_SIGNIN_ACCOUNT: { limit: 10, windowMs: 15 * MIN },
      RATE_LIMIT_SIGNIN_ADDRESS: { limit: 100, windowMs: 15 * MIN },
      RATE_LIMIT_REGISTER_ADDRESS: { limit: 20, windowMs: 60 * MIN },
      RATE_LIMIT_FORGOT_ADDRESS: { limit: 10, windowMs: 60 * MIN },
      RATE_LIMIT_FORGOT_ACCOUNT: { limit: 5, windowMs: 60 * MIN },
    });
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
  });

  it('reads hits/window limits in seconds, minutes and hours', () => {
    const env = loadEnv({
      RATE_LIMIT_SIGNIN_ACCOUNT: '3/30s',
      RATE_LIMIT_SIGNIN_ADDRESS: '500/5m',
      RATE_LIMIT_FORGOT_ACCOUNT: '2/24h',
    });
    expect(env.RATE_LIMIT_SIGNIN_ACCOUNT).toEqual({ limit: 3, windowMs: 30_000 });
    expect(env.RATE_LIMIT_SIGNIN_ADDRESS).toEqual({ limit: 500, windowMs: 5 * MIN });
    expect(env.RATE_LIMIT_FORGOT_ACCOUNT).toEqual({ limit: 2, windowMs: 24 * 60 * MIN });
  });

  it.each([
    ['1', 1],
    ['true', 1],
    ['yes', 1],
    [' 2 ', 2],
    ['10', 10],
    ['0', 0],
    ['false', 0],
    ['off', 0],
  ])('reads TRUST_PROXY=%s as %i trusted proxies', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  it.each(['maybe', '-1', '1.5', '11', '0x1'])(
    'refuses TRUST_PROXY=%s with a clear message',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be the number of proxies in front of the server \(0 to 10\), or true\/false/,
      );
    },
  );

  it.each([
    [{ RATE_LIMIT_SIGNIN_ACCOUNT: '10' }, /RATE_LIMIT_SIGNIN_ACCOUNT must look like 10\/15m/],
    [{ RATE_LIMIT_REGISTER_ADDRESS: '0/1h' }, /RATE_LIMIT_REGISTER_ADDRESS/],
    [{ RATE_LIMITS: 'maybe' }, /RATE_LIMITS must be on or off/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
  ])('refuses %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });

  it('accepts an SMTP URL with credentials', () => {
    expect(loadEnv({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:pass@smtp.example.com:465',
    );
  });
});
