/**
 * Server configuration: every variable has a working default so `npm start` runs with no .env.
 * Validated once at start so a typo (PORT=abc, PUBLIC_URL=localhost) fails loudly, not later.
 */
import * as v from 'valibot';
import { EXTERNAL_LINK_DEFAULTS } from '@shared/external-links';

const url = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.url(`${name} must be an absolute URL`),
    v.regex(/^https?:\/\//i, `${name} must be an absolute URL`),
  );
const optionalText = v.optional(v.pipe(v.string(), v.trim()), '');

const WINDOW_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
export interface RateLimitSetting {
  limit: number;
  windowMs: number;
}

/**
 * `on`; `off` for development and tests; `off-for-load-test`, the one way to run a production
 * server without limits, named for what it is for and logged at every start (issue 36).
 */
export const RATE_LIMIT_MODES = ['on', 'off', 'off-for-load-test'] as const;

/** Each limit's default, written as its variable is: `hits/window`. */
export const RATE_LIMIT_DEFAULTS = {
  RATE_LIMIT_SIGNIN_ACCOUNT: '10/15m',
  RATE_LIMIT_SIGNIN_ADDRESS: '100/15m',
  RATE_LIMIT_REGISTER_ADDRESS: '20/1h',
  RATE_LIMIT_FORGOT_ADDRESS: '10/1h',
  RATE_LIMIT_FORGOT_ACCOUNT: '5/1h',
  RATE_LIMIT_VERIFY_ACCOUNT: '5/1h',
  RATE_LIMIT_WRITES_ADDRESS: '60/1m',
} as const;
type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

/**
 * A production server refuses a limit above this many times its default rate: past it a limit
 * no longer slows credential stuffing or a flood, so it is as good as off.
 */
export const RATE_LIMIT_CEILING_FACTOR = 10;

const parseRateLimit = (value: string): RateLimitSetting => {
  const [hits, window] = value.split('/') as [string, string];
  const unit = window.slice(-1) as keyof typeof WINDOW_UNIT_MS;
  return { limit: Number(hits), windowMs: Number(window.slice(0, -1)) * WINDOW_UNIT_MS[unit] };
};

/** A rate limit written as `hits/window`, e.g. `10/15m` (units s, m, h). */
const rateLimit = (name: RateLimitName) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[1-9]\d*\/[1-9]\d*[smh]$/,
        `${name} must look like 10/15m (hits/window in s, m or h)`,
      ),
      v.transform(parseRateLimit),
    ),
    RATE_LIMIT_DEFAULTS[name],
  );

/** Beyond this a proxy chain is a mistake in the setting, not a real deployment. */
const MAX_TRUSTED_PROXIES = 10;
const TRUST_PROXY_MESSAGE =
  `TRUST_PROXY must be the number of proxies in front of the server (0 to ${MAX_TRUSTED_PROXIES}), ` +
  'or true/false';
/**
 * How many reverse proxies stand in front of the server: 0 trusts no X-Forwarded-For entry; a
 * true-ish word means one proxy (the usual single nginx or load balancer).
 */
const trustedProxies = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => {
      if (/^(false|no|off)$/i.test(value)) return 0;
      if (/^(true|yes|on)$/i.test(value)) return 1;
      return /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
    }),
    v.number(TRUST_PROXY_MESSAGE),
    v.integer(TRUST_PROXY_MESSAGE),
    v.maxValue(MAX_TRUSTED_PROXIES, TRUST_PROXY_MESSAGE),
  ),
  '0',
);

const DURATION_UNIT_MS = { ...WINDOW_UNIT_MS, d: 86_400_000 } as const;
/** Shorter than this a backup would run back to back on a large database. */
const MIN_BACKUP_INTERVAL_MS = 60_000;
const BACKUP_INTERVAL_MESSAGE =
  'BACKUP_INTERVAL must look like 15m (at least 1m; s, m, h or d), or off';
