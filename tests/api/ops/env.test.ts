import { describe, expect, it } from 'vitest';
import { loadEnv, productionProblems, rateLimitWarning } from '@api/env';

describe('loadEnv', () => {
  it('has working defaults for everything', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATABASE_PATH: 'data/club.db',
      UPLOADS_DIR: 'data/uploads',
      PUBLIC_URL: 'http://localhost:3000',
      STATIC_DIR: 'dist',
      STRIPE_SECRET_KEY: '',
      SUPPORT_PHONE: '+1 (888) 555-0142',
      SUPPORT_EMAIL: 'concierge@aurelianclub.com',
    });
    for (const key of ['APPLY_FORM_URL', 'APPLY_FORM_SCRIPT_URL', 'DOCUMENT_FORM_URL'] as const) {
      expect(env[key]).toMatch(/^https:\/\//);
    }
  });

  it('derives PUBLIC_URL from PORT, treats empty values as unset and trims a trailing slash', () => {
    expect(loadEnv({ PORT: '4173', DATABASE_PATH: '' })).toMatchObject({
      PORT: 4173,
      PUBLIC_URL: 'http://localhost:4173',
      DATABASE_PATH: 'data/club.db',
    });
    expect(loadEnv({ PUBLIC_URL: 'https://club.example.com/' }).PUBLIC_URL).toBe(
      'https://club.example.com',
    );
  });

  it.each([
    [{ PORT: 'abc' }, /PORT: PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be at most 65535/],
    [{ PUBLIC_URL: 'localhost:3000' }, /PUBLIC_URL must be an absolute URL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ SUPPORT_EMAIL: 'nobody' }, /SUPPORT_EMAIL must be an email/],
  ])('refuses %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });
});

describe('operations settings', () => {
  it('default to backups kept 14 deep in data/backups, none on a timer, no metrics, info logs', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      BACKUP_DIR: 'data/backups',
      BACKUP_KEEP: 14,
      BACKUP_INTERVAL: null,
      LOG_LEVEL: 'info',
    });
    expect([env.METRICS_TOKEN, env.PAYMENTS, env.MAIL]).toEqual([undefined, undefined, undefined]);
  });

  it.each([
    ['15m', 15 * 60_000],
    ['1m', 60_000],
    ['90s', 90_000],
    ['6h', 6 * 3_600_000],
    ['1d', 86_400_000],
    ['off', null],
  ])('reads BACKUP_INTERVAL=%s', (value, ms) => {
    expect(loadEnv({ BACKUP_INTERVAL: value }).BACKUP_INTERVAL).toBe(ms);
  });

  it.each([
    [{ BACKUP_INTERVAL: '30s' }, /BACKUP_INTERVAL must look like 15m \(at least 1m/],
    [{ BACKUP_INTERVAL: '15 minutes' }, /BACKUP_INTERVAL must look like 15m/],
    [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP must be a whole number from 1 to 1000/],
    [{ BACKUP_KEEP: 'all' }, /BACKUP_KEEP must be a whole number from 1 to 1000/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
    [
      { LOG_LEVEL: 'verbose' },
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    ],
    [{ PAYMENTS: 'free' }, /PAYMENTS must be stripe or demo/],
    [{ MAIL: 'none' }, /MAIL must be smtp or log/],
  ])('refuses %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });
});

describe('productionProblems', () => {
  const SAFE = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://club.example.com',
    STRIPE_SECRET_KEY: 'sk_live_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    VAPID_SUBJECT: 'mailto:tech@club.example.com',
  };
  const problems = (source: Record<string, string>) => productionProblems(loadEnv(source));

  it('has none for a complete production setup, or outside production', () => {
    expect(problems(SAFE)).toEqual([]);
    expect(problems({ NODE_ENV: 'development' })).toEqual([]);
    expect(problems({ NODE_ENV: 'test', PUBLIC_URL: 'http://club.example.com' })).toEqual([]);
  });

  it('refuses the demo checkout and mail to the log unless said on purpose', () => {
    const bare = problems({ NODE_ENV: 'production' });
    expect(bare).toEqual([
      expect.stringMatching(/^No STRIPE_SECRET_KEY: .* Set the key, or PAYMENTS=demo/),
      expect.stringMatching(/^No SMTP_URL: .* Set it, or MAIL=log/),
      expect.stringMatching(/^No VAPID_SUBJECT: /),
    ]);
    expect(
      problems({
        NODE_ENV: 'production',
        PAYMENTS: 'demo',
        MAIL: 'log',
        VAPID_SUBJECT: SAFE.VAPID_SUBJECT,
      }),
    ).toEqual([]);
    expect(problems({ ...SAFE, STRIPE_SECRET_KEY: '', PAYMENTS: 'stripe' })).toEqual([
      expect.stringMatching(/^No STRIPE_SECRET_KEY/),
    ]);
  });

  it.each([
    [{ STRIPE_WEBHOOK_SECRET: '' }, /^STRIPE_SECRET_KEY without STRIPE_WEBHOOK_SECRET/],
    [{ PUBLIC_URL: 'http://club.example.com' }, /^PUBLIC_URL must be https:\/\/ in production/],
    [{ PAYMENTS: 'demo' }, /^PAYMENTS=demo and STRIPE_SECRET_KEY are both set/],
    [{ MAIL: 'log' }, /^MAIL=log and SMTP_URL are both set/],
  ])('refuses %j', (change, message) => {
    expect(problems({ ...SAFE, ...change })).toEqual([expect.stringMatching(message)]);
  });

  it('refuses RATE_LIMITS=off, and allows the load-test escape, said at every start (issue 36)', () => {
    expect(problems({ ...SAFE, RATE_LIMITS: 'off' })).toEqual([
      expect.stringMatching(/^RATE_LIMITS=off: .* say so with RATE_LIMITS=off-for-load-test\.$/),
    ]);
    expect(problems({ ...SAFE, RATE_LIMITS: 'off-for-load-test' })).toEqual([]);
    expect(rateLimitWarning(loadEnv({ RATE_LIMITS: 'off-for-load-test' }))).toMatch(
      /^RATE_LIMITS=off-for-load-test: .* never on a server the public can reach\.$/,
    );
    expect(rateLimitWarning(loadEnv({ RATE_LIMITS: 'off' }))).toMatch(/^RATE_LIMITS=off:/);
    expect(rateLimitWarning(loadEnv({}))).toBeNull();
  });

  it('refuses a limit above ten times its default rate, but not a stricter or equal one', () => {
    expect(problems({ ...SAFE, RATE_LIMIT_SIGNIN_ACCOUNT: '1000/1m' })).toEqual([
      'RATE_LIMIT_SIGNIN_ACCOUNT=1000/1m is above its ceiling of 10 times the default (10/15m, ' +
        'so at most 400 an hour). For a load test, say so with RATE_LIMITS=off-for-load-test.',
    ]);
    expect(problems({ ...SAFE, RATE_LIMIT_WRITES_ADDRESS: '601/1m' })).toHaveLength(1);
    expect(problems({ ...SAFE, RATE_LIMIT_WRITES_ADDRESS: '600/1m' })).toEqual([]);
    expect(problems({ ...SAFE, RATE_LIMIT_SIGNIN_ACCOUNT: '3/1h' })).toEqual([]);
    expect(
      problems({ ...SAFE, RATE_LIMIT_SIGNIN_ACCOUNT: '1000/1m', RATE_LIMITS: 'off-for-load-test' }),
    ).toEqual([]);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])(
    'allows plain http on this machine: %s',
    (url) => {
      expect(problems({ ...SAFE, PUBLIC_URL: url })).toEqual([]);
    },
  );
});
