/**
 * The member's data (issue 24): GET /api/user/export downloads all of it as one JSON file;
 * DELETE /api/user deletes the account (api/account/account-deletion.ts). Both need a recent
 * proof that it is the member; the deletion takes the password in its body instead.
 */
import { Hono } from 'hono';
import { SUBSCRIPTION_CANCEL_FAILED_CODE } from '@shared/account-api';
import type { MessageResponse } from '@shared/api';
import { BRAND } from '@shared/brand';
import { DeleteAccountSchema } from '@shared/schemas/account-security';
import { accountExport } from './account-export';
import { deleteAccount } from './account-deletion';
import { errorBody } from '../errors';
import {
  PRIVATE_NO_STORE,
  requireUser,
  SIGN_IN_REQUIRED_MESSAGE,
  type MemberEnv,
} from '../middleware/require-user';
import { validateJson } from '../middleware/validate';
import { chain, type AccountDeps } from './account-deps';
import { confirmMember, requireRecentCheck, clearSessionCookie } from '../auth';

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';
export const CANCEL_FAILED_MESSAGE =
  'We could not cancel your membership subscription just now, so nothing was deleted. Please try again in a few minutes.';

const fileName = (now: Date) =>
  `${BRAND.name.toLowerCase()}-account-${now.toISOString().slice(0, 10)}.json`;

export function accountDataRoutes(deps: AccountDeps) {
  const { db, clock, secure, limits, mail, payments, log, avatars, threadFiles } = deps;
  const recent = requireRecentCheck(db, clock);
  return new Hono<MemberEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', PRIVATE_NO_STORE);
    })
    .get('/export', requireUser(), recent, chain(limits.accountExport), (c) => {
      const now = clock();
      const data = accountExport(db, c.var.member.id, now);
      if (!data) return c.json(errorBody(SIGN_IN_REQUIRED_MESSAGE), 401);
      c.header('Content-Disposition', `attachment; filename="${fileName(now)}"`);
      return c.json(data);
    })
    .delete(
      '/',
      requireUser(),
      validateJson(DeleteAccountSchema),
      chain(limits.memberCheck),
      async (c) => {
        const member = c.var.member;
        const session = c.var.session;
        if (!session) throw new Error('a member request without its session');
        const who = { userId: member.id, sessionId: session.id, now: clock() };
        const refusal = await confirmMember(c, db, who, c.req.valid('json').password, 'password');
        if (refusal) return refusal;
        const erasure = { db, payments, log, mail, avatars, threadFiles };
        const outcome = await deleteAccount(erasure, member.id, clock);
        if (outcome.kind === 'payment_failed') {
          const code = SUBSCRIPTION_CANCEL_FAILED_CODE;
          return c.json(errorBody(CANCEL_FAILED_MESSAGE, { code }), 502);
        }
        clearSessionCookie(c, { secure });
        if (outcome.kind === 'gone') return c.json(errorBody(SIGN_IN_REQUIRED_MESSAGE), 401);
        return c.json<MessageResponse>({ message: ACCOUNT_DELETED_MESSAGE });
      },
    );
}
