import { useLiveQuery } from 'dexie-react-hooks';
import type { CurrentUser, SessionUser } from '@shared/api';
import { db } from '@app/local/db';

export interface SessionState {
  user: CurrentUser | null;
  /** true until the local snapshot has been read once */
  loading: boolean;
}

/** The signed-in member from the local snapshot of GET /api/auth/user; null means signed out. */
export function useSession(): SessionState {
  const snapshot = useLiveQuery(async () => (await db.session.get('current')) ?? null, []);
  return { user: snapshot?.user ?? null, loading: snapshot === undefined };
}

/** 'Welcome, {first name or email}' (spec 2.2). */
export function greetingName(user: SessionUser): string {
  return user.firstName?.trim() || user.email;
}
