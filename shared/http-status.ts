/**
 * What an HTTP status means for a write that may be sent again: the one classification the app's
 * outbox and the API's idempotency store both use (DESIGN.md "Retry policy").
 */

/** 4xx answers that say "not now" rather than "no": the same request may succeed later. */
const NOT_NOW_4XX: ReadonlySet<number> = new Set([408, 425, 429]);

/** The same request, sent again later under the same key, may succeed (timeouts, limits, 5xx). */
export function isNotNow(status: number): boolean {
  return status >= 500 || NOT_NOW_4XX.has(status);
}

/** The answer depends on who is signed in: kept until they are, and sent again then. */
export const isSignInNeeded = (status: number): boolean => status === 401;

/** Statuses whose `Retry-After` header the client honours before trying again. */
export const honoursRetryAfter = (status: number): boolean => status === 429 || status === 503;
