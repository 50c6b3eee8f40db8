/**
 * What the public forms store: a waitlist application, a newsletter signup, a contact message and
 * a consultation request, one insert each (.run(), never .returning().get(), which leaves a
 * statement open so the WAL cannot be checkpointed: PITFALLS.md "SQLite under load").
 */
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/api';
import type { ConsultationRequestBody } from '@shared/schemas/consultation-request';
import type { Contact } from '@shared/schemas/contact';
import type { Waitlist } from '@shared/schemas/waitlist';
import type { Db } from '../db/client';
import { openThread, threadSubjects } from '../threads';
import { contactMessages, newsletterSubscribers, waitlist } from '../db/schema/forms';

/** Not unique by email: the giveaway entry and the activation post here with the same person. */
export function addToWaitlist(db: Db, input: Waitlist, now: Date): number {
  const at = now.toISOString();
  const { lastInsertRowid } = db
    .insert(waitlist)
    .values({ ...input, email: input.email.toLowerCase(), createdAt: at, updatedAt: at })
    .run();
  return Number(lastInsertRowid);
}

/** A repeat stores nothing, and the caller answers it as a new one (no list discovery). */
export function subscribe(db: Db, email: string, now: Date): void {
  db.insert(newsletterSubscribers)
    .values({ email: email.toLowerCase(), createdAt: now.toISOString() })
    .onConflictDoNothing()
    .run();
}

export function storeContactMessage(
  db: Db,
  input: Contact,
  userId: string | null,
  now: Date,
): number {
  const at = now.toISOString();
  const { lastInsertRowid } = db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      // The subject is optional: store "none given" as null rather than an empty string.
      subject: input.subject || null,
      type: input.type,
      message: input.message,
      // The console shows who wrote it when a member did; visitors write signed out.
      userId,
      createdAt: at,
      updatedAt: at,
    })
    .run();
  return Number(lastInsertRowid);
}

/** A visitor's request carries no name or address: the console shows the phone or Apple ID. */
const GUEST = { userId: null, name: 'Guest', email: '' };

const sender = (user: SessionUser | null) => {
  if (!user) return GUEST;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return { userId: user.id, name: name || user.email, email: user.email };
};

export type ConsultationStored =
  | { kind: 'created'; id: number }
  /** the same request again, from its sender: it is in the inbox once */
  | { kind: 'held'; id: number }
  /** another sender's request id */
  | { kind: 'taken' };

export function storeConsultation(
  db: Db,
  input: ConsultationRequestBody,
  user: SessionUser | null,
  now: Date,
): ConsultationStored {
  const from = sender(user);
  const at = now.toISOString();
  // updatedAt is set by hand because the column's SQL default would win over drizzle's.
  const { changes, lastInsertRowid } = db.transaction((tx) => {
    const stored = tx
      .insert(contactMessages)
      .values({
        ...from,
        kind: 'consultation',
        message: input.message,
        phoneNumber: input.phoneNumber || null,
        details: {
          callType: input.callType,
          preferredDate: input.preferredDate,
          preferredTime: input.preferredTime,
          topic: input.topic,
          appleId: input.appleId || null,
        },
        clientId: input.id,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: contactMessages.clientId })
      .run();
    // A member's request has its conversation with the concierge from the start (issue 38).
    if (stored.changes === 1 && from.userId) {
      const refId = String(stored.lastInsertRowid);
      const subject = threadSubjects.consultation(input.topic);
      openThread(tx, { userId: from.userId, kind: 'consultation', refId, subject }, now);
    }
    return stored;
  });
  if (changes === 1) return { kind: 'created', id: Number(lastInsertRowid) };
  // The same request again past the idempotency key's life (a device restored from a backup).
  const [held] = db
    .select({ id: contactMessages.id, userId: contactMessages.userId })
    .from(contactMessages)
    .where(eq(contactMessages.clientId, input.id))
    .all();
  if (held && held.userId === from.userId) return { kind: 'held', id: held.id };
  return { kind: 'taken' };
}
