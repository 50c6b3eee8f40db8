/**
 * POST /api/consultations: a consultation request from the wizard, sent by the app's outbox
 * (exactly once through the idempotency middleware), lands in the console's inbox beside the
 * contact messages (issue 22).
 */
import { Hono } from 'hono';
import type { ConsultationResponse } from '@shared/api';
import {
  consultationRequestSchema,
  earliestConsultationDay,
  REQUEST_ID_TAKEN_MESSAGE,
  type ConsultationRequestSchema,
} from '@shared/schemas/consultation-request';
import { errorBody } from '../errors';
import { validateJson } from '../middleware/validate';
import type { Clock } from '../runtime';
import type { SessionEnv } from '../middleware/session-env';
import type { FormsDeps } from './forms-deps';
import { storeConsultation } from './submissions';

/** The wizard's schema with the server's "today", which moves with the clock. */
const validRequest =
  (clock: Clock): ReturnType<typeof validateJson<ConsultationRequestSchema>> =>
  (c, next) =>
    validateJson(consultationRequestSchema(earliestConsultationDay(clock())))(c, next);

export function consultationRoutes({ db, clock }: FormsDeps) {
  return new Hono<SessionEnv>().post('/', validRequest(clock), (c) => {
    const stored = storeConsultation(db, c.req.valid('json'), c.var.user, clock());
    if (stored.kind === 'created') {
      return c.json<ConsultationResponse>({ id: stored.id, message: 'Consultation Booked!' }, 201);
    }
    // The same request again past the idempotency key's life (a device restored from a backup):
    // it is in the inbox once, and its sender is told so; anyone else is refused.
    if (stored.kind === 'held') {
      return c.json<ConsultationResponse>({ id: stored.id, message: 'Consultation Booked!' }, 200);
    }
    return c.json(errorBody(REQUEST_ID_TAKEN_MESSAGE), 409);
  });
}
