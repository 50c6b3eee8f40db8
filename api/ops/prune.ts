/**
 * Keeps the security tables bounded (DESIGN.md "Storage stays bounded"): expired sessions, ended
 * rate-limit windows, old reset and confirmation links, expired idempotency keys, old Stripe
 * event ids, old sent mail and notifications and old change-feed rows are deleted, each by its
 * table's owner. server.ts runs it on a timer.
 */
import { pruneMailOutbox } from '../mail/mail-queue';
import { pruneIdempotencyKeys } from '../middleware/idempotency';
import { pruneRateLimits } from '../middleware/rate-limit-store';
import type { Db } from '../db/client';
import { pruneEmailChanges } from '../account';
import { pruneAuthRows } from '../auth';
import { pruneStripeEvents } from '../payments';
import { prunePushQueue } from '../push';
import { pruneChangeFeed } from '../sync';

export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/**
 * An expired link (a reset or an email confirmation) is kept a day, so a late click still hears
 * 'expired' rather than 'invalid'.
 */
const RESET_TOKEN_KEEP_MS = 24 * 60 * 60 * 1000;

export interface PruneResult {
  sessions: number;
  rateLimits: number;
  resetTokens: number;
  verificationTokens: number;
  idempotencyKeys: number;
  stripeEvents: number;
  mailOutbox: number;
  pushQueue: number;
  changeFeed: number;
  emailChanges: number;
}

export function pruneExpired(db: Db, now: Date): PruneResult {
  const tokenCutoff = new Date(now.getTime() - RESET_TOKEN_KEEP_MS).toISOString();
  const { sessions, resetTokens, verificationTokens } = pruneAuthRows(db, now, tokenCutoff);
  return {
    sessions,
    rateLimits: pruneRateLimits(db, now),
    resetTokens,
    verificationTokens,
    idempotencyKeys: pruneIdempotencyKeys(db, now),
    stripeEvents: pruneStripeEvents(db, now),
    mailOutbox: pruneMailOutbox(db, now),
    pushQueue: prunePushQueue(db, now),
    changeFeed: pruneChangeFeed(db, now),
    emailChanges: pruneEmailChanges(db, tokenCutoff),
  };
}
