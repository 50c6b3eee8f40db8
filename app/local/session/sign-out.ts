/**
 * Finishing a sign-out made offline: the device forgot the member at once, the server's session
 * is ended here once it answers. Until then nothing else is sent, so no write rides on the
 * session the member asked to end.
 */
import { API } from '@shared/api';
import { ApiError, apiRequest } from '../api';
import type { ClubDB } from '../db/db';

/** True when no sign-out is left to finish (done now, or none was pending). */
export async function completePendingSignOut(db: ClubDB): Promise<boolean> {
  const snapshot = await db.session.get('current');
  if (!snapshot?.signOutPending) return true;
  try {
    await apiRequest(API.signOut, { method: 'POST', body: {} });
  } catch (err) {
    // Any answer from the server (401: already gone) means there is nothing left to end.
    if (!(err instanceof ApiError)) return false;
  }
  await db.session.update('current', { signOutPending: false });
  return true;
}
