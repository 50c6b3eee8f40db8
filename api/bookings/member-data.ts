/**
 * A member's bookings for their data export and their account's deletion (issue 24): under their
 * account or made as a guest with their address. Deletion keeps them for the club's accounts,
 * with the guest's name, email and phone replaced by the pseudonym.
 */
import { desc, eq, or } from 'drizzle-orm';
import type { BookingListItem } from '@shared/api';
import type { Db, Tx } from '../db/client';
import { sameEmail, type MemberRef, type Pseudonym } from '../db/member-ref';
import { bookings } from '../db/schema/bookings';
import { bookingRowid, selectBookingsWithNames } from './booking-rows';
import { toBookingListItem } from './booking-wire';

const memberBookingsWhere = (m: MemberRef) =>
  or(eq(bookings.userId, m.id), sameEmail(bookings.guestEmail, m.email));

export const exportedBookings = (db: Db, m: MemberRef): BookingListItem[] =>
  selectBookingsWithNames(db)
    .where(memberBookingsWhere(m))
    .orderBy(desc(bookings.createdAt), desc(bookingRowid))
    .all()
    .map(({ booking, ...names }) => toBookingListItem(booking, names));

export function pseudonymiseBookings(tx: Tx, m: MemberRef, p: Pseudonym, nowIso: string): void {
  tx.update(bookings)
    .set({ guestName: p.name, guestEmail: p.email, guestPhone: '', updatedAt: nowIso })
    .where(memberBookingsWhere(m))
    .run();
}
