/**
 * The signed-in snapshot (DESIGN "Signed-in state"): GET /api/auth/user kept in Dexie so the
 * dashboard and profile open offline, and the local side of signing in and out. The server stays
 * the authority through its HttpOnly session cookie.
 */
import type { CurrentUser } from '@shared/api';
import type { SyncPull } from '@shared/sync-api';
import type { ClubDB } from './db/db';
import { localDb } from './db/local-db';
import { applyMemberChanges, fetchMemberChanges, memberKeys } from './member-sync';
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
 * Asks the server who is signed in and what changed for them since this device last asked
 * (GET /api/sync, issue 23: one request for the member, My trips and My orders), and stores it.
 * Offline or on a server error the last snapshot stays and is returned; spec 7: not retried. A
 * sign-out made offline is finished first, so it is never undone by this call. When nobody may be
 * signed in (session-hint.ts) the answer is known without asking: signed out.
 */
export async function refreshSession(opts: SessionOptions = {}): Promise<CurrentUser | null> {
  const db = opts.db ?? (await localDb());
  const now = opts.now ?? Date.now;
  const previous = (await db.session.get('current'))?.user ?? null;
  let answer: SyncPull | null;
  try {
    if (!(await completePendingSignOut(db))) return null;
    const ask = await mayBeSignedIn(db, opts.hinted);
    answer = ask ? await fetchMemberChanges(db, previous?.id) : null;
  } catch {
    return previous;
  }
  // Someone signed in or out on this device while the question was on its way: the answer
  // predates that and must not undo it.
  const current = (await db.session.get('current'))?.user ?? null;
  if (current?.id !== previous?.id) return current;
  // No profile in a delta means the same member, unchanged (another member's is a snapshot).
  const user = answer?.profile ?? (answer ? previous : null);
  if (!answer || !user) {
    // The session ended elsewhere (expired, signed out on the server): forget the member here too.
    await forgetMember(db, previous?.id, now());
    return null;
  }
  if (previous?.id !== user.id) {
    // Someone else's session now (signed in on another tab): the last member's copy goes.
    if (previous) await forgetMember(db, previous.id, now());
    await db.session.put({ key: 'current', user, fetchedAt: now() });
    void retryAll({ db, now }).catch(() => undefined);
  }
  await applyMemberChanges(db, user, answer, now());
  return (await db.session.get('current'))?.user ?? null;
}

/**
 * After POST /api/auth/login or /register answered: the device now belongs to this member. Their
 * items held for sign-in are sent again, and their records are pulled.
 */
export async function signedIn(user: CurrentUser, opts: SessionOptions = {}): Promise<void> {
  const db = opts.db ?? (await localDb());
  const now = opts.now ?? Date.now;
  await db.session.put({ key: 'current', user, fetchedAt: now() });
  void retryAll({ db, now }).catch(() => undefined);
  try {
    const answer = await fetchMemberChanges(db, user.id);
    if (answer) await applyMemberChanges(db, user, answer, now());
  } catch {
    // Offline right after signing in: the next start, `online` or poke pulls.
  }
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

async function forgetMember(
  db: ClubDB,
  ownerId: string | undefined,
  t: number,
  signOutPending = false,
): Promise<void> {
  const tables = [db.session, db.memberBookings, db.memberOrders, db.consultations, db.cacheMeta];
  await db.transaction('rw', tables, async () => {
    await db.session.put({ key: 'current', user: null, fetchedAt: t, signOutPending });
    if (ownerId === undefined) return;
    await db.memberBookings.where('ownerId').equals(ownerId).delete();
    await db.memberOrders.where('ownerId').equals(ownerId).delete();
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
