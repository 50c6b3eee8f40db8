import { useLocalQuery } from '@app/lib/use-local-query';
import { consultationsOf, tripsOf } from './member-lists';

export function useMemberTrips(ownerId: string) {
  return useLocalQuery((db) => tripsOf(db, ownerId), [ownerId]);
}

export function useMemberConsultations(ownerId: string) {
  return useLocalQuery((db) => consultationsOf(db, ownerId), [ownerId]) ?? [];
}
