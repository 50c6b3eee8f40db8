import { useLocalQuery } from '@app/lib/use-local-query';
import { consultationsOf, tripOf, tripsOf } from './member-lists';

export function useMemberTrips(ownerId: string) {
  return useLocalQuery((db) => tripsOf(db, ownerId), [ownerId]);
}

/** undefined while loading; then the trip (null when not on this device) and its itinerary. */
export function useMemberTrip(ownerId: string, id: string) {
  return useLocalQuery((db) => tripOf(db, ownerId, id), [ownerId, id]);
}

export function useMemberConsultations(ownerId: string) {
  return useLocalQuery((db) => consultationsOf(db, ownerId), [ownerId]) ?? [];
}
