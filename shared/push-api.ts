/**
 * Web Push (issue 38): the paths of the push API, what a notification carries to the service
 * worker, and the app screens a notification opens. Shared by the API and sw.ts.
 */
import type { PushCategory } from './schemas/push';

export const PUSH_API = {
  key: '/api/push/key',
  subscriptions: '/api/push/subscriptions',
  current: (endpoint: string) =>
    `/api/push/subscriptions/current?endpoint=${encodeURIComponent(endpoint)}`,
} as const;

/** GET /api/push/subscriptions/current: what this device's subscription notifies of. */
export interface PushCurrentResponse {
  categories: PushCategory[];
}

/** GET /api/push/key: the server's VAPID public key, for `pushManager.subscribe()`. */
export interface PushKeyResponse {
  publicKey: string;
}

/** The decrypted payload of every push: what the service worker shows and opens. */
export interface PushPayload {
  title: string;
  body: string;
  /** the app screen to open, a path on the app's origin */
  url: string;
  /** one notification per thread or trip: a newer one with the same tag replaces it */
  tag: string;
}

/** RFC 8030's Urgency values. */
export const PUSH_URGENCIES = ['very-low', 'low', 'normal', 'high'] as const;
export type PushUrgency = (typeof PUSH_URGENCIES)[number];

/** A delivery's life in the queue: sent, or given up (after its attempts, or refused for good). */
export const PUSH_DELIVERY_STATES = ['queued', 'sent', 'failed'] as const;
export type PushDeliveryState = (typeof PUSH_DELIVERY_STATES)[number];

/** The screens a notification opens. */
export const PUSH_SCREENS = {
  thread: (id: string) => `/messages/${encodeURIComponent(id)}`,
  trip: (id: string) => `/dashboard/trips/${encodeURIComponent(id)}`,
  /** My orders is on the dashboard */
  orders: '/dashboard',
} as const;
