import * as v from 'valibot';
import { WAITLIST_STATUSES } from '../concierge-api';
import { expectedUpdatedAt, NOTE_MAX_LENGTH, optionalFilter, searchFilter } from './concierge';
import { requiredMultiLineText } from './fields';
import { pagingEntries } from './paging';

export const CONTACT_NOTE_REQUIRED_MESSAGE = 'Please add a note about the conversation';

/** GET /api/concierge/waitlist: the page, the status and `q` (first or last name, or email). */
export const ConciergeWaitlistQuerySchema = v.object({
  ...pagingEntries,
  status: optionalFilter(
    v.picklist(WAITLIST_STATUSES, `Status must be one of ${WAITLIST_STATUSES.join(', ')}`),
  ),
  q: searchFilter,
});
export type ConciergeWaitlistQuery = v.InferOutput<typeof ConciergeWaitlistQuerySchema>;

/** POST /api/concierge/waitlist/:id/invite: mails a registration link to the applicant. */
export const WaitlistInviteSchema = v.object({ expectedUpdatedAt });
export type WaitlistInvite = v.InferOutput<typeof WaitlistInviteSchema>;

/**
 * POST /api/concierge/waitlist/:id/contacted: the note says what was said (it replaces the last),
 * so the next person at the club who opens the application knows where it stands.
 */
export const WaitlistContactedSchema = v.object({
  note: requiredMultiLineText(CONTACT_NOTE_REQUIRED_MESSAGE, NOTE_MAX_LENGTH),
  expectedUpdatedAt,
});
export type WaitlistContactedInput = v.InferInput<typeof WaitlistContactedSchema>;
export type WaitlistContacted = v.InferOutput<typeof WaitlistContactedSchema>;
