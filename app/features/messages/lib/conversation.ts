/**
 * A conversation as the member's screen shows it: the club's copy of the thread (from the pull)
 * with the member's messages still in the outbox laid over it, so a message shows the moment it is
 * written, as 'sending', and once only: when the pull brings it, its client id matches and the
 * outbox's copy gives way.
 */
import type { OutboxItem } from '@app/local/db/db';
import type { ThreadDetail, ThreadKind, ThreadMessage } from '@shared/threads-api';
import type { NewThread, ThreadMessageBody } from '@shared/schemas/threads';

/** Where a member's own message stands on its way to the club. */
export type Delivery = 'sending' | 'waiting' | 'failed' | 'delivered';

export interface ShownMessage extends ThreadMessage {
  delivery: Delivery;
  /** the server's refusal, when it refused */
  error?: string;
  /** the outbox item, for 'send again' */
  itemId?: string;
  /** files a message still in the outbox names: shown by the club's copy once it lands */
  pendingFiles?: number;
}

export interface Conversation {
  id: string;
  kind: ThreadKind;
  refId: string | null;
  subject: string;
  unread: number;
  lastMessageAt: string;
  /** written on this device and not yet known to the club: no replies possible until it is */
  local: boolean;
  messages: ShownMessage[];
}

function deliveryOf(item: OutboxItem): Delivery {
  switch (item.status) {
    case 'sent':
      return 'delivered';
    case 'sending':
      return 'sending';
    case 'failed':
    case 'expired':
    case 'auth':
      return 'failed';
    default:
      return item.attempts > 0 ? 'waiting' : 'sending';
  }
}

const fromItem = (item: OutboxItem, body: string, clientId: string): ShownMessage => ({
  id: -(item.seq ?? 0),
  author: 'member',
  body,
  clientId,
  createdAt: new Date(item.createdAt).toISOString(),
  delivery: deliveryOf(item),
  itemId: item.id,
  ...(item.error ? { error: item.error } : {}),
});

/** The thread with the member's messages that the club does not have yet, oldest first. */
export function withPending(thread: ThreadDetail, items: readonly OutboxItem[]): Conversation {
  const known = new Set(thread.messages.map((m) => m.clientId).filter(Boolean));
  const pending = items
    .filter((item) => item.kind === 'thread-message' && item.url.endsWith(`/${thread.id}/messages`))
    .map((item) => ({ item, body: item.body as ThreadMessageBody }))
    .filter(({ body }) => !known.has(body.clientId))
    .map(({ item, body }) => ({
      ...fromItem(item, body.body, body.clientId),
      // An item queued by a version before attachments names none.
      pendingFiles: (body as Partial<ThreadMessageBody>).attachmentIds?.length ?? 0,
    }));
  const delivered = thread.messages.map((m): ShownMessage => ({ ...m, delivery: 'delivered' }));
  const messages = [...delivered, ...pending];
  const last = messages.at(-1)?.createdAt ?? thread.lastMessageAt;
  return { ...thread, local: false, messages, lastMessageAt: last };
}

/** "Ask the concierge" written here and not yet in any pull: a conversation of one message. */
export function localConversation(item: OutboxItem): Conversation {
  const body = item.body as NewThread;
  return {
    id: body.clientId,
    kind: 'general',
    refId: null,
    subject: body.subject,
    unread: 0,
    lastMessageAt: new Date(item.createdAt).toISOString(),
    local: true,
    messages: [fromItem(item, body.body, body.clientId)],
  };
}
