/**
 * A concierge's reply is mailed as the record, but a reply the member has already read in the app
 * (on the phone the notification woke) is not mailed after it: its mail waits a little
 * (REPLY_MAIL_GRACE_MS, when a device was notified), and reading drops it.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { threadMessages } from '../db/schema/threads';
import { dropUnsentMailAbout } from '../mail/mail-queue';

/** How long a reply's mail waits for the member to read it on a device that was notified. */
export const REPLY_MAIL_GRACE_MS = 10 * 60_000;

/** The event a concierge's message is, for its push (one per device) and its mail. */
export const threadMessageEvent = (messageId: number) => `thread-message:${messageId}`;

/** The member has read the thread past `after` up to `upTo`: those replies' mail need not go. */
export function dropMailOfRead(tx: Db | Tx, threadId: string, after: number, upTo: number): void {
  const read = tx
    .select({ id: threadMessages.id })
    .from(threadMessages)
    .where(
      and(
        eq(threadMessages.threadId, threadId),
        eq(threadMessages.author, 'concierge'),
        gt(threadMessages.id, after),
        lte(threadMessages.id, upTo),
      ),
    )
    .all();
  dropUnsentMailAbout(
    tx,
    read.map((m) => threadMessageEvent(m.id)),
  );
}
