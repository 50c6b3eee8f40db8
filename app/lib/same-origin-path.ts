/**
 * Control characters, whitespace and backslashes: browsers drop or rewrite them, so "/\t/x" and
 * "/\x" can mean "//x", another host.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u0020\u007f\\]/;

/**
 * A path taken from a query parameter (a sign-in `redirect`, a checkout `return`) as a path on
 * this origin, or the fallback. Only a path that starts with exactly one '/' is accepted: never
 * '//host' or '/\host' (protocol-relative), never a scheme ('https:', 'javascript:'), so no page
 * of ours can be used as an open redirect.
 */
export function sameOriginPath(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE_CHARS.test(raw)) {
    return fallback;
  }
  // Belt and braces: whatever the browser makes of it must stay on this origin.
  const base = 'https://club.invalid';
  const resolved = new URL(raw, base);
  if (resolved.origin !== base) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
