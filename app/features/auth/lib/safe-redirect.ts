/** Where members land after signing in when no (usable) `redirect` was asked for (spec 2.8). */
export const AFTER_SIGN_IN = '/dashboard';

/** Control characters and whitespace: browsers drop tabs and newlines, so "/\t/x" means "//x". */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u0020\u007f\\]/;

/**
 * The `redirect` query parameter as a same-origin path, or the fallback. Only a path that starts
 * with exactly one '/' is accepted: never '//host' or '/\host' (protocol-relative), never a
 * scheme ('https:', 'javascript:'), so the sign-in page can never be used as an open redirect.
 */
export function safeRedirect(target: string | null | undefined, fallback = AFTER_SIGN_IN): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if (UNSAFE_CHARS.test(target)) return fallback;
  // Belt and braces: whatever the browser makes of it must stay on this origin.
  const base = 'https://club.invalid';
  const resolved = new URL(target, base);
  if (resolved.origin !== base) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
