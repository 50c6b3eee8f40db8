/** What the page and the service worker say to each other about the outbox. */

/** Background Sync tag registered while outbox items wait for the connection. */
export const OUTBOX_SYNC_TAG = 'outbox';

export const FLUSH_OUTBOX_MESSAGE = { type: 'FLUSH_OUTBOX' } as const;

export function isFlushOutboxMessage(data: unknown): boolean {
  return (data as { type?: unknown } | null)?.type === FLUSH_OUTBOX_MESSAGE.type;
}
