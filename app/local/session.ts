/**
 * The signed-in snapshot (DESIGN "Signed-in state"): GET /api/auth/user kept in Dexie so the
 * dashboard and profile open offline. The server stays the authority through its session cookie.
 */
import { API, type SessionUser } from '@shared/api';
import { apiRead } from './api';
import { db as defaultDb, type ClubDB } from './db';

export interface SessionOptions {
  db?: ClubDB;
  now?: () => number;
}

/**
 * Asks the server who is signed in and stores the answer (null when nobody is). Offline or on a
 * server error the last snapshot stays and is returned; spec 7: not retried.
 */
export async function refreshSession(opts: SessionOptions = {}): Promise<SessionUser | null> {
  const db = opts.db ?? defaultDb;
  try {
    const user = await apiRead<SessionUser>(API.authUser);
    await db.session.put({ key: 'current', user, fetchedAt: (opts.now ?? Date.now)() });
    return user;
  } catch {
    return (await db.session.get('current'))?.user ?? null;
  }
}

/** Forgets the snapshot, e.g. after signing out. */
export async function clearSession(opts: SessionOptions = {}): Promise<void> {
  const db = opts.db ?? defaultDb;
  await db.session.put({ key: 'current', user: null, fetchedAt: (opts.now ?? Date.now)() });
}
