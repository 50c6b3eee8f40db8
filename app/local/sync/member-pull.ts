/**
 * The member pull: what changed for the signed-in member since this device last asked, written
 * into Dexie (member-sync.ts). Run at start, on the stream's pokes, after a sign-in, and after a
 * call that changed the member on the server; it is also how the app learns who is signed in.
 */
import type { CurrentUser } from '@shared/api';
import type { SyncPull } from '@shared/sync-api';
import { localDb } from '../db/local-db';
import { retryAll } from '../outbox/outbox';
import { forgetMember, type SessionOptions } from '../session/session';
import { mayBeSignedIn } from '../session/session-hint';
import { completePendingSignOut } from '../session/sign-out';
import { applyMemberChanges, fetchMemberChanges } from './member-sync';

/**
 * Pulls what changed for the member since this device last asked (GET /api/sync, issue 23: one
 * request for the member, My trips, My orders and their consultation requests), stores it, and
 * answers who is signed in now. Offline or on a server error the last snapshot stays and is
 * returned; spec 7: not retried. A sign-out made offline is finished first, so it is never undone
 * by this call. When nobody may be signed in (session-hint.ts) the answer is known without
 * asking: signed out.
 */
export async function pullMemberChanges(opts: SessionOptions = {}): Promise<CurrentUser | null> {
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
