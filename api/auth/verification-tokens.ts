/**
 * Email confirmation links, mailed at registration and again on request, valid 24 hours, by the
 * rules of single-use-links.ts. Using one marks the member's email verified, but only if it is
 * still the address the link was sent to: a link proves nothing about a later address.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { LinkProblemCode } from '@shared/api';
import type { Db } from '../db/client';
import { emailVerificationTokens, users } from '../db/schema/auth';
import { checkLink, consumeLink, issueLink, type LinkCheck } from './single-use-links';
import { sessionIdFromToken } from '../lib/secret-tokens';

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export const VERIFICATION_PROBLEMS: Record<LinkProblemCode, string> = {
  token_invalid: 'This confirmation link is invalid.',
  token_used: 'This confirmation link has already been used.',
  token_expired: 'This confirmation link has expired. Please send yourself a new one.',
  token_replaced:
    'A newer confirmation link has been sent. Please use the link in the most recent email.',
};

/** A new link for the member's current address; their older links stop working. */
export function issueVerificationToken(db: Db, userId: string, email: string, now: Date): string {
  return issueLink(db, emailVerificationTokens, userId, now, VERIFICATION_TOKEN_TTL_MS, { email });
}

/**
 * Uses the link and marks the address verified, in one transaction; the same problems as any
 * link otherwise. A link sent to another address than the account's now is invalid.
 */
export function verifyEmailWithToken(db: Db, token: string, now: Date): LinkCheck {
  return db.transaction(() => {
    const check = checkLink(db, emailVerificationTokens, token, now);
    if ('problem' in check) return check;
    const sentTo = db
      .select({ email: emailVerificationTokens.email })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.id, sessionIdFromToken(token)))
      .all()[0]?.email;
    const member = db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, check.userId))
      .all()[0];
    if (!member || member.email !== sentTo) return { problem: 'token_invalid' as const };
    if (!consumeLink(db, emailVerificationTokens, token, now)) {
      return { problem: 'token_used' as const };
    }
    db.update(users)
      .set({ emailVerifiedAt: now.toISOString() })
      .where(and(eq(users.id, check.userId), isNull(users.emailVerifiedAt)))
      .run();
    return check;
  });
}

/** The member's address and whether it is confirmed (resend-verification asks). */
export const verificationStateOf = (db: Db, userId: string) =>
  db
    .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .all()[0];
