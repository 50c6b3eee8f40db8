/**
 * What the session middleware (api/auth/session-middleware.ts) tells every later handler: the
 * signed-in member and their session, or null. Here, not in auth/, so the role and member guards
 * of middleware/ read it without importing a slice.
 */
import type { SessionUser } from '@shared/api';

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  /** true when this validation extended the expiry, so the cookie must be sent again */
  fresh: boolean;
}

export interface SessionVariables {
  user: SessionUser | null;
  session: Session | null;
}

/** Hono env for routes that read `c.var.user`; the session middleware is mounted before them. */
export interface SessionEnv {
  Variables: SessionVariables;
}
