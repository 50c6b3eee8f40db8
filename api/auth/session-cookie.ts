/**
 * The session cookie: HttpOnly so scripts (an injected one included) cannot read the token,
 * SameSite=Lax so cross-site posts do not carry it, Secure in production only, so development
 * stays reachable on a LAN address over plain http.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'session';

export interface SessionCookieOptions {
  secure: boolean;
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

export function setSessionCookie(
  c: Context,
  token: string,
  expiresAt: Date,
  now: Date,
  { secure }: SessionCookieOptions,
): void {
  // Max-Age, not Expires: it counts from receipt, so a client with a wrong clock keeps 30 days.
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge,
  });
}

/** Same attributes as when set, or some browsers keep the old cookie beside the empty one. */
export function clearSessionCookie(c: Context, { secure }: SessionCookieOptions): void {
  setCookie(c, SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: 0,
  });
}
