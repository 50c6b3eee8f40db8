/**
 * Email confirmation (guest orders link to an account only once its address is confirmed):
 * POST /api/auth/verify-email with the mailed link's token, from /verify-email, signed in or not;
 * POST /api/auth/resend-verification for the signed-in member, rate limited per member (so the
 * session is checked before the limit).
 */
import { Hono } from 'hono';
import type { MessageResponse } from '@shared/api';
import { VerifyEmailSchema } from '@shared/schemas/auth';
import {
  VERIFICATION_PROBLEMS,
  verificationStateOf,
  verifyEmailWithToken,
} from './verification-tokens';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import { validateJson } from '../middleware/validate';
import type { AuthDeps } from './auth-deps';

export const EMAIL_VERIFIED_MESSAGE = 'Thank you. Your email address is confirmed.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already confirmed.';
export const verificationSentMessage = (email: string) =>
  `We've sent a new confirmation link to ${email}. It works for 24 hours.`;

export function emailVerificationRoutes(deps: AuthDeps) {
  const { db, clock, sendVerification, limits } = deps;
  return new Hono<MemberEnv>()
    .post('/verify-email', validateJson(VerifyEmailSchema), (c) => {
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const outcome = verifyEmailWithToken(db, c.req.valid('json').token, clock());
      if ('problem' in outcome) {
        const code = outcome.problem;
        return c.json(errorBody(VERIFICATION_PROBLEMS[code], { code }), 400);
      }
      return c.json<MessageResponse>({ message: EMAIL_VERIFIED_MESSAGE });
    })
    .post('/resend-verification', requireUser(), ...limits.resendVerification, (c) => {
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const member = verificationStateOf(db, c.var.member.id);
      if (!member) throw new Error('signed-in member vanished');
      if (member.verifiedAt !== null) {
        return c.json<MessageResponse>({ message: ALREADY_VERIFIED_MESSAGE });
      }
      sendVerification(member);
      return c.json<MessageResponse>({ message: verificationSentMessage(member.email) });
    });
}
