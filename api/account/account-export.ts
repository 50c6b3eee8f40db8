/**
 * GET /api/user/export's file (issue 24; GDPR art. 15 and 20, CCPA's right to know): everything
 * the club holds about the member, in one JSON document. Never a password hash, a token, a
 * session key or a payment provider's id: sessions and passkeys appear by name and dates only.
 */
import { asc, eq } from 'drizzle-orm';
import type { AccountExport, ExportedMessage } from '@shared/account-api';
import type { Db } from '../db/client';
import type { MemberRef } from '../db/member-ref';
import { emailChanges } from '../db/schema/account';
import { exportedSessions, findAccountRow, memberPasskeys, toCurrentUser } from '../auth';
import { exportedBookings } from '../bookings';
import { repliesTo } from '../concierge';
import { exportedNewsletter, exportedWaitlist, memberMessageRows } from '../forms';
import { exportedOrders } from '../payments';
import { memberItineraries } from '../itinerary';
import { exportedPushSubscriptions } from '../push';
import { memberThreads } from '../threads';

function exportedMessages(db: Db, m: MemberRef): { kind: string; message: ExportedMessage }[] {
  const rows = memberMessageRows(db, m);
  const replies = repliesTo(
    db,
    rows.map((r) => r.id),
  );
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
  const user = findAccountRow(db, userId);
  if (!user) return null;
  const m: MemberRef = { id: user.id, email: user.email };
  const messages = exportedMessages(db, m);
  const byKind = (kind: string) => messages.filter((x) => x.kind === kind).map((x) => x.message);

  return {
    exportedAt: now.toISOString(),
    profile: { ...toCurrentUser(user), authProvider: user.authProvider },
    bookings: exportedBookings(db, m),
    orders: exportedOrders(db, m),
    consultations: byKind('consultation'),
    contactMessages: byKind('contact'),
    waitlist: exportedWaitlist(db, m),
    newsletter: exportedNewsletter(db, m),
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
    sessions: exportedSessions(db, user.id),
    conversations: memberThreads(db, user.id).map(({ kind, subject, messages }) => ({
      kind,
      subject,
      messages: messages.map(({ author, body, createdAt, attachments = [] }) => ({
        author,
        body,
        createdAt,
        // What each file is; its bytes are the member's to open in the conversation.
        attachments: attachments.map(({ name, kind, contentType, size }) => ({
          name,
          kind,
          contentType,
          size,
        })),
      })),
    })),
    itineraries: memberItineraries(db, user.id).map(({ bookingId, items, updatedAt }) => ({
      bookingId,
      items,
      updatedAt,
    })),
    passkeys: memberPasskeys(db, user.id).map((p) => ({
      name: p.name,
      createdAt: p.createdAt,
      lastUsedAt: p.lastUsedAt,
    })),
    pushSubscriptions: exportedPushSubscriptions(db, user.id),
  };
}