/** How often the server backs up, e.g. `15m`; `off` (the default) leaves it to a system timer. */
const backupInterval = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^(?:off|[1-9]\d*[smhd])$/, BACKUP_INTERVAL_MESSAGE),
    v.transform((value): number | null => {
      if (value === 'off') return null;
      const unit = value.slice(-1) as keyof typeof DURATION_UNIT_MS;
      return Number(value.slice(0, -1)) * DURATION_UNIT_MS[unit];
    }),
    v.check((ms) => ms === null || ms >= MIN_BACKUP_INTERVAL_MS, BACKUP_INTERVAL_MESSAGE),
  ),
  'off',
);
const BACKUP_KEEP_MESSAGE = 'BACKUP_KEEP must be a whole number from 1 to 1000';
/** A token shorter than this could be guessed from the network. */
const METRICS_TOKEN_MIN_LENGTH = 16;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A VAPID key as web-push writes it: base64url without padding, of `bytes` bytes. */
const vapidKey = (name: string, length: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        new RegExp(`^[A-Za-z0-9_-]{${length}}$`),
        `${name} must be a VAPID key in base64url (as \`npx web-push generate-vapid-keys\` prints it)`,
      ),
    ),
  );
const VAPID_SUBJECT_MESSAGE = 'VAPID_SUBJECT must be a mailto: address or an https:// URL';
const PUSH_ORIGINS_MESSAGE =
  'PUSH_ALLOWED_ORIGINS must be a comma-separated list of origins, e.g. http://127.0.0.1:4000';
