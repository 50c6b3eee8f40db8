import * as v from 'valibot';
import { consultationSchema } from './consultation';
import { addDays } from './fields';

export const REQUEST_ID_MESSAGE = 'Request id must be a UUID';
/** Another sender's request already holds the id: a UUID is never shared by chance. */
export const REQUEST_ID_TAKEN_MESSAGE = 'This request id is already in use';

/**
 * POST /api/consultations, as the wizard's outbox item carries it: the wizard's fields plus the
 * client UUID the request is kept under on the device. One schema for the payload and the route.
 */
export function consultationRequestSchema(today: string) {
  return v.object({
    ...consultationSchema(today).entries,
    id: v.pipe(v.string(REQUEST_ID_MESSAGE), v.uuid(REQUEST_ID_MESSAGE)),
  });
}

export type ConsultationRequestSchema = ReturnType<typeof consultationRequestSchema>;
export type ConsultationRequestBody = v.InferOutput<ConsultationRequestSchema>;

/**
 * The server's "today" for the wizard's date: it does not know the member's time zone, and every
 * zone's date is at most a day behind UTC's, so a member west of UTC is never refused their today.
 */
export const earliestConsultationDay = (now: Date) => addDays(now.toISOString().slice(0, 10), -1);
