import { useLiveQuery } from 'dexie-react-hooks';
import type { CurrentUser, SessionUser } from '@shared/api';
import { db as defaultDb, type ClubDB } from '@app/local/db';

export interface SessionState {
  user: CurrentUser | null;
  /** true until the local snapshot has been read once */
  loading: boolean;
}

let lastUser: CurrentUser | null = null;

/**
 * The stored member, or the very object returned last time when it has not changed: every sign-in
 * check rewrites the row, and a new but equal object would re-render each screen that asks.
 */
export async function readSessionUser(db: ClubDB = defaultDb): Promise<CurrentUser | null> {
  const user = (await db.session.get('current'))?.user ?? null;
  if (JSON.stringify(user) !== JSON.stringify(lastUser)) lastUser = user;
  return lastUser;
}

/** The signed-in member from the local snapshot of GET /api/auth/user; null means signed out. */
export function useSession(): SessionState {
  const user = useLiveQuery(() => readSessionUser(), []);
  return { user: user ?? null, loading: user === undefined };
}

/** 'Welcome, {first name or email}' (spec 2.2). */
export function greetingName(user: SessionUser): string {
  return user.firstName?.trim() || user.email;
}
