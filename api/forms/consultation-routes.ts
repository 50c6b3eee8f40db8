/**
 * POST /api/consultations: a consultation request from the wizard, sent by the app's outbox
 * (exactly once through the idempotency middleware), lands in the console's inbox beside the
 * contact messages (issue 22).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ConsultationResponse, SessionUser } from '@shared/api';
import {
  consultationRequestSchema,
  earliestConsultationDay,
  REQUEST_ID_TAKEN_MESSAGE,
  type ConsultationRequestSchema,
} from '@shared/schemas/consultation-request';
import { contactMessages } from '../db/schema/forms';
import { errorBody } from '../errors';
import { validateJson } from '../middleware/validate';
import type { Clock } from '../runtime';
import type { SessionEnv } from '../middleware/session-env';
import type { FormsDeps } from './forms-deps';

/** A visitor's request carries no name or address: the console shows the phone or Apple ID. */
const GUEST = { userId: null, name: 'Guest', email: '' };

const sender = (user: SessionUser | null) => {
  if (!user) return GUEST;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return { userId: user.id, name: name || user.email, email: user.email };
};

/** The wizard's schema with the server's "today", which moves with the clock. */
const validRequest =
  (clock: Clock): ReturnType<typeof validateJson<ConsultationRequestSchema>> =>
  (c, next) =>
    validateJson(consultationRequestSchema(earliestConsultationDay(clock())))(c, next);

export function consultationRoutes({ db, clock }: FormsDeps) {
  return new Hono<SessionEnv>().post('/', validRequest(clock), (c) => {
    const input = c.req.valid('json');
    const from = sender(c.var.user);
    const now = clock().toISOString();
    // .run(), not .returning().get() (PITFALLS.md "SQLite under load"); updatedAt is set by hand
    // because the column's SQL default would win over drizzle's.
    const { changes, lastInsertRowid } = db
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
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: contactMessages.clientId })
      .run();
    if (changes === 1) {
      return c.json<ConsultationResponse>(
        { id: Number(lastInsertRowid), message: 'Consultation Booked!' },
        201,
      );
    }
    // The same request again past the idempotency key's life (a device restored from a backup):
    // it is in the inbox once, and its sender is told so; anyone else is refused.
    const [held] = db
      .select({ id: contactMessages.id, userId: contactMessages.userId })
      .from(contactMessages)
      .where(eq(contactMessages.clientId, input.id))
      .all();
    if (held && held.userId === from.userId) {
      return c.json<ConsultationResponse>({ id: held.id, message: 'Consultation Booked!' }, 200);
    }
    return c.json(errorBody(REQUEST_ID_TAKEN_MESSAGE), 409);
  });
}
