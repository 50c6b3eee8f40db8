/**
 * Changing a member's email (issue 24). The new address gets a link (single use, 1 hour, only
 * its SHA-256 kept; a newer request cuts older links short) that makes the change; the old
 * address is then told and gets a link that undoes it for 7 days. A confirmed change voids every
 * reset link and every other pending change of the account: a link mailed to the old address must
 * not take the account from its new one (issue 36). Undoing takes the account back whole (every
 * device signed out, every passkey removed: account-recovery.ts), and voids the undo links of any
 * later change, so whoever changed the address afterwards cannot switch it back; the undo links
 * of earlier changes stay good.
 */
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_PATH } from '@shared/account-api';
import type { LinkProblemCode } from '@shared/api';
import type { Db, Tx } from '../db/client';
import { emailChanges } from '../db/schema/account';
import type { MailContext } from '../mail/mail-context';
import { queueMail } from '../mail/mail-queue';
import {
  emailChangeLinkMail,
  emailChangedMail,
  emailChangeUndoneMail,
} from '../mail/templates/account-mail';
import { generateSessionToken, sessionIdFromToken } from '../lib/secret-tokens';
import { accountWithEmail, expireResetLinks, takeBackAccount, writeConfirmedEmail } from '../auth';

export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const EMAIL_CHANGE_PROBLEMS: Record<LinkProblemCode, string> = {
  token_invalid: 'This link is invalid.',
  token_used: 'This link has already been used.',
  token_expired: 'This link has expired. You can ask for a new one from your profile.',
  token_replaced: 'A newer link has been sent. Please use the link in the most recent email.',
};
export const EMAIL_UNDO_PROBLEMS: Record<LinkProblemCode, string> = {
  ...EMAIL_CHANGE_PROBLEMS,
  token_expired: 'This link has expired. Please call or write to the concierge.',
  token_replaced: 'The address was already restored by an earlier link.',
};

export type EmailChangeOutcome =
  | { email: string }
  | { problem: LinkProblemCode }
  /** another account has the address now */
  | { problem: 'taken' };

export const emailTaken = (db: Db, email: string) => accountWithEmail(db, email) !== undefined;

const linkTo = (context: MailContext, param: 'token' | 'undo', token: string) =>
  `${context.publicUrl}${EMAIL_CHANGE_PATH}?${param}=${token}`;

/** Mails the link to `newEmail` (lower-cased, not taken, not the member's own: checked before). */
export function requestEmailChange(
  db: Db,
  member: { id: string; email: string },
  newEmail: string,
  now: Date,
  context: MailContext,
): void {
  const token = generateSessionToken();
  const nowIso = now.toISOString();
  db.transaction((tx) => {
    tx.update(emailChanges)
      .set({ expiresAt: nowIso })
      .where(
        and(
          eq(emailChanges.userId, member.id),
          isNull(emailChanges.confirmedAt),
          gt(emailChanges.expiresAt, nowIso),
        ),
      )
      .run();
    tx.insert(emailChanges)
      .values({
        id: sessionIdFromToken(token),
        userId: member.id,
        oldEmail: member.email,
        newEmail,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString(),
        createdAt: nowIso,
      })
      .run();
    queueMail(tx, emailChangeLinkMail(newEmail, linkTo(context, 'token', token), context), now);
  });
}

/** Whether the member asked for another change after this one (rowid: same tick too). */
function hasNewerRequest(tx: Db | Tx, userId: string, id: string): boolean {
  const newer = tx
    .select({ id: emailChanges.id })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        sql`rowid > (SELECT rowid FROM ${emailChanges} WHERE ${emailChanges.id} = ${id})`,
      ),
    )
    .limit(1)
    .all();
  return newer.length > 0;
}

/**
 * Once the address has changed, links mailed before stop working: every live reset link (the old
 * address could otherwise still set the password) and every other pending change.
 */
function voidPendingLinks(tx: Tx, userId: string, confirmedId: string, now: Date): void {
  const nowIso = now.toISOString();
  expireResetLinks(tx, userId, now);
  tx.update(emailChanges)
    .set({ expiresAt: nowIso })
    .where(
      and(
        eq(emailChanges.userId, userId),
        ne(emailChanges.id, confirmedId),
        isNull(emailChanges.confirmedAt),
        gt(emailChanges.expiresAt, nowIso),
      ),
    )
    .run();
}

