/**
 * Keeps the security tables bounded (DESIGN.md "Storage stays bounded"): expired sessions, ended
 * rate-limit windows, old reset and confirmation links, expired idempotency keys, old Stripe
 * event ids, old sent mail and old change-feed rows are deleted. server.ts runs it on a timer.
 */
import { and, isNull, lt, lte, or } from 'drizzle-orm';
import { pruneMailOutbox } from '../mail/mail-queue';
import { pruneIdempotencyKeys } from '../middleware/idempotency';
import { pruneRateLimits } from '../middleware/rate-limit-store';
import type { Db } from '../db/client';
import { emailChanges } from '../db/schema/account';
import { emailVerificationTokens, passwordResetTokens, sessions } from '../db/schema/auth';
import { stripeEvents } from '../db/schema/payments';
import { changeFeed } from '../db/schema/sync';

export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/**
 * An expired link (a reset or an email confirmation) is kept a day, so a late click still hears
 * 'expired' rather than 'invalid'.
 */
const RESET_TOKEN_KEEP_MS = 24 * 60 * 60 * 1000;
/** Stripe redelivers an event for up to 3 days; a month of ids answers every replay. */
const STRIPE_EVENT_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * The members' change feed (issue 23) keeps 30 days: a device offline longer than that gets a
 * full snapshot at its next pull instead of the changes (api/sync/sync-pull.ts).
 */
export const CHANGE_FEED_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export interface PruneResult {
  sessions: number;
  rateLimits: number;
  resetTokens: number;
  verificationTokens: number;
  idempotencyKeys: number;
  stripeEvents: number;
  mailOutbox: number;
  changeFeed: number;
  emailChanges: number;
}

export function pruneExpired(db: Db, now: Date): PruneResult {
  const iso = now.toISOString();
  const tokenCutoff = new Date(now.getTime() - RESET_TOKEN_KEEP_MS).toISOString();
  return {
    sessions: db.delete(sessions).where(lte(sessions.expiresAt, iso)).run().changes,
    rateLimits: pruneRateLimits(db, now),
    resetTokens: db
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, tokenCutoff))
      .run().changes,
    verificationTokens: db
      .delete(emailVerificationTokens)
      .where(lt(emailVerificationTokens.expiresAt, tokenCutoff))
      .run().changes,
    idempotencyKeys: pruneIdempotencyKeys(db, now),
    stripeEvents: db
      .delete(stripeEvents)
      .where(
        lt(stripeEvents.receivedAt, new Date(now.getTime() - STRIPE_EVENT_KEEP_MS).toISOString()),
      )
      .run().changes,
    mailOutbox: pruneMailOutbox(db, now),
    changeFeed: db
      .delete(changeFeed)
      .where(lt(changeFeed.changedAt, new Date(now.getTime() - CHANGE_FEED_KEEP_MS).toISOString()))
      .run().changes,
    // A change of email is kept while either of its links can still be used, and a day more.
    emailChanges: db
      .delete(emailChanges)
      .where(
        and(
          lt(emailChanges.expiresAt, tokenCutoff),
          or(isNull(emailChanges.undoExpiresAt), lt(emailChanges.undoExpiresAt, tokenCutoff)),
        ),
      )
      .run().changes,
  };
}
