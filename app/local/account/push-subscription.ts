/**
 * This device's Web Push subscription at the club (issue 38): the server's key, saving the
 * browser's subscription with the categories wanted, asking what it gets, forgetting it. Never
 * queued: each means something only while the member is here and online, like every account call.
 */
import type { MessageResponse } from '@shared/api';
import { PUSH_API, type PushCurrentResponse, type PushKeyResponse } from '@shared/push-api';
import type { PushCategory, PushSubscriptionInput } from '@shared/schemas/push';
import { ApiError, apiRequest } from '../api';

export const pushPublicKey = async () =>
  (await apiRequest<PushKeyResponse>(PUSH_API.key)).publicKey;

/** The browser's PushSubscription JSON, as POST /api/push/subscriptions takes it. */
export type BrowserSubscription = Pick<PushSubscriptionInput, 'endpoint' | 'keys'>;

/** Saves the subscription (a new one, or the same endpoint with other categories). */
export const savePushSubscription = (
  { endpoint, keys }: BrowserSubscription,
  categories?: readonly PushCategory[],
) =>
  apiRequest<MessageResponse>(PUSH_API.subscriptions, {
    body: { endpoint, keys, categories },
  });

export const forgetPushSubscription = (endpoint: string) =>
  apiRequest<MessageResponse>(PUSH_API.subscriptions, { method: 'DELETE', body: { endpoint } });

/** What the club sends to this endpoint; null when it holds no subscription there. */
export async function pushCategoriesOf(endpoint: string): Promise<PushCategory[] | null> {
  try {
    return (await apiRequest<PushCurrentResponse>(PUSH_API.current(endpoint))).categories;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