export function confirmEmailChange(
  db: Db,
  token: string,
  now: Date,
  context: MailContext,
): EmailChangeOutcome {
  const id = sessionIdFromToken(token);
  return db.transaction(
    (tx): EmailChangeOutcome => {
      const [row] = tx.select().from(emailChanges).where(eq(emailChanges.id, id)).all();
      if (!row) return { problem: 'token_invalid' };
      if (row.confirmedAt !== null) return { problem: 'token_used' };
      if (now.getTime() >= Date.parse(row.expiresAt)) {
        return {
          problem: hasNewerRequest(tx, row.userId, id) ? 'token_replaced' : 'token_expired',
        };
      }
      const owner = accountWithEmail(tx, row.newEmail);
      if (owner && owner.id !== row.userId) return { problem: 'taken' };

      const undoToken = generateSessionToken();
      writeConfirmedEmail(tx, row.userId, row.newEmail, now);
      tx.update(emailChanges)
        .set({
          confirmedAt: now.toISOString(),
          undoId: sessionIdFromToken(undoToken),
          undoExpiresAt: new Date(now.getTime() + EMAIL_UNDO_TTL_MS).toISOString(),
        })
        .where(eq(emailChanges.id, id))
        .run();
      voidPendingLinks(tx, row.userId, id, now);
      const undoLink = linkTo(context, 'undo', undoToken);
      queueMail(tx, emailChangedMail(row.oldEmail, row.newEmail, undoLink, context), now);
      return { email: row.newEmail };
    },
    { behavior: 'immediate' },
  );
}

export function undoEmailChange(
  db: Db,
  token: string,
  now: Date,
  context: MailContext,
): EmailChangeOutcome {
  const undoId = sessionIdFromToken(token);
  const nowIso = now.toISOString();
  return db.transaction(
    (tx): EmailChangeOutcome => {
      const [row] = tx.select().from(emailChanges).where(eq(emailChanges.undoId, undoId)).all();
      if (!row?.undoExpiresAt) return { problem: 'token_invalid' };
      if (row.undoneAt !== null) return { problem: 'token_used' };
      if (now.getTime() >= Date.parse(row.undoExpiresAt)) {
        // Cut short by the undo of an earlier change: that one already restored the address.
        const voided =
          Date.parse(row.undoExpiresAt) < Date.parse(row.confirmedAt ?? '') + EMAIL_UNDO_TTL_MS;
        return { problem: voided ? 'token_replaced' : 'token_expired' };
      }
      const owner = accountWithEmail(tx, row.oldEmail);
      if (owner && owner.id !== row.userId) return { problem: 'taken' };

      writeConfirmedEmail(tx, row.userId, row.oldEmail, now);
      tx.update(emailChanges)
        .set({ undoneAt: nowIso })
        .where(eq(emailChanges.undoId, undoId))
        .run();
      // Later changes lose their undo links, and pending requests their confirmation links.
      tx.update(emailChanges)
        .set({ undoExpiresAt: nowIso })
        .where(
          and(
            eq(emailChanges.userId, row.userId),
            ne(emailChanges.id, row.id),
            isNull(emailChanges.undoneAt),
            gt(emailChanges.undoExpiresAt, nowIso),
            sql`rowid > (SELECT rowid FROM ${emailChanges} WHERE ${emailChanges.id} = ${row.id})`,
          ),
        )
        .run();
      tx.update(emailChanges)
        .set({ expiresAt: nowIso })
        .where(
          and(
            eq(emailChanges.userId, row.userId),
            isNull(emailChanges.confirmedAt),
            gt(emailChanges.expiresAt, nowIso),
          ),
        )
        .run();
      const { passkeysRemoved } = takeBackAccount(tx, row.userId);
      queueMail(tx, emailChangeUndoneMail(row.oldEmail, context, passkeysRemoved), now);
      return { email: row.oldEmail };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Deletes the changes whose links have both been expired since before `linkCutoff` (api/ops/prune.ts):
 * a change is kept while either of its links can still be used, and a day more.
 */
export const pruneEmailChanges = (db: Db, linkCutoff: string): number =>
  db
    .delete(emailChanges)
    .where(
      and(
        lt(emailChanges.expiresAt, linkCutoff),
        or(isNull(emailChanges.undoExpiresAt), lt(emailChanges.undoExpiresAt, linkCutoff)),
      ),
    )
    .run().changes;
