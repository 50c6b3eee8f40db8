/**
 * The member's conversations from this device: the pulled threads and what waits in the outbox,
 * newest first. A new conversation is found by its first message's client id until the pull
 * brings the club's thread, whose id then replaces it.
 */
import type { ClubDB, OutboxItem } from '@app/local/db/db';
import { sendableBy } from '@app/local/outbox/outbox-owner';
import type { NewThread } from '@shared/schemas/threads';
import { localConversation, withPending, type Conversation } from '../lib/conversation';

const THREAD_KINDS = ['thread', 'thread-message'];

async function threadItems(db: ClubDB, ownerId: string): Promise<OutboxItem[]> {
  const items = await db.outbox.where('kind').anyOf(THREAD_KINDS).toArray();
  return items.filter(sendableBy(ownerId));
}

export async function conversationsOf(db: ClubDB, ownerId: string): Promise<Conversation[]> {
  const [threads, items] = await Promise.all([
    db.memberThreads.where('ownerId').equals(ownerId).toArray(),
    threadItems(db, ownerId),
  ]);
  const firstMessages = new Set(threads.flatMap((t) => t.messages.map((m) => m.clientId)));
  const local = items
    .filter((item) => item.kind === 'thread')
    .filter((item) => !firstMessages.has((item.body as NewThread).clientId))
    .map(localConversation);
  const pulled = threads.map((thread) => withPending(thread, items));
  return [...local, ...pulled].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
}

/** One conversation, by the club's thread id or, while it is new, its first message's client id. */
export async function conversationOf(
  db: ClubDB,
  ownerId: string,
  id: string,
): Promise<Conversation | null> {
  const all = await conversationsOf(db, ownerId);
  return all.find((c) => c.id === id) ?? all.find((c) => c.messages[0]?.clientId === id) ?? null;
}

/** The conversation about a booking, order or consultation request, if the pull brought it. */
export async function conversationAbout(
  db: ClubDB,
  ownerId: string,
  kind: string,
  refId: string,
): Promise<string | null> {
  const threads = await db.memberThreads.where('ownerId').equals(ownerId).toArray();
  return threads.find((t) => t.kind === kind && t.refId === refId)?.id ?? null;
}

/** What the concierge wrote that the member has not read, across their conversations. */
export async function unreadCountOf(db: ClubDB, ownerId: string): Promise<number> {
  const threads = await db.memberThreads.where('ownerId').equals(ownerId).toArray();
  return threads.reduce((sum, t) => sum + t.unread, 0);
}
