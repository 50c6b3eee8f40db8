/**
 * The itinerary rows: read as the member and the console see them, and written whole, only if
 * the version the concierge saw still stands (none yet: only if there is still none).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Itinerary, ItineraryItemView } from '@shared/itinerary-api';
import type { Db, Tx } from '../db/client';
import { itineraries } from '../db/schema/itinerary';

export interface StoredItinerary extends Itinerary {
  /** items taken out, each with its sequence raised: the calendar's cancelled events */
  cancelled: ItineraryItemView[];
}

const parse = (json: string) => JSON.parse(json) as ItineraryItemView[];

/** The booking's itinerary; an empty one (updatedAt null) when none was written yet. */
export function readItinerary(db: Db | Tx, bookingId: string): StoredItinerary {
  const [row] = db.select().from(itineraries).where(eq(itineraries.bookingId, bookingId)).all();
  if (!row) return { bookingId, items: [], cancelled: [], updatedAt: null };
  return {
    bookingId,
    items: parse(row.items),
    cancelled: parse(row.cancelled),
    updatedAt: row.updatedAt,
  };
}

/** The itineraries of the given bookings that have one (the sync pull's records). */
export function itinerariesOf(db: Db | Tx, bookingIds: string[]): Itinerary[] {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: itineraries.bookingId,
      items: itineraries.items,
      updatedAt: itineraries.updatedAt,
    })
    .from(itineraries)
    .where(inArray(itineraries.bookingId, bookingIds))
    .all()
    .map((r) => ({ bookingId: r.bookingId, items: parse(r.items), updatedAt: r.updatedAt }));
}

/** False when the version moved on since `expected` (then nothing is written). */
export function writeItinerary(
  tx: Tx,
  next: StoredItinerary & { updatedAt: string },
  expected: string | null,
  now: Date,
): boolean {
  const values = {
    items: JSON.stringify(next.items),
    cancelled: JSON.stringify(next.cancelled),
    updatedAt: next.updatedAt,
  };
  if (expected === null) {
    const insert = { bookingId: next.bookingId, ...values, createdAt: now.toISOString() };
    return tx.insert(itineraries).values(insert).onConflictDoNothing().run().changes === 1;
  }
  return (
    tx
      .update(itineraries)
      .set(values)
      .where(and(eq(itineraries.bookingId, next.bookingId), eq(itineraries.updatedAt, expected)))
      .run().changes === 1
  );
}

/** Deletes the given bookings' itineraries (an account's deletion). */
export function deleteItineraries(tx: Tx, bookingIds: string[]): void {
  if (bookingIds.length === 0) return;
  tx.delete(itineraries).where(inArray(itineraries.bookingId, bookingIds)).run();
}
