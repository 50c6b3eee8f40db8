import { useLocalQuery } from '@app/lib/use-local-query';
import type { ClubDB, MemberOrder } from '@app/local/db/db';
import { memberOrdersKey } from '@app/local/session/session';

export interface MemberOrders {
  orders: MemberOrder[];
  /** epoch ms of the last pull of GET /api/orders; undefined before the first */
  fetchedAt: number | undefined;
}

/** 'My orders': paid (and refunded) orders, newest first; unpaid checkouts are not orders yet. */
export async function ordersOf(db: ClubDB, ownerId: string): Promise<MemberOrders> {
  const [rows, meta] = await Promise.all([
    db.memberOrders.where('ownerId').equals(ownerId).toArray(),
    db.cacheMeta.get(memberOrdersKey(ownerId)),
  ]);
  const orders = rows
    .filter((o) => o.status === 'paid' || o.status === 'refunded' || o.status === 'disputed')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { orders, fetchedAt: meta?.fetchedAt || undefined };
}

export function useMemberOrders(ownerId: string) {
  return useLocalQuery((db) => ordersOf(db, ownerId), [ownerId]);
}
