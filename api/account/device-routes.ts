/**
 * The member's devices (issue 24): where they are signed in, and ending one session or all but
 * this one (OWASP ASVS 5.0 V7.5: after a recent proof that it is them). Another member's session
 * is 'not found', like one that does not exist.
 */
import { Hono } from 'hono';
import type { SessionItem } from '@shared/account-api';
import type { MessageResponse } from '@shared/api';
import { errorBody } from '../errors';
import { requireUser, type MemberEnv } from '../middleware/require-user';
import { chain, noStore, type AccountDeps } from './account-deps';
import {
  requireRecentCheck,
  clearSessionCookie,
  endOtherSessions,
  findMemberSession,
  listSessions,
  invalidateSession,
} from '../auth';

export const SESSION_ENDED_MESSAGE = 'That device has been signed out.';
export const SESSION_NOT_FOUND_MESSAGE = 'This session was not found. It may have ended already.';
export const OTHERS_ENDED_MESSAGE = 'Every other device has been signed out.';

export function deviceRoutes({ db, clock, secure, limits }: AccountDeps) {
  const recent = requireRecentCheck(db, clock);
  const actions = chain(limits.accountActions);
  const sessionOf = (c: { var: MemberEnv['Variables'] }) => {
    const session = c.var.session;
    if (!session) throw new Error('a member request without its session');
    return session;
  };
  return new Hono<MemberEnv>()
    .use('/sessions', noStore)
    .use('/sessions/*', noStore)
    .get('/sessions', requireUser(), actions, (c) =>
      c.json<SessionItem[]>(listSessions(db, c.var.member.id, sessionOf(c).id, clock())),
    )
    .post('/sessions/revoke-others', requireUser(), recent, actions, (c) => {
      endOtherSessions(db, c.var.member.id, sessionOf(c).id);
      return c.json<MessageResponse>({ message: OTHERS_ENDED_MESSAGE });
    })
    .delete('/sessions/:id', requireUser(), recent, actions, (c) => {
      const id = findMemberSession(db, c.var.member.id, c.req.param('id'), clock());
      if (id === undefined) return c.json(errorBody(SESSION_NOT_FOUND_MESSAGE), 404);
      invalidateSession(db, id);
      // Ending this device's own session is signing out here.
      if (id === sessionOf(c).id) clearSessionCookie(c, { secure });
      return c.json<MessageResponse>({ message: SESSION_ENDED_MESSAGE });
    });
}
