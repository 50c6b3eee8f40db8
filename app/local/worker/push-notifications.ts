/**
 * What the service worker shows for a push (issue 38) and where a click on it leads: the payload
 * the server sent (shared/push-api.ts), read defensively since it arrives from outside the page;
 * the club's icon and badge; one notification per thread or trip (its tag, a newer one replacing
 * it); View and Reply on a message. Imported by sw.ts only, which owns the events.
 */
import { BRAND } from '@shared/brand';
import type { PushPayload } from '@shared/push-api';
import { badgeCount, showAppBadge } from '../outbox/app-badge';
import { localDb } from '../db/local-db';

export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** Android draws the badge as a silhouette in the status bar: the monochrome mark. */
export const NOTIFICATION_BADGE = '/icons/monochrome-512.png';

/** Shown when a push carries nothing readable: a push must always show something. */
const FALLBACK: PushPayload = {
  title: BRAND.fullName,
  body: 'There is news about your membership.',
  url: '/dashboard',
  tag: 'club',
};

/** A path on this origin; anything else (another site, `//host`, `javascript:`) is not opened. */
const isAppPath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

export function readPushPayload(text: string | null | undefined): PushPayload {
  try {
    const data = JSON.parse(text ?? '') as Partial<Record<keyof PushPayload, unknown>>;
    const { title, body, url, tag } = data;
    if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string') {
      return FALLBACK;
    }
    return { title, body, tag, url: isAppPath(url) ? url : FALLBACK.url };
  } catch {
    return FALLBACK;
  }
}

/** The Notifications API fields TypeScript's libs leave out. */
export interface ClubNotificationOptions extends NotificationOptions {
  actions?: { action: string; title: string }[];
  renotify?: boolean;
}

export const isMessage = (payload: PushPayload) => payload.tag.startsWith('thread:');

export function notificationFor(payload: PushPayload): ClubNotificationOptions {
  return {
    body: payload.body,
    tag: payload.tag,
    // A newer message in the same thread replaces the last one, and still makes itself heard.
    renotify: true,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    data: { url: payload.url },
    actions: isMessage(payload)
      ? [
          { action: 'view', title: 'View' },
          { action: 'reply', title: 'Reply' },
        ]
      : payload.tag.startsWith('trip:')
        ? [{ action: 'view', title: 'View trip' }]
        : [],
  };
}

/** Where a click leads: the notification's screen; Reply opens the thread at its reply box. */
export function clickTarget(data: unknown, action: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  const path = isAppPath(url) ? url : FALLBACK.url;
  return action === 'reply' ? `${path}#reply` : path;
}

/**
 * The app badge after a push: what the device already counts, plus the new message, which the
 * local copy has not pulled yet (an open app's own count takes over at its next pull). Browsers
 * without the Badging API do nothing.
 */
export async function badgeAfterPush(payload: PushPayload): Promise<void> {
  try {
    const counted = await badgeCount(await localDb());
    await showAppBadge(counted + (isMessage(payload) ? 1 : 0));
  } catch {
    // No local database here (never opened, or storage refused): a message still marks the icon.
    if (isMessage(payload)) await showAppBadge(1);
  }
}
