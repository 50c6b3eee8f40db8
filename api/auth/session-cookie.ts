/**
 * The session cookie: HttpOnly so scripts (an injected one included) cannot read the token,
 * SameSite=Lax so cross-site posts do not carry it, Secure in production only, so development
 * stays reachable on a LAN address over plain http.
 *
 * Beside it goes the session hint (shared/session-hint.ts), readable by scripts and holding no
 * secret: it is set and cleared with the session cookie, same lifetime, so the app asks who is
 * signed in only when someone may be.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@shared/session-hint';

export const SESSION_COOKIE = 'session';

type CookieOptions = NonNullable<Parameters<typeof setCookie>[3]>;

export interface SessionCookieOptions {
  secure: boolean;
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

/** Whether the request came with the hint, so a response can clear one left without a session. */
export function hasSessionHintCookie(c: Context): boolean {
  return getCookie(c, SESSION_HINT_COOKIE) !== undefined;
}

const attributes = (secure: boolean, maxAge: number): CookieOptions => ({
  sameSite: 'Lax',
  path: '/',
  secure,
  maxAge,
});

export function setSessionCookie(
  c: Context,
  token: string,
  expiresAt: Date,
  now: Date,
  { secure }: SessionCookieOptions,
): void {
  const maxAge = secondsLeft(expiresAt, now);
  setCookie(c, SESSION_COOKIE, token, { ...attributes(secure, maxAge), httpOnly: true });
  setSessionHint(c, expiresAt, now, { secure });
}

/** The hint alone, for a live session whose browser lacks it (made before the hint existed). */
export function setSessionHint(
  c: Context,
  expiresAt: Date,
  now: Date,
  { secure }: SessionCookieOptions,
): void {
  const maxAge = secondsLeft(expiresAt, now);
  setCookie(c, SESSION_HINT_COOKIE, SESSION_HINT_VALUE, attributes(secure, maxAge));
}

/** Whether a response already sets or clears the hint. */
export function setsSessionHint(res: Response): boolean {
  return res.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** Max-Age, not Expires: it counts from receipt, so a client with a wrong clock keeps 30 days. */
function secondsLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/** Same attributes as when set, or some browsers keep the old cookie beside the empty one. */
export function clearSessionCookie(c: Context, { secure }: SessionCookieOptions): void {
  setCookie(c, SESSION_COOKIE, '', { ...attributes(secure, 0), httpOnly: true });
  clearSessionHint(c, { secure });
}

/** The hint alone: the browser came with it but without a session cookie to clear. */
export function clearSessionHint(c: Context, { secure }: SessionCookieOptions): void {
  setCookie(c, SESSION_HINT_COOKIE, '', attributes(secure, 0));
}
