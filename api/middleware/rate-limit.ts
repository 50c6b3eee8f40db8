/**
 * A reusable fixed-window rate limit (hono-rate-limiter over our SQLite store). Over the limit a
 * request gets 429 with Retry-After in seconds and a message saying how long to wait; the app's
 * outbox retries after that delay (DESIGN.md retry policy).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter, type RateLimitInfo } from 'hono-rate-limiter';
import { RATE_LIMITED_CODE } from '@shared/api';
import type { Db } from '../db/client';
import type { RateLimitSetting } from '../env';
import { errorBody } from '../errors';
import { metrics } from '../observability/metrics';
import type { Clock } from '../runtime';
import { SqliteRateLimitStore } from './rate-limit-store';

export interface RateLimitOptions extends RateLimitSetting {
  db: Db;
  clock: Clock;
  /** false turns the limit off (RATE_LIMITS=off) */
  enabled: boolean;
  /** unique per limit: it namespaces the counters */
  name: string;
  /** who is counted; null skips the limit for this request (e.g. no email in the body) */
  key: (c: Context) => string | null | Promise<string | null>;
  /** what is being limited, for the message: 'sign-in attempts' */
  what: string;
  /** count only answers of 400 and above, so successful sign-ins never lock anyone out */
  failuresOnly?: boolean;
}

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return n === 1 ? '1 minute' : `${n} minutes`;
};

export const rateLimitMessage = (what: string, retryAfterSeconds: number) =>
  `Too many ${what}. Please try again in ${minutes(retryAfterSeconds)}.`;

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const { db, clock, enabled, name, key, what, limit, windowMs, failuresOnly = false } = options;
  if (!enabled) return (_c, next) => next();

  return rateLimiter({
    windowMs,
    limit,
    store: new SqliteRateLimitStore(db, clock, name),
    // Its own headers are computed with Date.now(), not our Clock: Retry-After is set below.
    standardHeaders: false,
    skipSuccessfulRequests: failuresOnly,
    skip: async (c) => (await key(c)) === null,
    keyGenerator: async (c) => (await key(c)) ?? '',
    handler: (c) => {
      metrics.rateLimited(name);
      const now = clock().getTime();
      // Set by rateLimiter before it calls this handler; our store always gives a reset time.
      const info = c.get('rateLimit') as RateLimitInfo | undefined;
      const resetAt = info?.resetTime?.getTime() ?? now + windowMs;
      const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
      c.header('Retry-After', String(retryAfter));
      return c.json(
        errorBody(rateLimitMessage(what, retryAfter), { code: RATE_LIMITED_CODE }),
        429,
      );
    },
  });
}
