import { useLocalQuery } from '@app/lib/use-local-query';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '@shared/api';
import { isWaiting } from '@app/components/forms/use-outbox-item';
import { profileFieldsOfBody, withProfile } from '../lib/profile-fields';
import { unsettledProfileItem } from './profile-outbox';
import type { ClubDB } from '@app/local/db/db';

/**
 * How long a signed-out snapshot from an earlier visit is doubted while this page load's member
 * pull (GET /api/sync) has not answered (the server may be unreachable), before it is believed.
 */
const FIRST_ANSWER_WAIT_MS = 10_000;

export type MemberSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: CurrentUser; fetchedAt: number };

type Snapshot = { user: CurrentUser | null; fetchedAt: number } | null;

/**
 * The signed-in member from the local snapshot, with a profile edit still waiting to be sent laid
 * over it: the member sees their change offline, and a refresh of the snapshot (the connection
 * returning) does not flash the old values before the outbox delivers it.
 */
async function readSnapshot(db: ClubDB): Promise<Snapshot> {
  const row = await db.session.get('current');
  if (!row) return null;
  if (!row.user) return { user: null, fetchedAt: row.fetchedAt };
  const pending = await unsettledProfileItem(db, row.user.id);
  const edit = isWaiting(pending) ? profileFieldsOfBody(pending?.body) : undefined;
  return { user: edit ? withProfile(row.user, edit) : row.user, fetchedAt: row.fetchedAt };
}

/**
 * Signed out only once it is known: a snapshot written since this page loaded (the server's
 * answer, or a sign-out here), or one that cannot be checked (offline, or no answer in time).
 * A signed-out snapshot left by an earlier visit may be stale: the member may have signed in
 * since (in another tab, or through the API).
 */
function believedSignedOut(snapshot: Snapshot, gaveUp: boolean): boolean {
  if (gaveUp || (typeof navigator !== 'undefined' && !navigator.onLine)) return true;
  return snapshot !== null && snapshot.fetchedAt >= performance.timeOrigin;
}

export function useMemberSession(): MemberSession {
  // undefined: not read yet; null: no snapshot on this device yet (first answer still out).
  const snapshot = useLocalQuery(readSnapshot, []);
  const [gaveUp, setGaveUp] = useState(false);
  const doubtful = snapshot !== undefined && !snapshot?.user;
  useEffect(() => {
    if (!doubtful) return;
    const timer = window.setTimeout(() => setGaveUp(true), FIRST_ANSWER_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [doubtful]);

  if (snapshot === undefined) return { status: 'loading' };
  if (snapshot?.user) {
    return { status: 'signed-in', user: snapshot.user, fetchedAt: snapshot.fetchedAt };
  }
  return believedSignedOut(snapshot, gaveUp) ? { status: 'signed-out' } : { status: 'loading' };
}
