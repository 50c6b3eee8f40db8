/**
 * Starting and ending a member's session from a request. A sign-in always gets a new session:
 * the row of any session cookie the browser came with is deleted first, so a token planted
 * before sign-in (session fixation) is worth nothing after it.
 */
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { readSessionCookie, setSessionCookie } from './session-cookie';
import { createSession } from './sessions';
import { generateSessionToken, sessionIdFromToken } from '../lib/secret-tokens';
import { clearSessionCookie } from './session-cookie';
import { invalidateSession } from './sessions';

export function startSession(c: Context, db: Db, userId: string, now: Date, secure: boolean) {
  const previous = readSessionCookie(c);
  if (previous !== undefined) invalidateSession(db, sessionIdFromToken(previous));
  const token = generateSessionToken();
  const session = createSession(db, token, userId, now, { userAgent: c.req.header('User-Agent') });
  setSessionCookie(c, token, session.expiresAt, now, { secure });
}

/** Deletes the row of the request's session cookie (live or not) and clears the cookie. */
export function endSession(c: Context, db: Db, secure: boolean) {
  const token = readSessionCookie(c);
  if (token !== undefined) invalidateSession(db, sessionIdFromToken(token));
  clearSessionCookie(c, { secure });
}
