/**
 * 'My trips': the member's bookings from GET /api/bookings, kept in Dexie per member so the
 * dashboard lists them offline and says when they were last updated.
 */
import { API } from '@shared/api';
import type { ClubDB } from './db';
import { refreshMemberList } from './member-list';

export const memberBookingsKey = (ownerId: string) => `member-bookings:${ownerId}`;

/** Replaces the member's stored bookings with the server's list; throws offline (copy kept). */
export function refreshMemberBookings(
  db: ClubDB,
  ownerId: string,
  now: () => number = Date.now,
): Promise<void> {
  return refreshMemberList(
    db,
    ownerId,
    { path: API.bookings, key: memberBookingsKey(ownerId), table: db.memberBookings },
    now,
  );
}
