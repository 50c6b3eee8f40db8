/**
 * The console's booking lists: one filtered page, newest first, with the total that matches; and
 * a single booking. Each filter has an index beside created_at (schema.ts), so a page stays fast
 * with 100,000 bookings; the search is a scan of the rows the other filters leave.
 */
import { and, count, desc, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConciergeBooking, PageOf } from '@shared/api';
import type { ConciergeBookingQuery } from '@shared/schemas/concierge';
import { toConciergeBooking } from '../bookings/booking-wire';
import type { Db } from '../db/client';
import { bookings, destinations, privateJets } from '../db/schema';

/** LIKE's wildcards typed in a search are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: ConciergeBookingQuery): SQL | undefined {
  const { status, from, to, destinationId, q } = query;
  const pattern = q === undefined ? undefined : likePattern(q);
  return and(
    status === undefined ? undefined : eq(bookings.status, status),
    destinationId === undefined ? undefined : eq(bookings.destinationId, destinationId),
    from === undefined ? undefined : gte(bookings.departureDate, from),
    to === undefined ? undefined : lte(bookings.departureDate, to),
    // SQLite's LIKE ignores case (ASCII letters only; a name's 'É' matches only 'É').
    pattern === undefined
      ? undefined
      : or(
          sql`${bookings.guestName} LIKE ${pattern} ESCAPE '\\'`,
          sql`${bookings.guestEmail} LIKE ${pattern} ESCAPE '\\'`,
        ),
  );
}

/** Bookings with the names the console shows, newest first (rowid breaks same-instant ties). */
const selectBookings = (db: Db) =>
  db
    .select({ booking: bookings, destinationName: destinations.name, jetName: privateJets.name })
    .from(bookings)
    .innerJoin(destinations, eq(bookings.destinationId, destinations.id))
    .innerJoin(privateJets, eq(bookings.jetId, privateJets.id))
    .$dynamic();

const newestFirst = [desc(bookings.createdAt), desc(sql`${bookings}.rowid`)];

export function listBookings(db: Db, query: ConciergeBookingQuery): PageOf<ConciergeBooking> {
  const where = filters(query);
  const { page, pageSize } = query;
  const rows = selectBookings(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const total = db.select({ n: count() }).from(bookings).where(where).all()[0]?.n ?? 0;
  const items = rows.map(({ booking, ...names }) => toConciergeBooking(booking, names));
  return { items, total, page, pageSize };
}

export function findBooking(db: Db, id: string): ConciergeBooking | undefined {
  const [row] = selectBookings(db).where(eq(bookings.id, id)).all();
  if (!row) return undefined;
  const { booking, ...names } = row;
  return toConciergeBooking(booking, names);
}

/** A member's bookings other than `exceptId`, newest first; capped, as a detail page shows them. */
export function otherBookingsOf(db: Db, userId: string, exceptId: string, limit = 50) {
  return selectBookings(db)
    .where(and(eq(bookings.userId, userId), ne(bookings.id, exceptId)))
    .orderBy(...newestFirst)
    .limit(limit)
    .all()
    .map(({ booking, ...names }) => toConciergeBooking(booking, names));
}
