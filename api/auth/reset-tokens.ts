/**
 * Password reset links, valid one hour, by the rules of single-use-links.ts: only the newest link
 * of an account works and a reset uses up every other, so a mail read later (or by someone else)
 * cannot set the password again.
 */
import type { ResetTokenCode } from '@shared/api';
import type { Db } from '../db/client';
import { passwordResetTokens } from '../db/schema/auth';
import { checkLink, consumeLink, issueLink, type LinkCheck } from './single-use-links';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type ResetTokenProblem = ResetTokenCode;
export const RESET_TOKEN_PROBLEMS: Record<ResetTokenProblem, string> = {
  token_invalid: 'This reset link is invalid.',
  token_used: 'This reset link has already been used.',
  token_expired: 'This reset link has expired. Please request a new one.',
  token_replaced: 'A newer reset link has been sent. Please use the link in the most recent email.',
};

/** Creates a token for the member, cancelling their older links, and returns it. */
export const issueResetToken = (db: Db, userId: string, now: Date): string =>
  issueLink(db, passwordResetTokens, userId, now, RESET_TOKEN_TTL_MS);

export type ResetTokenCheck = LinkCheck;

/** What a token is worth right now, without using it. */
export const checkResetToken = (db: Db, token: string, now: Date): ResetTokenCheck =>
  checkLink(db, passwordResetTokens, token, now);

/** Uses the token up, and every other link of the member; false when it was used first. */
export const consumeResetToken = (db: Db, token: string, now: Date): boolean =>
  consumeLink(db, passwordResetTokens, token, now);