/** Origins a push endpoint may name besides the known push services (self-hosted, tests). */
const pushOrigins = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
    v.check(
      (items) =>
        items.every((item) => {
          try {
            const u = new URL(item);
            return /^https?:$/.test(u.protocol) && u.origin === item.replace(/\/+$/, '');
          } catch {
            return false;
          }
        }),
      PUSH_ORIGINS_MESSAGE,
    ),
    v.transform((items) => items.map((item) => new URL(item).origin)),
  ),
  '',
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a whole number'),
      v.transform(Number),
      v.maxValue(65535, 'PORT must be at most 65535'),
    ),
    '3000',
  ),
  DATABASE_PATH: v.optional(v.pipe(v.string(), v.nonEmpty()), 'data/club.db'),
  UPLOADS_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), 'data/uploads'),
  // Default depends on PORT, so it is filled in after parsing.
  PUBLIC_URL: v.optional(url('PUBLIC_URL')),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), 'dist'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // The server needs only the links that its Content-Security-Policy names; the others (and
  // the support contact) reach the app at build time through externalLinksFrom.
  APPLY_FORM_URL: v.optional(url('APPLY_FORM_URL'), EXTERNAL_LINK_DEFAULTS.APPLY_FORM_URL),
  APPLY_FORM_SCRIPT_URL: v.optional(
    url('APPLY_FORM_SCRIPT_URL'),
    EXTERNAL_LINK_DEFAULTS.APPLY_FORM_SCRIPT_URL,
  ),
  DOCUMENT_FORM_URL: v.optional(url('DOCUMENT_FORM_URL'), EXTERNAL_LINK_DEFAULTS.DOCUMENT_FORM_URL),
  SUPPORT_PHONE: v.optional(v.pipe(v.string(), v.nonEmpty()), EXTERNAL_LINK_DEFAULTS.SUPPORT_PHONE),
  SUPPORT_EMAIL: v.optional(
    v.pipe(v.string(), v.email('SUPPORT_EMAIL must be an email')),
    EXTERNAL_LINK_DEFAULTS.SUPPORT_EMAIL,
  ),
  // smtp://user:pass@host:587 or smtps://...; empty = reset links are written to the server log
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^smtps?:\/\/[^\s]+$/i, 'SMTP_URL must be an smtp:// or smtps:// URL'),
    ),
  ),
  // Sender of the app's mail; defaults to SUPPORT_EMAIL.
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  TRUST_PROXY: trustedProxies,
  RATE_LIMITS: v.optional(
    v.picklist(
      RATE_LIMIT_MODES,
      'RATE_LIMITS must be on or off (or off-for-load-test, for a load test of a production build)',
    ),
    'on',
  ),
  RATE_LIMIT_SIGNIN_ACCOUNT: rateLimit('RATE_LIMIT_SIGNIN_ACCOUNT'),
  RATE_LIMIT_SIGNIN_ADDRESS: rateLimit('RATE_LIMIT_SIGNIN_ADDRESS'),
  RATE_LIMIT_REGISTER_ADDRESS: rateLimit('RATE_LIMIT_REGISTER_ADDRESS'),
  RATE_LIMIT_FORGOT_ADDRESS: rateLimit('RATE_LIMIT_FORGOT_ADDRESS'),
  RATE_LIMIT_FORGOT_ACCOUNT: rateLimit('RATE_LIMIT_FORGOT_ACCOUNT'),
  // New email confirmation links a signed-in member may ask for.
  RATE_LIMIT_VERIFY_ACCOUNT: rateLimit('RATE_LIMIT_VERIFY_ACCOUNT'),
  // Public writes per client address, all of them together (a household or office behind one NAT).
  RATE_LIMIT_WRITES_ADDRESS: rateLimit('RATE_LIMIT_WRITES_ADDRESS'),
  // In production a missing Stripe key or mail server is refused unless said on purpose here.
  PAYMENTS: v.optional(v.picklist(['stripe', 'demo'], 'PAYMENTS must be stripe or demo')),
  MAIL: v.optional(v.picklist(['smtp', 'log'], 'MAIL must be smtp or log')),
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'data/backups'),
  BACKUP_KEEP: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, BACKUP_KEEP_MESSAGE),
      v.transform(Number),
      v.minValue(1, BACKUP_KEEP_MESSAGE),
      v.maxValue(1000, BACKUP_KEEP_MESSAGE),
    ),
    '14',
  ),
  BACKUP_INTERVAL: backupInterval,
  // Unset: /metrics answers 404. Sent by Prometheus as `Authorization: Bearer <token>`.
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(
        METRICS_TOKEN_MIN_LENGTH,
        `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`,
      ),
    ),
  ),
  // Web Push (issue 38): both keys or neither (then a pair is made at first start and kept in
  // the database); the subject is how push services reach the club, required in production.
  VAPID_PUBLIC_KEY: vapidKey('VAPID_PUBLIC_KEY', 87),
  VAPID_PRIVATE_KEY: vapidKey('VAPID_PRIVATE_KEY', 43),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/i, VAPID_SUBJECT_MESSAGE),
    ),
  ),
  PUSH_ALLOWED_ORIGINS: pushOrigins,
  LOG_LEVEL: v.optional(
    v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`),
    'info',
  ),
});

type ParsedEnv = v.InferOutput<typeof EnvSchema>;
export type Env = Omit<ParsedEnv, 'PUBLIC_URL'> & { PUBLIC_URL: string };

/** Parses a process.env-like record; empty strings count as unset so `FOO=` keeps the default. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const input: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = source[key];
    if (value !== undefined && value.trim() !== '') input[key] = value;
  }
  const result = v.safeParse(EnvSchema, input);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${[...new Set(lines)].join('\n')}`);
  }
  const env = result.output;
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither',
    );
  }
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return { ...env, PUBLIC_URL: publicUrl.replace(/\/+$/, '') };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What a production server must not start with, each a mistake that costs money or data (issue
 * 25): the demo checkout fulfils every order for free, an unsigned webhook is never fulfilled,
 * plain http leaks sessions, and mail to the log never reaches a member. Saying so on purpose
 * (PAYMENTS=demo, MAIL=log) is allowed. Empty outside production.
 */
