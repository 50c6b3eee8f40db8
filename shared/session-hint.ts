/**
 * The session hint (DESIGN "Signed-in state"): a cookie scripts can read, set and cleared by the
 * API together with its HttpOnly session cookie. It carries no secret, only "someone may be signed
 * in on this browser", so a signed-out visitor's app never asks GET /api/auth/user (a 401 and a
 * console error on every first visit) while a session made elsewhere (another tab, the API) is
 * still found.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
export const SESSION_HINT_VALUE = '1';

/** True when a Cookie header (or `document.cookie`) carries the hint. */
export function hasSessionHint(cookies: string): boolean {
  const expected = `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`;
  return cookies.split(';').some((pair) => pair.trim() === expected);
}
