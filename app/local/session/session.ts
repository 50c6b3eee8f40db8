/**
 * Who is signed in on this device (DESIGN "Signed-in state"): the member's snapshot in Dexie, so
 * the dashboard and profile open offline, and forgetting the member here at sign-out. The member
 * pull (sync/member-pull.ts) keeps it current; the server stays the authority (HttpOnly cookie).
 */
import type { CurrentUser } from '@shared/api';
import type { ClubDB } from '../db/db';
import { localDb } from '../db/local-db';

/** cacheMeta keys: when My trips and My orders were last brought up to date, and the cursor. */
export const memberBookingsKey = (ownerId: string) => `member-bookings:${ownerId}`;
export const memberOrdersKey = (ownerId: string) => `member-orders:${ownerId}`;
export const memberSyncKey = (ownerId: string) => `member-sync:${ownerId}`;

/** Everything kept about a member on this device, for forgetting them. */
export const memberKeys = (ownerId: string) => [
  memberBookingsKey(ownerId),
  memberOrdersKey(ownerId),
  memberSyncKey(ownerId),
];

export interface SessionOptions {
  db?: ClubDB;
  now?: () => number;
  /** whether the API's session hint cookie is present (session-hint.ts reads document.cookie) */
  hinted?: () => boolean;
}

/** A newer copy of the member from the server (a profile save, an avatar, a destination). */
export async function storeUser(user: CurrentUser, opts: SessionOptions = {}): Promise<void> {
  const db = opts.db ?? (await localDb());
  const current = await db.session.get('current');
  // An answer that arrives after a sign-out (or for someone else) must not sign them back in.
  if (current?.user?.id !== user.id) return;
  await db.session.update('current', { user, fetchedAt: (opts.now ?? Date.now)() });
}

/**
 * Signs out on this device at once: the snapshot and My trips go; checklist ticks and unsent
 * items stay, keyed to the member and hidden until they sign in again. `serverPending` marks the
 * server's session to be ended when the connection returns (the caller could not reach it).
 */
export async function signOutLocally(
  opts: SessionOptions & { serverPending?: boolean } = {},
): Promise<void> {
  const db = opts.db ?? (await localDb());
  const previous = (await db.session.get('current'))?.user ?? null;
  await forgetMember(db, previous?.id, (opts.now ?? Date.now)(), opts.serverPending === true);
}

/**
 * Forgets the member here: the snapshot says signed out, and their pulled records go (the pull,
 * when the server says the session ended; a sign-out on this device).
 */
export async function forgetMember(
  db: ClubDB,
  ownerId: string | undefined,
  t: number,
  signOutPending = false,
): Promise<void> {
  const tables = db.memberTables;
  await db.transaction('rw', tables, async () => {
    await db.session.put({ key: 'current', user: null, fetchedAt: t, signOutPending });
    if (ownerId === undefined) return;
    await db.memberBookings.where('ownerId').equals(ownerId).delete();
    await db.memberOrders.where('ownerId').equals(ownerId).delete();
    await db.memberThreads.where('ownerId').equals(ownerId).delete();
    await db.memberItineraries.where('ownerId').equals(ownerId).delete();
    // What the club's copy holds goes like the lists; a request not sent yet stays with its
    // outbox item, which is still to be delivered.
    await db.consultations
      .where('ownerId')
      .equals(ownerId)
      .filter((r) => r.serverId !== undefined)
      .delete();
    await db.cacheMeta.bulkDelete(memberKeys(ownerId));
  });
}