export function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.PAYMENTS === 'demo' && env.STRIPE_SECRET_KEY) {
    problems.push('PAYMENTS=demo and STRIPE_SECRET_KEY are both set: keep only one.');
  } else if (!env.STRIPE_SECRET_KEY && env.PAYMENTS !== 'demo') {
    problems.push(
      'No STRIPE_SECRET_KEY: the demo checkout would fulfil every order and membership for ' +
        'free. Set the key, or PAYMENTS=demo to run the demo on purpose.',
    );
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      'STRIPE_SECRET_KEY without STRIPE_WEBHOOK_SECRET: no payment would ever be fulfilled.',
    );
  }
  const publicUrl = new URL(env.PUBLIC_URL);
  if (publicUrl.protocol !== 'https:' && !LOCAL_HOSTS.has(publicUrl.hostname)) {
    problems.push(`PUBLIC_URL must be https:// in production (it is ${publicUrl.origin}).`);
  }
  if (env.MAIL === 'log' && env.SMTP_URL) {
    problems.push('MAIL=log and SMTP_URL are both set: keep only one.');
  } else if (!env.SMTP_URL && env.MAIL !== 'log') {
    problems.push(
      'No SMTP_URL: password reset and staff mail would only reach the log. Set it, or ' +
        'MAIL=log to run without mail on purpose.',
    );
  }
  problems.push(...rateLimitProblems(env));
  if (!env.VAPID_SUBJECT) {
    problems.push(
      'No VAPID_SUBJECT: push services need a mailto: address or https:// URL to reach the ' +
        'club about its notifications (e.g. VAPID_SUBJECT=mailto:tech@example.com).',
    );
  }
  return problems;
}

const perHour = ({ limit, windowMs }: RateLimitSetting) => (limit * 3_600_000) / windowMs;
const written = ({ limit, windowMs }: RateLimitSetting) =>
  windowMs % 3_600_000 === 0
    ? `${limit}/${windowMs / 3_600_000}h`
    : windowMs % 60_000 === 0
      ? `${limit}/${windowMs / 60_000}m`
      : `${limit}/${windowMs / 1000}s`;

/** Limits off, or set so high they are as good as off: refused in production but for a load test. */
function rateLimitProblems(env: Env): string[] {
  if (env.RATE_LIMITS === 'off-for-load-test') return [];
  if (env.RATE_LIMITS === 'off') {
    return [
      'RATE_LIMITS=off: sign-in, registration and public writes would not be rate limited, ' +
        'which invites credential stuffing. For a load test, say so with ' +
        'RATE_LIMITS=off-for-load-test.',
    ];
  }
  const problems: string[] = [];
  for (const [name, fallback] of Object.entries(RATE_LIMIT_DEFAULTS) as [RateLimitName, string][]) {
    const ceiling = perHour(parseRateLimit(fallback)) * RATE_LIMIT_CEILING_FACTOR;
    if (perHour(env[name]) > ceiling) {
      problems.push(
        `${name}=${written(env[name])} is above its ceiling of ${RATE_LIMIT_CEILING_FACTOR} times ` +
          `the default (${fallback}, so at most ${Math.floor(ceiling)} an hour). For a load ` +
          'test, say so with RATE_LIMITS=off-for-load-test.',
      );
    }
  }
  return problems;
}

/** Said at every start while limits are off, in any environment (server.ts logs it). */
export function rateLimitWarning(env: Pick<Env, 'RATE_LIMITS'>): string | null {
  if (env.RATE_LIMITS === 'off-for-load-test') {
    return (
      'RATE_LIMITS=off-for-load-test: sign-in, registration and public writes are not rate ' +
      'limited. Only for a load test: never on a server the public can reach.'
    );
  }
  return env.RATE_LIMITS === 'off'
    ? 'RATE_LIMITS=off: sign-in, registration and public writes are not rate limited.'
    : null;
}
