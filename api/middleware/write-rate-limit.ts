/**
 * The per-address limit of public writes (waitlist, newsletter, contact, bookings, the avatar
 * upload; checkouts later): one counter per client address across all of them, generous enough
 * for a household or an office behind one NAT (RATE_LIMIT_WRITES_ADDRESS, 60 a minute), so only
 * a burst is refused. Mount it on each write's path before the body limit, the session and the
 * idempotency record: a refused request costs one counter update and nothing is read or stored.
 *
 * Every write is counted, an idempotent replay from the outbox included: it is indistinguishable
 * from abuse until its key is looked up, and a 429 is only "later" to the outbox, which retries
 * after Retry-After. Reads (GET /api/bookings) on the same paths are not counted.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Clock } from '../runtime';
import { clientAddress } from './client-address';
import { rateLimit } from './rate-limit';
import { WRITE_METHODS } from './write-methods';

export interface WriteRateLimitDeps {
  db: Db;
  clock: Clock;
  env: Pick<Env, 'RATE_LIMITS' | 'RATE_LIMIT_WRITES_ADDRESS' | 'TRUST_PROXY'>;
}

export function writeRateLimit({ db, clock, env }: WriteRateLimitDeps): MiddlewareHandler {
  return rateLimit({
    db,
    clock,
    enabled: env.RATE_LIMITS === 'on',
    ...env.RATE_LIMIT_WRITES_ADDRESS,
    name: 'writes-address',
    key: (c: Context) =>
      WRITE_METHODS.has(c.req.method) ? clientAddress(c, env.TRUST_PROXY) : null,
    what: 'requests',
  });
}
