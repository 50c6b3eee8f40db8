import { snoozed } from './offer-snooze';
import type { PushPlatform } from './push-platform';

/** The offer after a booking or a message: none, the ask, or (iPhone in a tab) how to install. */
export type OfferView = 'none' | 'ask' | 'install-first';

export interface OfferFacts {
  platform: PushPlatform;
  /** the browser's answer so far; 'default' is not asked yet */
  permission: NotificationPermission;
  /** this device already has a subscription */
  subscribed: boolean;
  /** when the member last said "Not now" (0 never) */
  lastNotNow: number;
  now: number;
}

/**
 * Whether a moment that earned it (a booking sent, a message) shows the offer. Never after a
 * recent "Not now", never once the browser says no (only its settings can undo that, which the
 * profile explains), never for a device already subscribed or one that cannot be.
 */
export function offerView(facts: OfferFacts): OfferView {
  const { platform, permission, subscribed, lastNotNow, now } = facts;
  if (snoozed(lastNotNow, now)) return 'none';
  if (platform === 'install-first') return 'install-first';
  if (platform === 'unsupported' || permission === 'denied' || subscribed) return 'none';
  return 'ask';
}
