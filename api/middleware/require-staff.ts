/**
 * The one role check of the console's API (`/api/concierge/*`, issue 22): 401 without a session,
 * 403 for a member; requireAdmin narrows a route further to admins. Mounted after the session
 * middleware and before the body limits, so a refused write is never read.
 */
import type { MiddlewareHandler } from 'hono';
import { isStaffRole, type SessionUser } from '@shared/api';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE, SIGN_IN_REQUIRED_MESSAGE } from './require-user';
import type { SessionVariables } from './session-env';

export const STAFF_ONLY_MESSAGE = 'This part of the club is for its staff only.';
export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this.';

/** Hono env of console routes: `c.var.staff` is the signed-in concierge or admin. */
export interface StaffEnv {
  Variables: SessionVariables & { staff: SessionUser };
}

export const requireStaff = (): MiddlewareHandler<StaffEnv> => async (c, next) => {
  // Nothing the console answers may be kept by a cache, refusals included.
  c.header('Cache-Control', PRIVATE_NO_STORE);
  const user = c.get('user');
  if (!user) return c.json(errorBody(SIGN_IN_REQUIRED_MESSAGE), 401);
  if (!isStaffRole(user.role)) return c.json(errorBody(STAFF_ONLY_MESSAGE), 403);
  c.set('staff', user);
  return next();
};

/** After requireStaff: the audit log, and later the refunds over the limit. */
export const requireAdmin = (): MiddlewareHandler<StaffEnv> => async (c, next) => {
  if (c.var.staff.role !== 'admin') return c.json(errorBody(ADMIN_ONLY_MESSAGE), 403);
  return next();
};
