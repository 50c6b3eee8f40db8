/**
 * The mail outbox (issue 22): a mail that tells of an action is written in the action's own
 * transaction, so it exists exactly when the action does, and is sent later by the mail worker
 * (api/mail/mail-worker.ts) with retries. A slow or failing mail server never blocks a staff
 * action, and a crash between the action and the send loses nothing.
 */
import { and, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import type { MailMessage } from './mailer';

/** A rendered mail and what it tells of ('booking_confirmed', 'waitlist_invite', …). */
export interface QueuedMail extends MailMessage {
  kind: string;
}

export interface MailTiming {
  /** not sent before this (a reply the member may read in the app first) */
  notBefore?: Date;
  /** the event it tells of, for dropUnsentMailAbout ('thread-message:42') */
  about?: string;
}

export function queueMail(
  tx: Db | Tx,
  mail: QueuedMail,
  now: Date,
  { notBefore, about }: MailTiming = {},
): void {
  tx.insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      nextAttemptAt: (notBefore ?? now).toISOString(),
      about: about ?? null,
      createdAt: now.toISOString(),
    })
    .run();
}

/**
 * Drops the mail not yet sent about these events: what it would tell, the member already knows.
 * A mail on the wire (claimed by the worker) goes anyway; its row is simply gone after.
 */
export function dropUnsentMailAbout(tx: Db | Tx, abouts: string[]): number {
  if (abouts.length === 0) return 0;
  return tx
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.about, abouts),
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
      ),
    )
    .run().changes;
}

/** Sent or given-up mail is kept this long (to answer "did it go?"), then its bodies go too. */
const MAIL_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes mail sent, or given up, over MAIL_KEEP_MS ago (db/prune.ts runs it hourly). */
export function pruneMailOutbox(db: Db, now: Date): number {
  const cutoff = new Date(now.getTime() - MAIL_KEEP_MS).toISOString();
  return db
    .delete(mailOutbox)
    .where(
      or(
        and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, cutoff)),
        and(isNotNull(mailOutbox.failedAt), lt(mailOutbox.failedAt, cutoff)),
      ),
    )
    .run().changes;
}

/** Drops mail still queued to any of these addresses (lower-cased): a deleted member's. */
export function dropQueuedMailTo(tx: Tx, addresses: string[]): void {
  tx.delete(mailOutbox)
    .where(inArray(sql`lower(${mailOutbox.toAddress})`, addresses))
    .run();
}
