/**
 * Forgotten passwords. The request answers the same whether or not the email has an account (no
 * account discovery), in about the same time: the mail is sent after the answer, not awaited.
 * A reset sets the password, uses the token up, proves the address (the link went there) and
 * takes the account back whole: every session ends and every passkey goes, since either may be
 * an intruder's (issue 36); the member is mailed what was removed.
 */
import { Hono, type Context } from 'hono';
import type { MessageResponse } from '@shared/api';
import { ForgotPasswordSchema, ResetPasswordSchema } from '@shared/schemas/auth';
import { refuseCommonPassword } from './common-passwords';
import {
  checkResetToken,
  issueResetToken,
  RESET_TOKEN_PROBLEMS,
  type ResetTokenProblem,
} from './reset-tokens';
import { errorBody } from '../errors';
import { passwordResetMail } from '../mail/templates/password-reset-mail';
import { validateJson } from '../middleware/validate';
import type { SessionEnv } from '../middleware/session-env';
import { hashPassword } from './passwords';
import { clearSessionCookie } from './session-cookie';
import type { AuthDeps } from './auth-deps';
import { accountIdOf, resetPassword } from './password-reset';

export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password.";
export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. Please sign in with your new password.';

const refuse = (c: Context, problem: ResetTokenProblem) =>
  c.json(errorBody(RESET_TOKEN_PROBLEMS[problem], { code: problem }), 400);

export function passwordResetRoutes(deps: AuthDeps) {
  const { db, clock, log, mailer, mail, secure, limits } = deps;
  const { publicUrl, support } = mail;
  return new Hono<SessionEnv>()
    .use('/forgot-password', ...limits.forgotPassword)
    .post('/forgot-password', validateJson(ForgotPasswordSchema), (c) => {
      const email = c.req.valid('json').email.toLowerCase();
      const user = accountIdOf(db, email);
      if (user) {
        const token = issueResetToken(db, user.id, clock());
        const link = `${publicUrl}/reset-password?token=${token}`;
        mailer
          .send(passwordResetMail(email, link, support))
          .catch((err: unknown) => log('Password reset mail could not be sent', err));
      }
      return c.json<MessageResponse>({ message: FORGOT_PASSWORD_MESSAGE });
    })
    .post('/reset-password', validateJson(ResetPasswordSchema), async (c) => {
      const { token, password } = c.req.valid('json');
      // Checked before hashing, so a bad link costs no argon2 run.
      const before = checkResetToken(db, token, clock());
      if ('problem' in before) return refuse(c, before.problem);
      // After the link's check: a bad link needs a new one whatever the password.
      const common = refuseCommonPassword(c, password);
      if (common) return common;
      const passwordHash = await hashPassword(password);

      const outcome = resetPassword(db, token, passwordHash, clock(), mail);
      if ('problem' in outcome) return refuse(c, outcome.problem);

      limits.clearSignInFailures(outcome.email);
      if (c.var.session?.userId === outcome.userId) clearSessionCookie(c, { secure });
      return c.json<MessageResponse>({ message: PASSWORD_RESET_MESSAGE });
    });
}
