import { useLocalQuery } from '@app/lib/use-local-query';
import type { OutboxItem } from '@app/local/db/db';

/** One outbox item, live: the sync engine changes it outside React (sent, refused, retried). */
export function useOutboxItem(id: string | undefined): OutboxItem | undefined {
  return useLocalQuery((db) => (id ? db.outbox.where('id').equals(id).first() : undefined), [id]);
}

export const isWaiting = (item: OutboxItem | undefined): boolean =>
  item?.status === 'pending' || item?.status === 'sending';

/** Refused by the server, held until sign-in, or too old to send unasked: the user has to act. */
export const isRefused = (item: OutboxItem | undefined): boolean =>
  item?.status === 'failed' || item?.status === 'auth' || item?.status === 'expired';

/** Waiting because the server answered "not now" (its status is kept), not for the network. */
export const isDeferred = (item: OutboxItem | undefined): boolean =>
  item?.status === 'pending' && item.httpStatus !== undefined;
