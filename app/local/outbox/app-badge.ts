/**
 * The installed app's icon badge: the number of outbox items not yet delivered that this device's
 * member (or nobody, signed out) may see, plus the concierge's messages the member has not read. The page keeps it current (sync.ts); the service worker
 * refreshes it after a Background Sync flush, when no page may be open.
 */
import { liveQuery } from 'dexie';
import type { ClubDB } from '../db/db';
import { localDb } from '../db/local-db';
import { currentOwnerId, sendableBy } from './outbox-owner';
import { WAITING_STATUSES } from './outbox-policy';

export async function countWaiting(db: ClubDB): Promise<number> {
  // Another member's unsent items stay on the device but are theirs to count.
  const maySee = sendableBy(await currentOwnerId(db));
  return db.outbox.where('status').anyOf(WAITING_STATUSES).filter(maySee).count();
}

/** The concierge's messages the signed-in member has not read (issue 38). */
async function countUnread(db: ClubDB): Promise<number> {
  const ownerId = await currentOwnerId(db);
  if (ownerId === undefined) return 0;
  const threads = await db.memberThreads.where('ownerId').equals(ownerId).toArray();
  return threads.reduce((sum, thread) => sum + thread.unread, 0);
}

/** What the badge shows: what waits to be sent, and what waits to be read. */
export async function badgeCount(db: ClubDB): Promise<number> {
  const [waiting, unread] = await Promise.all([countWaiting(db), countUnread(db)]);
  return waiting + unread;
}

/** Sets the badge to `count`, or clears it at 0. Browsers without the Badging API do nothing. */
export async function showAppBadge(count: number): Promise<void> {
  const badge = (globalThis.navigator ?? {}) as Partial<NavigatorBadge>;
  if (!badge.setAppBadge || !badge.clearAppBadge) return;
  try {
    await (count > 0 ? badge.setAppBadge(count) : badge.clearAppBadge());
  } catch {
    // Refused (not installed, no permission on some platforms): the header pill still says it.
  }
}

/** Never rejects: the service worker calls it after a flush whose outcome must not change. */
export async function refreshAppBadge(db?: ClubDB): Promise<void> {
  try {
    await showAppBadge(await badgeCount(db ?? (await localDb())));
  } catch (err) {
    console.error('App badge refresh failed', err);
  }
}

/** Keeps the badge equal to badgeCount while the page runs; returns the stop function. */
export function watchAppBadge(db: ClubDB): () => void {
  const subscription = liveQuery(() => badgeCount(db)).subscribe({
    next: (count) => void showAppBadge(count),
    error: (err: unknown) => console.error('App badge watch failed', err),
  });
  return () => subscription.unsubscribe();
}
