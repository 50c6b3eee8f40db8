import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@app/local/db';
import { consultationsOf, tripsOf } from './member-lists';

export function useMemberTrips(ownerId: string) {
  return useLiveQuery(() => tripsOf(db, ownerId), [ownerId]);
}

export function useMemberConsultations(ownerId: string) {
  return useLiveQuery(() => consultationsOf(db, ownerId), [ownerId]) ?? [];
}
