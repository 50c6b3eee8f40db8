/**
 * Deleting a member's account (issue 24; GDPR art. 17, CCPA's right to delete, the app stores'
 * in-app deletion rule). First the payment provider stops the membership's subscription: if it
 * cannot, nothing is deleted. Then one transaction erases the member: their row (and with it,
 * by foreign key, their sessions, passkeys, links and email changes), their messages, waitlist
 * and newsletter entries, idempotency records, pending mail, push subscriptions (with their
 * queued notifications) and change feed. Bookings and orders stay for the club's accounts,
 * their guest's name, email and phone replaced by a pseudonym that is the same across the
 * member's records and leads back to no one. The last mail is queued in
 * the same transaction; the avatar file and the files of the member's conversations go once it
 * has committed (their rows went with the threads).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { MemberRef, Pseudonym } from '../db/member-ref';
import { emailChanges } from '../db/schema/account';
import type { MailContext } from '../mail/mail-context';
import { dropQueuedMailTo, queueMail } from '../mail/mail-queue';
import { accountDeletedMail } from '../mail/templates/account-mail';
import { forgetMemberRequests } from '../middleware/idempotency';
import type { Logger } from '../runtime';
import { deleteAccountRow, findAccountRow } from '../auth';
import { pseudonymiseBookings } from '../bookings';
import { eraseMemberItineraries } from '../itinerary';
import { eraseSubmissions } from '../forms';
import { pseudonymiseOrders, type PaymentsGateway } from '../payments';
import { erasePushSubscriptions } from '../push';
import { forgetChangeFeedOf } from '../sync';
import { memberAttachmentKeys, type ThreadAttachmentFiles } from '../threads';
import type { AvatarFiles } from '../uploads';

export interface AccountDeletionDeps {
  db: Db;
  payments: PaymentsGateway;
  log: Logger;
  mail: MailContext;
  avatars: AvatarFiles;
  threadFiles: ThreadAttachmentFiles;
}

export type DeletionOutcome =
  | { kind: 'deleted'; email: string }
  /** the payment provider did not cancel the subscription: nothing was deleted */
  | { kind: 'payment_failed' }
  /** deleted meanwhile (another device) */
  | { kind: 'gone' };

/** Where a pseudonymised record's guest points: an address that can never receive mail. */
export const PSEUDONYM_DOMAIN = 'deleted.invalid';

export function newPseudonym(): Pseudonym {
  const tag = randomBytes(6).toString('hex');
  return { name: `Former member ${tag}`, email: `former-member-${tag}@${PSEUDONYM_DOMAIN}` };
}

/** Every address the member used with us: mail still queued to any of them goes too. */
function addressesOf(tx: Tx, m: MemberRef): string[] {
  const changes = tx
    .select({ oldEmail: emailChanges.oldEmail, newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(eq(emailChanges.userId, m.id))
    .all();
  return [...new Set([m.email, ...changes.flatMap((c) => [c.oldEmail, c.newEmail])])];
}

function eraseMember(tx: Tx, m: MemberRef, now: Date, mail: MailContext): void {
  const nowIso = now.toISOString();
  const pseudonym = newPseudonym();
  // Before the bookings lose their member: the trips' plans are found by it.
  eraseMemberItineraries(tx, m.id);
  pseudonymiseBookings(tx, m, pseudonym, nowIso);
  pseudonymiseOrders(tx, m, pseudonym, nowIso);
  eraseSubmissions(tx, m);
  forgetMemberRequests(tx, m.id);
  dropQueuedMailTo(tx, addressesOf(tx, m));
  erasePushSubscriptions(tx, m.id);
  deleteAccountRow(tx, m.id);
  // After the row: unlinking bookings and orders from it wrote tombstones for a member who is
  // gone, and whose devices now only hear 401.
  forgetChangeFeedOf(tx, m.id);
  queueMail(tx, accountDeletedMail(m.email, mail), now);
}

export async function deleteAccount(
  deps: AccountDeletionDeps,
  userId: string,
  now: () => Date,
): Promise<DeletionOutcome> {
  const { db, payments, log, mail, avatars, threadFiles } = deps;
  const before = findAccountRow(db, userId);
  if (!before) return { kind: 'gone' };
  if (before.stripeSubscriptionId) {
    try {
      // One key per member: a retry after a timeout is the same cancellation.
      await payments.cancelSubscription(before.stripeSubscriptionId, `account-deletion-${userId}`);
    } catch (err) {
      log('The subscription of an account being deleted could not be cancelled', err);
      return { kind: 'payment_failed' };
    }
  }
  const erased = db.transaction(
    (tx) => {
      const row = findAccountRow(tx, userId);
      if (!row) return null;
      // Read before the threads go: their files' rows cascade with them.
      const fileKeys = memberAttachmentKeys(tx, row.id);
      eraseMember(tx, { id: row.id, email: row.email }, now(), mail);
      return { ...row, fileKeys };
    },
    { behavior: 'immediate' },
  );
  if (!erased) return { kind: 'gone' };
  await avatars
    .remove(erased.profileImageUrl)
    .catch((err: unknown) => log('The avatar of a deleted account could not be removed', err));
  await threadFiles
    .remove(erased.fileKeys)
    .catch((err: unknown) => log('Files of a deleted account could not be removed', err));
  return { kind: 'deleted', email: erased.email };
}
