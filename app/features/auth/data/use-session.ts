import { useLocalQuery } from '@app/lib/use-local-query';
import type { CurrentUser, SessionUser } from '@shared/api';
import type { ClubDB } from '@app/local/db/db';
import { keepIfEqual } from '@app/lib/keep-if-equal';
import { memberHinted } from '@app/lib/member-hint';

export interface SessionState {
  user: CurrentUser | null;
  /** true until the local snapshot has been read once */
  loading: boolean;
}

let lastUser: CurrentUser | null = null;
const NO_MEMBER = { answer: null };

/**
 * The stored member, or the very object returned last time when it has not changed: every sign-in
 * check rewrites the row, and useLocalQuery re-renders each screen that asks only for a new object.
 */
export async function readSessionUser(db: ClubDB): Promise<CurrentUser | null> {
  lastUser = keepIfEqual(lastUser, (await db.session.get('current'))?.user ?? null);
  return lastUser;
}

/** The signed-in member from the local snapshot (the member pull keeps it); null means signed out. */
export function useSession(): SessionState {
  // A device that never opened its database has no member on it: signed out, not loading.
  const user = useLocalQuery(readSessionUser, [], undefined, NO_MEMBER);
  return { user: user ?? null, loading: user === undefined };
}

/** Signed in or out as the stored session says; undefined when this device has stored none yet. */
async function readSignedIn(db: ClubDB): Promise<boolean | undefined> {
  const row = await db.session.get('current');
  return row ? row.user !== null : undefined;
}

const NOTHING_STORED = { answer: undefined };

/**
 * Whether someone is signed in, for what a link or button leads to (spec 2.3: Book Now goes to
 * booking for members, to the waitlist for everyone else). The stored session once read; until
 * then, and on a device that has stored none yet while the server is asked, the `signed_in`
 * hint the page was drawn with (app/lib/member-hint.ts), so a member's first render, and the
 * pre-rendered page hydrated with it, point where the app will (issue 40).
 */
export function useSignedIn(): boolean {
  const stored = useLocalQuery(readSignedIn, [], undefined, NOTHING_STORED);
  return stored ?? memberHinted();
}

/** 'Welcome, {first name or email}' (spec 2.2). */
export function greetingName(user: SessionUser): string {
  return user.firstName?.trim() || user.email;
}
