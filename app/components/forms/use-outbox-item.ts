import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxItem } from '@app/local/db';

/** One outbox item, live: the sync engine changes it outside React (sent, refused, retried). */
export function useOutboxItem(id: string | undefined): OutboxItem | undefined {
  return useLiveQuery(() => (id ? db.outbox.where('id').equals(id).first() : undefined), [id]);
}

export const isWaiting = (item: OutboxItem | undefined): boolean =>
  item?.status === 'pending' || item?.status === 'sending';

/** Refused by the server, or held until sign-in: either way the user has to act on it. */
export const isRefused = (item: OutboxItem | undefined): boolean =>
  item?.status === 'failed' || item?.status === 'auth';
