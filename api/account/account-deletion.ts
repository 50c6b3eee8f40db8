/**
 * Deleting a member's account (issue 24; GDPR art. 17, CCPA's right to delete, the app stores'
 * in-app deletion rule). First the payment provider stops the membership's subscription: if it
 * cannot, nothing is deleted. Then one transaction erases the member: their row (and with it,
 * by foreign key, their sessions, passkeys, links and email changes), their messages, waitlist
 * and newsletter entries, idempotency records, pending mail and change feed. Bookings and orders
 * stay for the club's accounts, their guest's name, email and phone replaced by a pseudonym that
 * is the same across the member's records and leads back to no one. The last mail is queued in
 * the same transaction; the avatar file goes once it has committed.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { emailChanges } from '../db/schema/account';
import { users } from '../db/schema/auth';
import { bookings } from '../db/schema/bookings';
import { contactMessages, newsletterSubscribers, waitlist } from '../db/schema/forms';
import { mailOutbox } from '../db/schema/mail';
import { idempotencyKeys } from '../db/schema/middleware';
import { orders } from '../db/schema/payments';
import { changeFeed } from '../db/schema/sync';
import type { MailContext } from '../mail/mail-context';
import { queueMail } from '../mail/mail-queue';
import { accountDeletedMail } from '../mail/templates/account-mail';
import type { Logger } from '../runtime';
import {
  memberBookingsWhere,
  memberMessagesWhere,
  memberNewsletterWhere,
  memberOrdersWhere,
  memberWaitlistWhere,
  type Member,
} from './member-footprint';
import type { PaymentsGateway } from '../payments';
import type { AvatarFiles } from '../uploads';

export interface AccountDeletionDeps {
  db: Db;
  payments: PaymentsGateway;
  log: Logger;
  mail: MailContext;
  avatars: AvatarFiles;
}

export type DeletionOutcome =
  | { kind: 'deleted'; email: string }
  /** the payment provider did not cancel the subscription: nothing was deleted */
  | { kind: 'payment_failed' }
  /** deleted meanwhile (another device) */
  | { kind: 'gone' };

/** Where a pseudonymised record's guest points: an address that can never receive mail. */
export const PSEUDONYM_DOMAIN = 'deleted.invalid';

export interface Pseudonym {
  name: string;
  email: string;
}

export function newPseudonym(): Pseudonym {
  const tag = randomBytes(6).toString('hex');
  return { name: `Former member ${tag}`, email: `former-member-${tag}@${PSEUDONYM_DOMAIN}` };
}

function pseudonymiseRecords(tx: Tx, m: Member, p: Pseudonym, nowIso: string): void {
  tx.update(bookings)
    .set({ guestName: p.name, guestEmail: p.email, guestPhone: '', updatedAt: nowIso })
    .where(memberBookingsWhere(m))
    .run();
  // Kept for tax: the country and postal code of the traveller, the city and region of a parcel.
  for (const o of tx.select().from(orders).where(memberOrdersWhere(m)).all()) {
    tx.update(orders)
      .set({
        email: p.email,
        customerInfo: o.customerInfo && {
          ...o.customerInfo,
          firstName: p.name,
          lastName: '',
          email: p.email,
          phoneNumber: '',
        },
        shippingAddress: o.shippingAddress && {
          ...o.shippingAddress,
          name: p.name,
          line1: null,
          line2: null,
        },
        updatedAt: nowIso,
      })
      .where(eq(orders.id, o.id))
      .run();
  }
}

/** Every address the member used with us: mail still queued to any of them goes too. */
function addressesOf(tx: Tx, m: Member): string[] {
  const changes = tx
    .select({ oldEmail: emailChanges.oldEmail, newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(eq(emailChanges.userId, m.id))
    .all();
  return [...new Set([m.email, ...changes.flatMap((c) => [c.oldEmail, c.newEmail])])];
}

function eraseMember(tx: Tx, m: Member, now: Date, mail: MailContext): void {
  const nowIso = now.toISOString();
  pseudonymiseRecords(tx, m, newPseudonym(), nowIso);
  // Replies from the concierge go with their messages (foreign key), invitations with the
  // waitlist entry they answered.
  tx.delete(contactMessages).where(memberMessagesWhere(m)).run();
  tx.delete(waitlist).where(memberWaitlistWhere(m)).run();
  tx.delete(newsletterSubscribers).where(memberNewsletterWhere(m)).run();
  // Stored answers of the member's requests (defaultScope in middleware/idempotency.ts).
  tx.delete(idempotencyKeys)
    .where(like(idempotencyKeys.scope, `% user:${m.id}`))
    .run();
  const addresses = addressesOf(tx, m);
  tx.delete(mailOutbox)
    .where(inArray(sql`lower(${mailOutbox.toAddress})`, addresses))
    .run();
  tx.delete(users).where(eq(users.id, m.id)).run();
  // After the row: unlinking bookings and orders from it wrote tombstones for a member who is
  // gone, and whose devices now only hear 401.
  tx.delete(changeFeed).where(eq(changeFeed.userId, m.id)).run();
  queueMail(tx, accountDeletedMail(m.email, mail), now);
}

export async function deleteAccount(
  deps: AccountDeletionDeps,
  userId: string,
  now: () => Date,
): Promise<DeletionOutcome> {
  const { db, payments, log, mail, avatars } = deps;
  const [before] = db.select().from(users).where(eq(users.id, userId)).all();
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
      const [row] = tx.select().from(users).where(eq(users.id, userId)).all();
      if (!row) return null;
      eraseMember(tx, { id: row.id, email: row.email }, now(), mail);
      return row;
    },
    { behavior: 'immediate' },
  );
  if (!erased) return { kind: 'gone' };
  await avatars
    .remove(erased.profileImageUrl)
    .catch((err: unknown) => log('The avatar of a deleted account could not be removed', err));
  return { kind: 'deleted', email: erased.email };
}
