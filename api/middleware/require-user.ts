import type { MiddlewareHandler } from 'hono';
import type { SessionUser } from '@shared/api';
import { errorBody } from '../errors';
import { WRITE_METHODS } from './write-methods';
import type { SessionVariables } from './session-env';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
/** Cache-Control of every answer about a member: no shared or browser cache keeps it. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Hono env of member-only routes: `c.var.member` is the signed-in member, never null. */
export interface MemberEnv {
  Variables: SessionVariables & { member: SessionUser };
}

/** Answers 401 without a session; mounted on member routes after the session middleware. */
export const requireUser = (): MiddlewareHandler<MemberEnv> => async (c, next) => {
  const user = c.get('user');
  if (!user) {
    c.header('Cache-Control', PRIVATE_NO_STORE);
    return c.json(errorBody(SIGN_IN_REQUIRED_MESSAGE), 401);
  }
  c.set('member', user);
  return next();
};

/**
 * requireUser for a member-only path's writes, mounted before its body limit (which buffers a
 * body sent without Content-Length): a signed-out write is refused before its body is read. Other
 * methods pass on, to their route's answer or the 405.
 */
export const requireUserForWrites = (): MiddlewareHandler<MemberEnv> => {
  const guard = requireUser();
  return (c, next) => (WRITE_METHODS.has(c.req.method) ? guard(c, next) : next());
};
