/**
 * The mail outbox (issue 22): a mail that tells of an action is written in the action's own
 * transaction, so it exists exactly when the action does, and is sent later by the mail worker
 * (api/mail/mail-worker.ts) with retries. A slow or failing mail server never blocks a staff
 * action, and a crash between the action and the send loses nothing.
 */
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mailer';

/** A rendered mail and what it tells of ('booking_confirmed', 'waitlist_invite', …). */
export interface QueuedMail extends MailMessage {
  kind: string;
}

export function queueMail(tx: Db | Tx, mail: QueuedMail, now: Date): void {
  tx.insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      nextAttemptAt: now.toISOString(),
      createdAt: now.toISOString(),
    })
    .run();
}
