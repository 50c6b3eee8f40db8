import type { ClubDB, ConsultationRequest, MemberBooking } from '@app/local/db/db';
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
