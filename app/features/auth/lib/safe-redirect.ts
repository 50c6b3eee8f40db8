import { sameOriginPath } from '@app/lib/same-origin-path';

/** Where members land after signing in when no (usable) `redirect` was asked for (spec 2.8). */
export const AFTER_SIGN_IN = '/dashboard';

/** The sign-in page's `redirect` parameter, kept on this origin (never an open redirect). */
export const safeRedirect = (target: string | null | undefined, fallback = AFTER_SIGN_IN) =>
  sameOriginPath(target, fallback);
