/**
 * What the service worker shows for a push (issue 38) and where a click on it leads: the payload
 * the server sent (shared/push-api.ts), read defensively since it arrives from outside the page;
 * the club's icon and badge; one notification per thread or trip (its tag, a newer one replacing
 * it); View and Reply on a message. Imported by sw.ts only, which owns the events.
 */
import { BRAND } from '@shared/brand';
import type { PushPayload } from '@shared/push-api';
import type { ClubDB } from '../db/db';
import { localDb } from '../db/local-db';
import { badgeCount, showAppBadge } from '../outbox/app-badge';

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

export interface AfterPushDeps {
  /**
   * the member pull (sync/member-pull.ts, a room above this one: sw.ts passes it), which writes
   * the local copy the screens read
   */
  pull: (db: ClubDB) => Promise<unknown>;
  db?: () => Promise<ClubDB>;
  showBadge?: (count: number) => Promise<void>;
}

/**
 * After a push: the member's copy is pulled, so the screen the notification opens is current at
 * once (and offline later), and the app badge counts from it. A message the copy does not show as
 * unread (the pull could not be made) is counted on top. Browsers without the Badging API only
 * pull.
 */
export async function refreshAfterPush(
  payload: PushPayload,
  { pull, db: open = localDb, showBadge = showAppBadge }: AfterPushDeps,
): Promise<void> {
  let db: ClubDB;
  try {
    db = await open();
  } catch {
    // No local database here (storage refused): a message still marks the icon.
    if (isMessage(payload)) await showBadge(1);
    return;
  }
  await pull(db).catch(() => undefined);
  const counted = await badgeCount(db).catch(() => 0);
  await showBadge(counted + ((await countedLocally(db, payload)) ? 0 : 1));
}

/** Whether the badge's count already includes the push: anything but a message adds nothing. */
async function countedLocally(db: ClubDB, payload: PushPayload): Promise<boolean> {
  if (!isMessage(payload)) return true;
  const thread = await db.memberThreads.get(payload.tag.slice('thread:'.length)).catch(() => null);
  return (thread?.unread ?? 0) > 0;
}
