import type { Db } from '../db/client';
import type { MailContext } from '../mail/mail-context';
import type { Mailer } from '../mail/mailer';
import type { Clock, Logger } from '../runtime';
import type { AuthRateLimits } from './auth-rate-limits';
import type { SendVerification } from './send-verification';

/** What the auth routes are built from (app.ts). */
export interface AuthDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  /** the reset link goes at once, not through the outbox (the member is waiting for it) */
  mailer: Mailer;
  mail: MailContext;
  /** Secure cookies (servesHttps) */
  secure: boolean;
  limits: AuthRateLimits;
  /** mails a member the link that confirms their address */
  sendVerification: SendVerification;
}
