import { Hono } from 'hono';
import { endSession } from './session-lifecycle';
import type { SessionEnv } from '../middleware/session-env';
import type { AuthDeps } from './auth-deps';

/**
 * The two browser navigations of spec 7 (not data calls): the cart icon goes to /api/login, Sign
 * Out to /api/logout. Sign-out is a GET because the spec's client navigates to it; it only ends
 * the caller's own session, so a forged link can at worst sign a member out.
 */
export function authNavigationRoutes({ db, secure }: AuthDeps) {
  return new Hono<SessionEnv>()
    .get('/login', (c) => c.redirect('/login', 302))
    .get('/logout', (c) => {
      endSession(c, db, secure);
      c.header('Cache-Control', 'no-store');
      return c.redirect('/', 302);
    });
}
