/**
 * 'My orders': the member's orders from GET /api/orders, kept in Dexie per member so the
 * dashboard lists them offline, like My trips.
 */
import { API } from '@shared/api';
import type { ClubDB } from './db';
import { refreshMemberList } from './member-list';

export const memberOrdersKey = (ownerId: string) => `member-orders:${ownerId}`;

/** Replaces the member's stored orders with the server's list; throws offline (copy kept). */
export function refreshMemberOrders(
  db: ClubDB,
  ownerId: string,
  now: () => number = Date.now,
): Promise<void> {
  return refreshMemberList(
    db,
    ownerId,
    { path: API.orders, key: memberOrdersKey(ownerId), table: db.memberOrders },
    now,
  );
}
