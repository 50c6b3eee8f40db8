/** What the member's own security routes (issue 24) are built from. */
import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { AuthRateLimits } from '../auth/auth-rate-limits';
import type { RelyingParty } from '../auth/webauthn-challenges';
import type { Db } from '../db/client';
import type { MailContext } from '../mail/mail-context';
import { PRIVATE_NO_STORE, type MemberEnv } from '../middleware/require-user';
import type { Clock } from '../runtime';

export interface AccountRouteDeps {
  db: Db;
  clock: Clock;
  secure: boolean;
  limits: AuthRateLimits;
  mail: MailContext;
  rp: RelyingParty;
}

/**
 * Several middleware as one, so a route lists its guard, its validator, its rate limit and its
 * handler in that order (a body the validator refuses is then never counted as a failure).
 */
export const chain = (handlers: readonly MiddlewareHandler[]): MiddlewareHandler<MemberEnv> =>
  every(...handlers);

/** After the route: no cache keeps an answer about the member (or a challenge). */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', PRIVATE_NO_STORE);
};
