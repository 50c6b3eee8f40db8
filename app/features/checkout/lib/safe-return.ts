/** Where /checkout/cancel leads when `return` is missing or not one of our own paths. */
export const DEFAULT_RETURN = '/shop';

// Control characters, whitespace and backslashes: browsers drop or rewrite them, so "/\t/x"
// and "/\x" can mean "//x", another host.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0020\u007f\\]/;

/**
 * The `return` query parameter as a same-origin path, or /shop: only a path starting with exactly
 * one '/', so the cancel page can never send the buyer to another site.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE.test(raw)) {
    return DEFAULT_RETURN;
  }
  const base = 'https://club.invalid';
  const resolved = new URL(raw, base);
  if (resolved.origin !== base) return DEFAULT_RETURN;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
