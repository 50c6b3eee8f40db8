/**
 * Whether the member pull (GET /api/sync) is worth asking (issue 21): for a visitor nobody ever
 * signed in as on this device it can only answer 401, which the browser logs as a console error on
 * every page's start. The API's hint cookie (shared/session-hint.ts) says a session was made in
 * this browser, in this tab or any other; the local snapshot says who was signed in here.
 */
import { hasSessionHint } from '@shared/session-hint';
import type { ClubDB } from '../db/db';

/**
 * The API's hint cookie; none where there is no document (a worker, Node), whose types know no
 * `document` either.
 */
export function sessionHintPresent(): boolean {
  const page = globalThis as { document?: { cookie?: unknown } };
  const cookies = page.document?.cookie;
  return typeof cookies === 'string' && hasSessionHint(cookies);
}

export async function mayBeSignedIn(
  db: ClubDB,
  hinted: () => boolean = sessionHintPresent,
): Promise<boolean> {
  if (hinted()) return true;
  const snapshot = await db.session.get('current');
  if (snapshot) return Boolean(snapshot.user);
  // No snapshot at all (never asked, or a schema upgrade cleared it) while a member's item waits:
  // their session may predate the hint. A snapshot that says "signed out" came from the server or
  // a sign-out here, so then the hint alone speaks for a new session.
  const waiting = await db.outbox
    .where('status')
    .anyOf('pending', 'sending', 'auth')
    .filter((item) => item.ownerId !== undefined)
    .count();
  return waiting > 0;
}
