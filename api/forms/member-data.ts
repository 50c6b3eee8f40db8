/**
 * What a member sent through the public forms, for their data export and their account's deletion
 * (issue 24): contact messages and consultation requests, waitlist applications and newsletter
 * signups, under their account or their address. Deletion erases them all (the concierge's
 * replies go with their messages, invitations with their application, by foreign key).
 */
import { asc, eq, or } from 'drizzle-orm';
import type { AccountExport } from '@shared/account-api';
import type { Db, Tx } from '../db/client';
import { sameEmail, type MemberRef } from '../db/member-ref';
import { contactMessages, newsletterSubscribers, waitlist } from '../db/schema/forms';

const memberMessagesWhere = (m: MemberRef) =>
  or(eq(contactMessages.userId, m.id), sameEmail(contactMessages.email, m.email));
const memberWaitlistWhere = (m: MemberRef) => sameEmail(waitlist.email, m.email);
const memberNewsletterWhere = (m: MemberRef) => sameEmail(newsletterSubscribers.email, m.email);

/** The member's messages and requests, oldest first, as stored. */
export const memberMessageRows = (db: Db, m: MemberRef) =>
  db
    .select()
    .from(contactMessages)
    .where(memberMessagesWhere(m))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
    .all();

export const exportedWaitlist = (db: Db, m: MemberRef): AccountExport['waitlist'] =>
  db
    .select({
      firstName: waitlist.firstName,
      lastName: waitlist.lastName,
      email: waitlist.email,
      phoneNumber: waitlist.phoneNumber,
      interests: waitlist.interests,
      status: waitlist.status,
      createdAt: waitlist.createdAt,
    })
    .from(waitlist)
    .where(memberWaitlistWhere(m))
    .orderBy(asc(waitlist.createdAt))
    .all();

export const exportedNewsletter = (db: Db, m: MemberRef): AccountExport['newsletter'] =>
  db
    .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(memberNewsletterWhere(m))
    .all();

export function eraseSubmissions(tx: Tx, m: MemberRef): void {
  tx.delete(contactMessages).where(memberMessagesWhere(m)).run();
  tx.delete(waitlist).where(memberWaitlistWhere(m)).run();
  tx.delete(newsletterSubscribers).where(memberNewsletterWhere(m)).run();
}
