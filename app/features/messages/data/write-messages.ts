/**
 * The member's writes to the concierge, each through the outbox (DESIGN "Every write is durable
 * first") under a client id the server keeps one message per: a new conversation, a message, and
 * a read mark. The message shows at once from the outbox; the flush starts at once when online.
 */
import { localDb } from '@app/local/db/local-db';
import { enqueue, flushOutbox } from '@app/local/outbox/outbox';
import { THREADS_API } from '@shared/threads-api';
import type { NewThread, ThreadMessageBody, ThreadRead } from '@shared/schemas/threads';

const flushSoon = () => void flushOutbox().catch(() => undefined);

/** "Ask the concierge": answers the client id the new conversation is found by until it syncs. */
export async function startConversation(values: Omit<NewThread, 'clientId'>): Promise<string> {
  const body: NewThread = { ...values, clientId: crypto.randomUUID() };
  await enqueue({ kind: 'thread', url: THREADS_API.threads, body });
  flushSoon();
  return body.clientId;
}

/** A message: its words and the ids of files already uploaded (the outbox keeps no files). */
export async function sendMessage(
  threadId: string,
  { body: text, attachmentIds }: Omit<ThreadMessageBody, 'clientId'>,
): Promise<void> {
  const body: ThreadMessageBody = { body: text, attachmentIds, clientId: crypto.randomUUID() };
  await enqueue({ kind: 'thread-message', url: THREADS_API.messages(threadId), body });
  flushSoon();
}

/**
 * The member has read the conversation up to message `upTo`, the newest on their screen: at once
 * on this device (the header's count falls), and through the outbox for the club and the member's
 * other devices. The mark names that message, so one sent late does not cover later answers.
 */
export async function markRead(threadId: string, upTo: number): Promise<void> {
  const db = await localDb();
  const body: ThreadRead = { upTo };
  await db.transaction('rw', db.memberThreads, db.outbox, db.session, async () => {
    await db.memberThreads.update(threadId, { unread: 0 });
    await enqueue({ kind: 'thread-read', url: THREADS_API.read(threadId), body }, { db });
  });
  flushSoon();
}
