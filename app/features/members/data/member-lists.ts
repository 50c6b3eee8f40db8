import type { ClubDB, ConsultationRequest, MemberBooking, MemberItinerary } from '@app/local/db/db';
import { memberBookingsKey } from '@app/local/session/session';

/** The member's consultation requests, from this device and (once pulled) their others, newest first. */
export async function consultationsOf(db: ClubDB, ownerId: string): Promise<ConsultationRequest[]> {
  const rows = await db.consultations.where('ownerId').equals(ownerId).sortBy('createdAt');
  return rows.reverse();
}

export interface MemberTrips {
  trips: MemberBooking[];
  /** epoch ms of the last pull of GET /api/bookings; undefined before the first */
  fetchedAt: number | undefined;
}

/** 'My trips': the member's bookings, newest first, and when the list was last pulled. */
export async function tripsOf(db: ClubDB, ownerId: string): Promise<MemberTrips> {
  const [rows, meta] = await Promise.all([
    db.memberBookings.where('ownerId').equals(ownerId).toArray(),
    db.cacheMeta.get(memberBookingsKey(ownerId)),
  ]);
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { trips: rows, fetchedAt: meta?.fetchedAt || undefined };
}

export interface MemberTrip {
  /** null: no such trip of this member on this device */
  trip: MemberBooking | null;
  /** null until the concierge writes one (or before this device pulled it) */
  itinerary: MemberItinerary | null;
}

/** One trip with its itinerary, from this device's copy: what the trip page shows offline. */
export async function tripOf(db: ClubDB, ownerId: string, id: string): Promise<MemberTrip> {
  const [trip, itinerary] = await Promise.all([
    db.memberBookings.get(id),
    db.memberItineraries.get(id),
  ]);
  return {
    trip: trip?.ownerId === ownerId ? trip : null,
    itinerary: itinerary?.ownerId === ownerId ? itinerary : null,
  };
}
