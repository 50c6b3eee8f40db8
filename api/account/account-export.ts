/**
 * GET /api/user/export's file (issue 24; GDPR art. 15 and 20, CCPA's right to know): everything
 * the club holds about the member, in one JSON document. Never a password hash, a token, a
 * session key or a payment provider's id: sessions and passkeys appear by name and dates only.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountExport, ExportedMessage } from '@shared/account-api';
import type { Db } from '../db/client';
import { emailChanges } from '../db/schema/account';
import { sessions, users } from '../db/schema/auth';
import { bookings } from '../db/schema/bookings';
import { destinations, privateJets } from '../db/schema/catalog';
import { messageReplies } from '../db/schema/concierge';
import { contactMessages, newsletterSubscribers, waitlist } from '../db/schema/forms';
import { orders } from '../db/schema/payments';
import {
  memberBookingsWhere,
  memberMessagesWhere,
  memberNewsletterWhere,
  memberOrdersWhere,
  memberWaitlistWhere,
  type Member,
} from './member-footprint';
import { toBookingListItem } from '../bookings';
import { toCurrentUser, deviceName, memberPasskeys } from '../auth';
import { toOrderSummary } from '../payments';

function exportedMessages(db: Db, m: Member): { kind: string; message: ExportedMessage }[] {
  const rows = db
    .select()
    .from(contactMessages)
    .where(memberMessagesWhere(m))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
    .all();
  const replies =
    rows.length === 0
      ? []
      : db
          .select()
          .from(messageReplies)
          .where(
            inArray(
              messageReplies.messageId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(messageReplies.createdAt))
          .all();
  return rows.map((r) => ({
    kind: r.kind,
    message: {
      name: r.name,
      email: r.email,
      phoneNumber: r.phoneNumber,
      subject: r.subject,
      message: r.message,
      details: r.details ?? null,
      status: r.status,
      createdAt: r.createdAt,
      // The concierge's words to the member, never who on the staff wrote them.
      replies: replies
        .filter((reply) => reply.messageId === r.id)
        .map((reply) => ({ body: reply.body, createdAt: reply.createdAt })),
    },
  }));
}

export function accountExport(db: Db, userId: string, now: Date): AccountExport | null {
  const [user] = db.select().from(users).where(eq(users.id, userId)).all();
  if (!user) return null;
  const m: Member = { id: user.id, email: user.email };
  const messages = exportedMessages(db, m);
  const byKind = (kind: string) => messages.filter((x) => x.kind === kind).map((x) => x.message);

  return {
    exportedAt: now.toISOString(),
    profile: { ...toCurrentUser(user), authProvider: user.authProvider },
    bookings: db
      .select({ booking: bookings, destinationName: destinations.name, jetName: privateJets.name })
      .from(bookings)
      .innerJoin(destinations, eq(bookings.destinationId, destinations.id))
      .innerJoin(privateJets, eq(bookings.jetId, privateJets.id))
      .where(memberBookingsWhere(m))
      .orderBy(desc(bookings.createdAt), desc(sql`${bookings}.rowid`))
      .all()
      .map(({ booking, ...names }) => toBookingListItem(booking, names)),
    orders: db
      .select()
      .from(orders)
      .where(memberOrdersWhere(m))
      .orderBy(desc(orders.createdAt), sql`rowid desc`)
      .all()
      .map((o) => ({
        ...toOrderSummary(o),
        email: o.email,
        traveller: o.customerInfo ?? null,
        shippingAddress: o.shippingAddress ?? null,
      })),
    consultations: byKind('consultation'),
    contactMessages: byKind('contact'),
    waitlist: db
      .select()
      .from(waitlist)
      .where(memberWaitlistWhere(m))
      .orderBy(asc(waitlist.createdAt))
      .all()
      .map((w) => ({
        firstName: w.firstName,
        lastName: w.lastName,
        email: w.email,
        phoneNumber: w.phoneNumber,
        interests: w.interests,
        status: w.status,
        createdAt: w.createdAt,
      })),
    newsletter: db
      .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(memberNewsletterWhere(m))
      .all(),
    emailChanges: db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, user.id))
      .orderBy(asc(emailChanges.createdAt))
      .all()
      .map((c) => ({
        oldEmail: c.oldEmail,
        newEmail: c.newEmail,
        requestedAt: c.createdAt,
        confirmedAt: c.confirmedAt,
        undoneAt: c.undoneAt,
      })),
    sessions: db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(asc(sessions.createdAt))
      .all()
      .map((s) => ({
        device: deviceName(s.userAgent),
        createdAt: s.createdAt,
        lastActiveAt: s.lastUsedAt ?? s.createdAt,
      })),
    passkeys: memberPasskeys(db, user.id).map((p) => ({
      name: p.name,
      createdAt: p.createdAt,
      lastUsedAt: p.lastUsedAt,
    })),
  };
}
