/**
 * Single-use password reset tokens: 20 random bytes mailed as a link, only their SHA-256 stored
 * (a leaked database holds no usable link), valid one hour.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ResetTokenCode } from '@shared/api';
import type { Db } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import { generateSessionToken, sessionIdFromToken } from './sessions';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type ResetTokenProblem = ResetTokenCode;
export const RESET_TOKEN_PROBLEMS: Record<ResetTokenProblem, string> = {
  token_invalid: 'This reset link is invalid.',
  token_used: 'This reset link has already been used.',
  token_expired: 'This reset link has expired. Please request a new one.',
};

/** Creates a token for the member and returns it; only its hash is stored. */
export function issueResetToken(db: Db, userId: string, now: Date): string {
  // Same size, alphabet and hashing as session tokens: one generator for secrets in URLs.
  const token = generateSessionToken();
  db.insert(passwordResetTokens)
    .values({
      id: sessionIdFromToken(token),
      userId,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      createdAt: now.toISOString(),
    })
    .run();
  return token;
}

export type ResetTokenCheck = { userId: string } | { problem: ResetTokenProblem };

/** What a token is worth right now, without using it. */
export function checkResetToken(db: Db, token: string, now: Date): ResetTokenCheck {
  const row = db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.id, sessionIdFromToken(token)))
    .get();
  if (!row) return { problem: 'token_invalid' };
  if (row.usedAt !== null) return { problem: 'token_used' };
  if (now.getTime() >= Date.parse(row.expiresAt)) return { problem: 'token_expired' };
  return { userId: row.userId };
}

/**
 * Marks the token used. False when another request used it first: the `used_at IS NULL` guard
 * makes the check and the write one statement, so two clicks cannot both reset.
 */
export function consumeResetToken(db: Db, token: string, now: Date): boolean {
  const result = db
    .update(passwordResetTokens)
    .set({ usedAt: now.toISOString() })
    .where(
      and(
        eq(passwordResetTokens.id, sessionIdFromToken(token)),
        isNull(passwordResetTokens.usedAt),
      ),
    )
    .run();
  return result.changes === 1;
}
