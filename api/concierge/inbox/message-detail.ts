/** A message or consultation request with the club's replies to it, as the console shows it. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { ConciergeMessageDetail } from '@shared/concierge-api';
import type { Db, Tx } from '../../db/client';
import { messageReplies } from '../../db/schema/concierge';
import { findMessage } from '../../forms';

/** The message and the club's replies to it, oldest first, as a conversation reads. */
export function findMessageDetail(db: Db | Tx, id: number): ConciergeMessageDetail | undefined {
  const message = findMessage(db, id);
  if (!message) return undefined;
  const replies = db
    .select({
      id: messageReplies.id,
      staffEmail: messageReplies.staffEmail,
      body: messageReplies.body,
      createdAt: messageReplies.createdAt,
    })
    .from(messageReplies)
    .where(eq(messageReplies.messageId, id))
    .orderBy(asc(messageReplies.id))
    .all();
  return { message, replies };
}

/**
 * The club's replies to these messages, oldest first, for the member's data export: the words,
 * never who on the staff wrote them.
 */
export function repliesTo(db: Db, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      messageId: messageReplies.messageId,
      body: messageReplies.body,
      createdAt: messageReplies.createdAt,
    })
    .from(messageReplies)
    .where(inArray(messageReplies.messageId, messageIds))
    .orderBy(asc(messageReplies.createdAt))
    .all();
}
