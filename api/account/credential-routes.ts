/**
 * Changing a signed-in member's password and email (issue 24). The password needs the current
 * one (or a recent passkey proof), ends every other session and mails the member. The email
 * needs a recent proof, and a link opened at the new address (api/account/email-change.ts).
 */
import { Hono } from 'hono';
import type { EmailChangeResponse } from '@shared/account-api';
import type { MessageResponse } from '@shared/api';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  EmailChangeTokenSchema,
} from '@shared/schemas/account-security';
import { COMMON_PASSWORD_MESSAGE } from '@shared/schemas/auth';
import {
  confirmEmailChange,
  EMAIL_CHANGE_PROBLEMS,
  EMAIL_UNDO_PROBLEMS,
  emailTaken,
  requestEmailChange,
  undoEmailChange,
  type EmailChangeOutcome,
} from './email-change';
import { errorBody } from '../errors';
import { requireUser, type MemberEnv } from '../middleware/require-user';
import { validateJson } from '../middleware/validate';
import { chain, noStore, type AccountDeps } from './account-deps';
import {
  changePassword,
  isCommonPassword,
  hashPassword,
  confirmMember,
  requireRecentCheck,
  EMAIL_TAKEN_MESSAGE,
} from '../auth';

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Every other device has been signed out.';
export const SAME_EMAIL_MESSAGE = 'This is already the email of your account.';
export const EMAIL_LINK_SENT_MESSAGE =
  'We have sent a link to your new address. Open it within an hour to make the change.';
export const EMAIL_CHANGED_MESSAGE = 'Your email has been changed.';
export const EMAIL_RESTORED_MESSAGE =
  'Your email has been restored, and every device has been signed out. If you did not make the change, choose a new password now.';

export function credentialRoutes({ db, clock, limits, mail }: AccountDeps) {
  const recent = requireRecentCheck(db, clock);
  const checks = chain(limits.memberCheck);
  const actions = chain(limits.accountActions);

  const linkAnswer = (
    outcome: EmailChangeOutcome,
    problems: Record<string, string>,
    message: string,
  ) => {
    if ('email' in outcome) {
      const body: EmailChangeResponse = { message, email: outcome.email };
      return { status: 200 as const, body };
    }
    if (outcome.problem === 'taken') {
      return {
        status: 409 as const,
        body: errorBody(EMAIL_TAKEN_MESSAGE, { code: 'email_taken' }),
      };
    }
    const text = problems[outcome.problem] ?? EMAIL_CHANGE_PROBLEMS.token_invalid;
    return { status: 400 as const, body: errorBody(text, { code: outcome.problem }) };
  };

  return (
    new Hono<MemberEnv>()
      .use('/password', noStore)
      .use('/email', noStore)
      .use('/email/*', noStore)
      .post('/password', requireUser(), validateJson(ChangePasswordSchema), checks, async (c) => {
        const { currentPassword, newPassword } = c.req.valid('json');
        const member = c.var.member;
        const session = c.var.session;
        if (!session) throw new Error('a member request without its session');
        const who = { userId: member.id, sessionId: session.id, now: clock() };
        const refusal = await confirmMember(c, db, who, currentPassword, 'currentPassword');
        if (refusal) return refusal;
        if (isCommonPassword(newPassword)) {
          const issues = { newPassword: COMMON_PASSWORD_MESSAGE };
          return c.json(errorBody(COMMON_PASSWORD_MESSAGE, { issues }), 400);
        }
        const passwordHash = await hashPassword(newPassword);
        changePassword(
          db,
          { userId: member.id, email: member.email, keepSessionId: session.id, passwordHash },
          clock(),
          mail,
        );
        limits.clearSignInFailures(member.email);
        return c.json<MessageResponse>({ message: PASSWORD_CHANGED_MESSAGE });
      })
      .post('/email', requireUser(), validateJson(ChangeEmailSchema), recent, actions, (c) => {
        const email = c.req.valid('json').email.toLowerCase();
        const member = c.var.member;
        if (email === member.email) {
          return c.json(
            errorBody(SAME_EMAIL_MESSAGE, { issues: { email: SAME_EMAIL_MESSAGE } }),
            400,
          );
        }
        if (emailTaken(db, email)) {
          return c.json(
            errorBody(EMAIL_TAKEN_MESSAGE, { issues: { email: EMAIL_TAKEN_MESSAGE } }),
            409,
          );
        }
        requestEmailChange(db, member, email, clock(), mail);
        return c.json<MessageResponse>({ message: EMAIL_LINK_SENT_MESSAGE });
      })
      // The links work signed out too (opened on another device): the token is the proof.
      .post('/email/confirm', validateJson(EmailChangeTokenSchema), actions, (c) => {
        const outcome = confirmEmailChange(db, c.req.valid('json').token, clock(), mail);
        const { status, body } = linkAnswer(outcome, EMAIL_CHANGE_PROBLEMS, EMAIL_CHANGED_MESSAGE);
        return c.json(body, status);
      })
      .post('/email/undo', validateJson(EmailChangeTokenSchema), actions, (c) => {
        const outcome = undoEmailChange(db, c.req.valid('json').token, clock(), mail);
        const { status, body } = linkAnswer(outcome, EMAIL_UNDO_PROBLEMS, EMAIL_RESTORED_MESSAGE);
        return c.json(body, status);
      })
  );
}
