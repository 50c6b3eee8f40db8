/**
 * HTTP's own conflict check for the member's profile (issue 23, RFC 9110 §13.1.1): the profile's
 * entity tag is its version (`updatedAt`), the app sends it back as `If-Match`, and the server
 * refuses a stale one with 412. Shared so the app makes the header exactly as the server reads it.
 */

/** A strong entity tag; an ISO timestamp holds only characters an entity tag may carry. */
export const profileEtag = (updatedAt: string) => `"${updatedAt}"`;

/**
 * Whether an `If-Match` header lets a write through against the current tag: `*`, or a list that
 * holds it under the strong comparison (a weak tag, `W/"…"`, never matches, as RFC 9110 says).
 */
export function ifMatchAllows(header: string, currentEtag: string): boolean {
  const value = header.trim();
  if (value === '*') return true;
  return value
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === currentEtag);
}
