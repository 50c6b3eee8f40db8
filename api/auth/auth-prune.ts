/**
 * Auth's part of keeping the security tables bounded (api/ops/prune.ts runs every owner's):
 * expired sessions, and reset and confirmation links expired before the cutoff.
 */
import { lt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailVerificationTokens, passwordResetTokens, sessions } from '../db/schema/auth';

export function pruneAuthRows(db: Db, now: Date, linkCutoff: string) {
  return {
    sessions: db.delete(sessions).where(lte(sessions.expiresAt, now.toISOString())).run().changes,
    resetTokens: db
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, linkCutoff))
      .run().changes,
    verificationTokens: db
      .delete(emailVerificationTokens)
      .where(lt(emailVerificationTokens.expiresAt, linkCutoff))
      .run().changes,
  };
}
