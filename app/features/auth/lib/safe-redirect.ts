import { sameOriginPath } from '@app/lib/same-origin-path';
import { isStaffRole, type UserRole } from '@shared/api';

/** Where members land after signing in when no (usable) `redirect` was asked for (spec 2.8). */
export const AFTER_SIGN_IN = '/dashboard';
/** Where staff land instead: the concierge console (issue 22). */
export const STAFF_LANDING = '/concierge';

/**
 * Where a sign-in leads when no `redirect` was asked for: staff to the console, members to their
 * dashboard. A snapshot stored before roles existed has none, and is a member's.
 */
export const landingFor = (user: { role?: UserRole } | null | undefined) =>
  user?.role !== undefined && isStaffRole(user.role) ? STAFF_LANDING : AFTER_SIGN_IN;

/** The sign-in page's `redirect` parameter, kept on this origin (never an open redirect). */
export const safeRedirect = (target: string | null | undefined, fallback = AFTER_SIGN_IN) =>
  sameOriginPath(target, fallback);
