/**
 * The console's booking lists: one filtered page, newest first, with the total that matches; and
 * a single booking. Each filter has an index beside created_at (schema.ts), so a page stays fast
 * with 100,000 bookings; the search is a scan of the rows the other filters leave.
 */
import { and, asc, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ConciergeBooking, PageOf } from '@shared/api';
import type { BookingSort, ConciergeBookingQuery } from '@shared/schemas/concierge';
import type { BookingStatus } from '@shared/booking-workflow';
import type { Db } from '../db/client';
import { countWhere, paged } from '../db/paged';
import { bookings } from '../db/schema/bookings';
import { destinations, privateJets } from '../db/schema/catalog';
import { containsText } from '../db/text-search';
import { toConciergeBooking } from './booking-wire';

/** The list's filters; the CSV export (csv-exports.ts) applies the same. */
export function bookingFilters(
  query: Omit<ConciergeBookingQuery, 'page' | 'pageSize'>,
): SQL | undefined {
  const { status, from, to, destinationId, q } = query;
  return and(
    status === undefined ? undefined : eq(bookings.status, status),
    destinationId === undefined ? undefined : eq(bookings.destinationId, destinationId),
    from === undefined ? undefined : gte(bookings.departureDate, from),
    to === undefined ? undefined : lte(bookings.departureDate, to),
    containsText(q, [bookings.guestName, bookings.guestEmail]),
  );
}

/** Bookings with the names the console shows, newest first (rowid breaks same-instant ties). */
export const selectBookings = (db: Db) =>
  db
    .select({ booking: bookings, destinationName: destinations.name, jetName: privateJets.name })
    .from(bookings)
    .innerJoin(destinations, eq(bookings.destinationId, destinations.id))
    .innerJoin(privateJets, eq(bookings.jetId, privateJets.id))
    .$dynamic();

const newestFirst = [desc(bookings.createdAt), desc(sql`${bookings}.rowid`)];
const rowid = sql`${bookings}.rowid`;
/** Each order ends in the rowid, so a page boundary never splits or repeats equal rows. */
const ORDERS: Record<BookingSort, SQL[]> = {
  '-createdAt': newestFirst,
  createdAt: [asc(bookings.createdAt), asc(rowid)],
  departureDate: [asc(bookings.departureDate), asc(rowid)],
  '-departureDate': [desc(bookings.departureDate), desc(rowid)],
};

export function listBookings(db: Db, query: ConciergeBookingQuery): PageOf<ConciergeBooking> {
  const where = bookingFilters(query);
  return paged(
    query,
    (limit, offset) =>
      selectBookings(db)
        .where(where)
        .orderBy(...ORDERS[query.sort ?? '-createdAt'])
        .limit(limit)
        .offset(offset)
        .all()
        .map(({ booking, ...names }) => toConciergeBooking(booking, names)),
    () => countWhere(db, bookings, where),
  );
}

export function findBooking(db: Db, id: string): ConciergeBooking | undefined {
  const [row] = selectBookings(db).where(eq(bookings.id, id)).all();
  if (!row) return undefined;
  const { booking, ...names } = row;
  return toConciergeBooking(booking, names);
}

/** A member's bookings other than `exceptId`, newest first; capped, as a detail page shows them. */
export function otherBookingsOf(db: Db, userId: string, exceptId?: string, limit = 50) {
  return selectBookings(db)
    .where(
      and(
        eq(bookings.userId, userId),
        exceptId === undefined ? undefined : ne(bookings.id, exceptId),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit)
    .all()
    .map(({ booking, ...names }) => toConciergeBooking(booking, names));
}

/** All of a member's bookings (capped), for the console's member detail. */
export const bookingsOf = (db: Db, userId: string) => otherBookingsOf(db, userId);

/** How many bookings have this status (Today's first two figures; over the status index). */
export const countBookings = (db: Db, status: BookingStatus) =>
  countWhere(db, bookings, eq(bookings.status, status));
