/**
 * Bookings with the names of their destination and jet, as every list shows them (the member's
 * trips, the console, the exports, the guest's mail). The one module of a slice that reads
 * another's tables: the names come from one join in the same statement, where a lookup per row
 * would be a query per booking over the console's 100,000 (eslint.config.js names the exception).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { bookings } from '../db/schema/bookings';
import { destinations, privateJets } from '../db/schema/catalog';

export const bookingRowid = sql<number>`${bookings}.rowid`;

/** Bookings joined to their names; `.where`, `.orderBy` and `.limit` follow (a dynamic query). */
export const selectBookingsWithNames = (db: Db | Tx) =>
  db
    .select({ booking: bookings, destinationName: destinations.name, jetName: privateJets.name })
    .from(bookings)
    .innerJoin(destinations, eq(bookings.destinationId, destinations.id))
    .innerJoin(privateJets, eq(bookings.jetId, privateJets.id))
    .$dynamic();

/** The same with each row's rowid, for a keyset read (the console's CSV export). */
export const selectBookingsWithNamesAndRowid = (db: Db | Tx) =>
  db
    .select({
      booking: bookings,
      destinationName: destinations.name,
      jetName: privateJets.name,
      rowid: bookingRowid,
    })
    .from(bookings)
    .innerJoin(destinations, eq(bookings.destinationId, destinations.id))
    .innerJoin(privateJets, eq(bookings.jetId, privateJets.id))
    .$dynamic();
