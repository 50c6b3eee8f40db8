/**
 * Resolves the session cookie to the signed-in member for every API request: `c.var.user` is the
 * member or null. A renewed session gets its cookie sent again; an unknown or expired one is
 * cleared so the browser stops sending it. The session hint follows: cleared when it outlived its
 * session (the member deleted the cookie), or the app would ask who is signed in on every start;
 * sent when a live session lacks it (one made before the hint existed).
 */
import type { MiddlewareHandler } from 'hono';
import {
  clearSessionHint,
  hasSessionHintCookie,
  readSessionCookie,
  setSessionCookie,
  setSessionHint,
  setsSessionHint,
} from './session-cookie';
import type { Db } from '../db/client';
import type { SessionEnv } from '../middleware/session-env';
import type { Clock } from '../runtime';
import { validateSessionToken } from './sessions';
import { clearSessionCookie } from './session-cookie';

export interface SessionOptions {
  db: Db;
  clock: Clock;
  secure: boolean;
}

export function session({ db, clock, secure }: SessionOptions): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('session', null);
    const token = readSessionCookie(c);
    if (token === undefined) {
      if (hasSessionHintCookie(c)) clearSessionHint(c, { secure });
      return next();
    }

    const now = clock();
    const result = validateSessionToken(db, token, now);
    if (!result) {
      clearSessionCookie(c, { secure });
      return next();
    }
    c.set('user', result.user);
    c.set('session', result.session);
    if (result.session.fresh) {
      setSessionCookie(c, token, result.session.expiresAt, now, { secure });
      return next();
    }
    await next();
    // After the route, which may have ended the session or started another with its own hint.
    if (!hasSessionHintCookie(c) && !setsSessionHint(c.res)) {
      setSessionHint(c, result.session.expiresAt, now, { secure });
    }
  };
}
