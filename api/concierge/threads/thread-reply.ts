/**
 * A staff member's message in a member's conversation: kept in the thread, mailed to the member
 * (mail stays the record, as for replies to contact messages, unless they read it in the app
 * first: api/threads/read-mail.ts), notified to their devices (issue 38) and audited, in one
 * transaction, so the mail, the notification and the audit entry exist exactly when the message
 * does.
 */
import { PUSH_SCREENS } from '@shared/push-api';
import type { ConciergeThreadDetail, ThreadAttachment } from '@shared/threads-api';
import type { ConciergeThreadReply } from '@shared/schemas/concierge-threads';
import type { Db, Tx } from '../../db/client';
import { writeAudit } from '../../db/audit-log';
import type { MailContext } from '../../mail/mail-context';
import { queueMail } from '../../mail/mail-queue';
import { threadReplyMail } from '../../mail/templates/thread-reply-mail';
import { findBookingRow } from '../../bookings';
import { queuePush, tripUrgency } from '../../push';
import {
  addStaffMessage,
  attachmentsFree,
  findConciergeThread,
  REPLY_MAIL_GRACE_MS,
  threadMessageEvent,
} from '../../threads';
import type { Actor } from '../staff-edit';

/** The member's screen for a thread, linked from the mail and opened by the notification. */
const threadPath = PUSH_SCREENS.thread;

/** A conversation about a trip that leaves within 48 hours is urgent; any other is not. */
function threadUrgency(tx: Tx, thread: ConciergeThreadDetail, now: Date) {
  const booking =
    thread.kind === 'booking' && thread.refId ? findBookingRow(tx, thread.refId) : null;
  return booking ? tripUrgency(booking.departureDate, now) : 'normal';
}

/** The mail's and the notification's words: the files are named, never sent by mail. */
function withFileNames(body: string, files: readonly ThreadAttachment[]): string {
  if (files.length === 0) return body;
  const list = files.map((f) => `Attached: ${f.name}`).join('\n');
  return body ? `${body}\n\n${list}` : list;
}

export function replyInThread(
  db: Db,
  id: string,
  { staff, now }: Actor,
  { body, attachmentIds }: ConciergeThreadReply,
  mail: MailContext,
): ConciergeThreadDetail | 'not_found' | 'bad_attachment' {
  return db.transaction(
    (tx) => {
      const thread = findConciergeThread(tx, id);
      if (!thread) return 'not_found';
      if (!attachmentsFree(tx, id, 'concierge', attachmentIds)) return 'bad_attachment';
      const owner = { id, userId: thread.memberId };
      const message = addStaffMessage(tx, owner, staff, body, now, attachmentIds);
      const words = withFileNames(body, message.attachments ?? []);
      const name = thread.memberName || thread.memberEmail;
      const reply = { to: thread.memberEmail, name, subject: thread.subject, reply: words };
      const event = threadMessageEvent(message.id);
      const notified = queuePush(
        tx,
        {
          memberId: thread.memberId,
          category: 'messages',
          eventKey: event,
          title: `The concierge replied: ${thread.subject}`,
          body: words,
          url: threadPath(id),
          // One notification per conversation: the newest reply replaces the last.
          tag: `thread:${id}`,
          urgency: threadUrgency(tx, thread, now),
        },
        now,
      );
      // A device was notified: the mail waits a little, and goes only if the reply is not read.
      const notBefore = notified > 0 ? new Date(now.getTime() + REPLY_MAIL_GRACE_MS) : now;
      const replyMail = threadReplyMail({ ...reply, threadPath: threadPath(id) }, mail);
      queueMail(tx, replyMail, now, { notBefore, about: event });
      writeAudit(
        tx,
        staff,
        {
          action: 'thread.replied',
          entityType: 'thread',
          entityId: id,
          before: { lastMessageAt: thread.lastMessageAt },
          after: {
            lastMessageAt: message.createdAt,
            messageId: message.id,
            reply: body,
            attachmentIds: message.attachments?.map((a) => a.id) ?? [],
          },
        },
        now,
      );
      return findConciergeThread(tx, id) ?? 'not_found';
    },
    { behavior: 'immediate' },
  );
}
