/**
 * 'My trips': the member's bookings from GET /api/bookings, kept in Dexie per member so the
 * dashboard lists them offline and says when they were last updated.
 */
import { API, type BookingListItem } from '@shared/api';
import { apiRead } from './api';
import type { ClubDB } from './db';

export const memberBookingsKey = (ownerId: string) => `member-bookings:${ownerId}`;

/** Replaces the member's stored bookings with the server's list; throws offline (copy kept). */
export async function refreshMemberBookings(
  db: ClubDB,
  ownerId: string,
  now: () => number = Date.now,
): Promise<void> {
  const key = memberBookingsKey(ownerId);
  let list: BookingListItem[] | null;
  try {
    list = await apiRead<BookingListItem[]>(API.bookings);
  } catch (err) {
    await db.cacheMeta.update(key, { error: err instanceof Error ? err.message : String(err) });
    throw err;
  }
  if (list === null) return; // signed out meanwhile: refreshSession forgets the member
  await db.transaction('rw', db.memberBookings, db.cacheMeta, db.session, async () => {
    // Another member may have signed in while the request was out: keep their data apart.
    if ((await db.session.get('current'))?.user?.id !== ownerId) return;
    await db.memberBookings.where('ownerId').equals(ownerId).delete();
    await db.memberBookings.bulkPut(list.map((b) => ({ ...b, ownerId })));
    await db.cacheMeta.put({ key, fetchedAt: now() });
  });
}
