/**
 * A staff member's actions on a message or consultation request: reply by mail (the reply is
 * kept with the message) and mark handled, each in the frame of staff-edit.ts. A reply, its mail
 * and the message's new status are written in one transaction, so the mail exists exactly when
 * the kept reply does.
 */
import type { ConciergeMessage } from '@shared/concierge-api';
import type { MessageHandled, MessageReplyBody } from '@shared/schemas/concierge-messages';
import type { Db } from '../../db/client';
import { messageReplies } from '../../db/schema/concierge';
import type { MailContext } from '../../mail/mail-context';
import { queueMail } from '../../mail/mail-queue';
import { messageReplyMail } from '../../mail/templates/message-reply-mail';
import { staffEdit, type Actor, type EditTarget } from '../staff-edit';
import { findMessage, writeMessageStatus } from '../../forms';
import type { StaffEditOutcome } from '../staff-edit';

type Changes = Partial<Pick<ConciergeMessage, 'status' | 'handledAt'>>;
export type MessageActionOutcome = StaffEditOutcome<ConciergeMessage>;

const messageTarget = (id: number): EditTarget<ConciergeMessage, Changes> => ({
  entityType: 'message',
  entityId: String(id),
  find: (tx) => findMessage(tx, id),
  write: (tx, changes, expected) => writeMessageStatus(tx, id, changes, expected),
  // What the audit keeps of a message: the fields the console changes.
  auditView: ({ status, handledAt, updatedAt }) => ({ status, handledAt, updatedAt }),
});

export const NO_EMAIL_MESSAGE = 'This request has no email address to reply to';

/** Mails the reply to the sender, keeps it with the message and marks the message replied. */
export function replyToMessage(
  db: Db,
  id: number,
  actor: Actor,
  { body, expectedUpdatedAt }: MessageReplyBody,
  mail: MailContext,
): MessageActionOutcome {
  const { staff, now } = actor;
  const edit = { ...actor, expectedUpdatedAt, action: 'message.replied' };
  return staffEdit(db, messageTarget(id), edit, (_tx, message) => {
    // A consultation request sent without an email has no one to mail: the club calls instead.
    if (message.email.trim() === '') return { refused: NO_EMAIL_MESSAGE };
    return {
      changes: { status: 'replied' },
      alongside: (tx) => {
        const { lastInsertRowid } = tx
          .insert(messageReplies)
          .values({
            messageId: id,
            staffUserId: staff.id,
            staffEmail: staff.email,
            body,
            createdAt: now.toISOString(),
          })
          .run();
        const reply = messageReplyMail(
          {
            to: message.email,
            name: message.name,
            subject: message.subject,
            original: message.message,
            reply: body,
          },
          mail,
        );
        queueMail(tx, reply, now);
        return { replyId: Number(lastInsertRowid), reply: body };
      },
    };
  });
}

/** Marks the message handled: nothing more is owed to its sender. */
export function markHandled(
  db: Db,
  id: number,
  actor: Actor,
  { expectedUpdatedAt }: MessageHandled,
): MessageActionOutcome {
  const edit = { ...actor, expectedUpdatedAt, action: 'message.handled' };
  return staffEdit(db, messageTarget(id), edit, () => ({
    changes: { status: 'handled', handledAt: actor.now.toISOString() },
  }));
}
