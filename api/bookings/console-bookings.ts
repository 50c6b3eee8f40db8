/**
 * The console's booking lists: one filtered page, newest first, with the total that matches; and
 * a single booking. Each filter has an index beside created_at (schema.ts), so a page stays fast
 * with 100,000 bookings; the search is a scan of the rows the other filters leave.
 */
import { and, asc, desc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import type { ConciergeBooking, PageOf } from '@shared/api';
import type { BookingSort, ConciergeBookingQuery } from '@shared/schemas/concierge';
import type { BookingStatus } from '@shared/booking-workflow';
import type { Db } from '../db/client';
import { countWhere, paged } from '../db/paged';
import { bookings } from '../db/schema/bookings';
import { containsText } from '../db/text-search';
import { afterKeyset, newestFirstSql, type KeysetReader } from '../db/keyset';
import {
  bookingRowid,
  selectBookingsWithNames,
  selectBookingsWithNamesAndRowid,
} from './booking-rows';
import { toConciergeBooking } from './booking-wire';

/** The list's filters; its CSV export (bookingRowsAfter) applies the same. */
function bookingFilters(query: Omit<ConciergeBookingQuery, 'page' | 'pageSize'>): SQL | undefined {
  const { status, from, to, destinationId, q } = query;
  return and(
    status === undefined ? undefined : eq(bookings.status, status),
    destinationId === undefined ? undefined : eq(bookings.destinationId, destinationId),
    from === undefined ? undefined : gte(bookings.departureDate, from),
    to === undefined ? undefined : lte(bookings.departureDate, to),
    containsText(q, [bookings.guestName, bookings.guestEmail]),
  );
}

const selectBookings = selectBookingsWithNames;
/** Newest first; the rowid breaks same-instant ties. */
const newestFirst = [desc(bookings.createdAt), desc(bookingRowid)];
const rowid = bookingRowid;
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

/** Every booking the list's filters match, newest first, read a batch at a time (the CSV). */
export const bookingRowsAfter =
  (
    db: Db,
    filters: Omit<ConciergeBookingQuery, 'page' | 'pageSize'>,
  ): KeysetReader<ConciergeBooking> =>
  (after, limit) =>
    selectBookingsWithNamesAndRowid(db)
      .where(and(bookingFilters(filters), afterKeyset(bookings, bookings.createdAt, after)))
      .orderBy(...newestFirstSql(bookings, bookings.createdAt))
      .limit(limit)
      .all()
      .map(({ booking, rowid, ...names }) => ({ ...toConciergeBooking(booking, names), rowid }));

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
