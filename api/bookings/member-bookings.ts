/**
 * A member's own bookings, for GET /api/bookings and the sync pull alike (api/sync), so the feed
 * never answers a booking the list would not.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BookingListItem } from '@shared/api';
import type { Db, Tx } from '../db/client';
import { bookings } from '../db/schema/bookings';
import { selectBookingsWithNames } from './booking-rows';
import { toBookingListItem } from './booking-wire';

/** The member's bookings, newest first; only those with the given ids when `ids` is given. */
export function memberBookings(db: Db | Tx, userId: string, ids?: string[]): BookingListItem[] {
  const mine = eq(bookings.userId, userId);
  const rows = selectBookingsWithNames(db)
    .where(ids ? and(mine, inArray(bookings.id, ids)) : mine)
    // rowid breaks ties between bookings made within the same millisecond
    .orderBy(desc(bookings.createdAt), desc(sql`${bookings}.rowid`))
    .all();
  return rows.map(({ booking, ...names }) => toBookingListItem(booking, names));
}
