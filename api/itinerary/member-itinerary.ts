/**
 * A booking's itinerary as its member reads it (GET /api/bookings/:id/itinerary and the .ics),
 * and as the sync pull carries it. Only the booking's own member: another's is not found.
 */
import type { Itinerary } from '@shared/itinerary-api';
import { findBooking, memberBookings } from '../bookings';
import type { Db, Tx } from '../db/client';
import { threadSubjects } from '../threads';
import {
  deleteItineraries,
  itinerariesOf,
  readItinerary,
  type StoredItinerary,
} from './itinerary-store';

export interface MemberItinerary {
  itinerary: StoredItinerary;
  /** "Your trip to Aspen": the calendar's name */
  trip: string;
}

export function findMemberItinerary(
  db: Db,
  userId: string,
  bookingId: string,
): MemberItinerary | undefined {
  const booking = findBooking(db, bookingId);
  if (!booking || booking.userId !== userId) return undefined;
  return {
    itinerary: readItinerary(db, bookingId),
    trip: threadSubjects.booking(booking.destinationName),
  };
}

/** What the member's app is sent: no cancelled items (they live on in calendars only). */
export const itineraryAnswer = ({ bookingId, items, updatedAt }: Itinerary): Itinerary => ({
  bookingId,
  items,
  updatedAt,
});

/** The member's itineraries, of the given bookings only when given (the sync pull's records). */
export function memberItineraries(db: Db, userId: string, bookingIds?: string[]): Itinerary[] {
  const own = memberBookings(db, userId).map((b) => b.id);
  const ids = bookingIds ? own.filter((id) => bookingIds.includes(id)) : own;
  return itinerariesOf(db, ids);
}

/**
 * An account's deletion: the plans of the member's trips go (passengers, drivers, confirmation
 * numbers), while the bookings stay, pseudonymised, for the club's accounts.
 */
export function eraseMemberItineraries(tx: Tx, userId: string): void {
  const own = memberBookings(tx, userId).map((b) => b.id);
  deleteItineraries(tx, own);
}
