/**
 * Web Push payloads (issue 38): the browser's PushSubscription JSON with the categories the member
 * wants on that device, and the endpoint to forget. Which hosts an endpoint may name is the
 * server's rule (api/push/push-endpoints.ts), since it depends on PUSH_ALLOWED_ORIGINS.
 */
import * as v from 'valibot';

/** What can notify, each turned on or off per device (the profile's toggles). */
export const PUSH_CATEGORIES = ['messages', 'trips', 'orders', 'payments'] as const;
export type PushCategory = (typeof PUSH_CATEGORIES)[number];

/** Longer than any push service's endpoint (FCM's are about 200 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
export const ENDPOINT_MESSAGE = 'The endpoint must be an absolute URL';
export const P256DH_MESSAGE = 'keys.p256dh must be the browser’s P-256 public key (base64url)';
export const AUTH_MESSAGE = 'keys.auth must be the browser’s 16-byte secret (base64url)';
export const KEYS_MESSAGE = 'keys must hold p256dh and auth';
export const CATEGORIES_MESSAGE = `categories must be a list of ${PUSH_CATEGORIES.join(', ')}`;

const endpoint = v.pipe(
  v.string(ENDPOINT_MESSAGE),
  v.trim(),
  v.nonEmpty(ENDPOINT_MESSAGE),
  v.maxLength(
    PUSH_ENDPOINT_MAX_LENGTH,
    `The endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`,
  ),
  v.url(ENDPOINT_MESSAGE),
);

/**
 * An uncompressed P-256 point is 65 bytes starting 0x04: 87 base64url characters starting 'B'
 * (padding allowed, as some browsers send it); the auth secret is 16 bytes, 22 characters.
 */
const p256dh = v.pipe(v.string(P256DH_MESSAGE), v.regex(/^B[A-Za-z0-9_-]{86}=?$/, P256DH_MESSAGE));
const auth = v.pipe(v.string(AUTH_MESSAGE), v.regex(/^[A-Za-z0-9_-]{22}(==)?$/, AUTH_MESSAGE));

/** POST /api/push/subscriptions; without categories, every category. */
export const PushSubscriptionSchema = v.object({
  endpoint,
  keys: v.object({ p256dh, auth }, KEYS_MESSAGE),
  categories: v.optional(
    v.pipe(
      v.array(v.picklist(PUSH_CATEGORIES, CATEGORIES_MESSAGE), CATEGORIES_MESSAGE),
      v.transform((list) => [...new Set(list)]),
    ),
    () => [...PUSH_CATEGORIES],
  ),
});
export type PushSubscriptionInput = v.InferInput<typeof PushSubscriptionSchema>;
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionSchema>;

/** DELETE /api/push/subscriptions */
export const PushUnsubscribeSchema = v.object({ endpoint });
export type PushUnsubscribe = v.InferOutput<typeof PushUnsubscribeSchema>;

/**
 * GET /api/push/subscriptions/current?endpoint=: the device asks what it gets. A GET (nothing
 * changes); the access log keeps the path only, never the query, so the endpoint is not logged.
 */
export const PushCurrentQuerySchema = v.object({ endpoint });
export type PushCurrentQuery = v.InferOutput<typeof PushCurrentQuerySchema>;
