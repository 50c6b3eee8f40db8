/**
 * The signed-in snapshot (DESIGN "Signed-in state"): GET /api/auth/user kept in Dexie so the
 * dashboard and profile open offline, and the local side of signing in and out. The server stays
 * the authority through its HttpOnly session cookie.
 */
import { API, type CurrentUser } from '@shared/api';
import { apiRead } from './api';
import type { ClubDB } from './db';
import { localDb } from './local-db';
import { memberBookingsKey, refreshMemberBookings } from './member-bookings';
import { memberOrdersKey, refreshMemberOrders } from './member-orders';
import { retryAll } from './outbox';
import { mayBeSignedIn } from './session-hint';
import { completePendingSignOut } from './sign-out';

export interface SessionOptions {
  db?: ClubDB;
  now?: () => number;
  /** whether the API's session hint cookie is present (session-hint.ts reads document.cookie) */
  hinted?: () => boolean;
}

/**
 * Asks the server who is signed in and stores the answer; a member is then refreshed in full
 * (My trips). Offline or on a server error the last snapshot stays and is returned; spec 7: not
 * retried. A sign-out made offline is finished first, so it is never undone by this call. When
 * nobody may be signed in (session-hint.ts) the answer is known without asking: signed out.
 */
export async function refreshSession(opts: SessionOptions = {}): Promise<CurrentUser | null> {
  const db = opts.db ?? (await localDb());
  const now = opts.now ?? Date.now;
  const previous = (await db.session.get('current'))?.user ?? null;
  let user: CurrentUser | null;
  try {
    if (!(await completePendingSignOut(db))) return null;
    const ask = await mayBeSignedIn(db, opts.hinted);
    user = ask ? await apiRead<CurrentUser>(API.authUser) : null;
  } catch {
    return previous;
  }
  // Someone signed in or out on this device while the question was on its way: the answer
  // predates that and must not undo it.
  const current = (await db.session.get('current'))?.user ?? null;
  if (current?.id !== previous?.id) return current;
  if (!user) {
    // The session ended elsewhere (expired, signed out on the server): forget the member here too.
    await forgetMember(db, previous?.id, now());
    return null;
  }
  await db.session.put({ key: 'current', user, fetchedAt: now() });
  if (previous?.id !== user.id) void retryAll({ db, now }).catch(() => undefined);
  await refreshMemberLists(db, user.id, now);
  return user;
}

/**
 * After POST /api/auth/login or /register answered: the device now belongs to this member. Their
 * items held for sign-in are sent again, and My trips is pulled.
 */
export async function signedIn(user: CurrentUser, opts: SessionOptions = {}): Promise<void> {
  const db = opts.db ?? (await localDb());
  const now = opts.now ?? Date.now;
  await db.session.put({ key: 'current', user, fetchedAt: now() });
  void retryAll({ db, now }).catch(() => undefined);
  await refreshMemberLists(db, user.id, now);
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

/** My trips and My orders; offline each keeps its last copy. */
async function refreshMemberLists(db: ClubDB, ownerId: string, now: () => number): Promise<void> {
  await Promise.all([
    refreshMemberBookings(db, ownerId, now).catch(() => undefined),
    refreshMemberOrders(db, ownerId, now).catch(() => undefined),
  ]);
}

async function forgetMember(
  db: ClubDB,
  ownerId: string | undefined,
  t: number,
  signOutPending = false,
): Promise<void> {
  const tables = [db.session, db.memberBookings, db.memberOrders, db.cacheMeta];
  await db.transaction('rw', tables, async () => {
    await db.session.put({ key: 'current', user: null, fetchedAt: t, signOutPending });
    if (ownerId === undefined) return;
    await db.memberBookings.where('ownerId').equals(ownerId).delete();
    await db.cacheMeta.delete(memberBookingsKey(ownerId));
    await db.memberOrders.where('ownerId').equals(ownerId).delete();
    await db.cacheMeta.delete(memberOrdersKey(ownerId));
  });
}
