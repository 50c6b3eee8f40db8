/** What the account routes are built from (app.ts): the member's profile, security and data. */
import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { Db } from '../db/client';
import type { MailContext } from '../mail/mail-context';
import { PRIVATE_NO_STORE, type MemberEnv } from '../middleware/require-user';
import type { Clock } from '../runtime';
import type { AuthRateLimits, RelyingParty } from '../auth';
import type { PaymentsGateway } from '../payments';
import type { ThreadAttachmentFiles } from '../threads';
import type { AvatarFiles } from '../uploads';
import type { Logger } from '../runtime';

export interface AccountDeps {
  db: Db;
  clock: Clock;
  secure: boolean;
  limits: AuthRateLimits;
  mail: MailContext;
  rp: RelyingParty;
  /** the membership's subscription is cancelled before an account is deleted */
  payments: PaymentsGateway;
  log: Logger;
  avatars: AvatarFiles;
  /** the files of the member's conversations, erased with the account */
  threadFiles: ThreadAttachmentFiles;
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
