import * as v from 'valibot';
import { MESSAGE_KINDS, MESSAGE_STATUSES } from '../concierge-api';
import { expectedUpdatedAt, optionalFilter, searchFilter } from './concierge';
import { requiredMultiLineText } from './fields';
import { pagingEntries } from './paging';

export const REPLY_MAX_LENGTH = 5000;
export const REPLY_REQUIRED_MESSAGE = 'Please write a reply';

/** GET /api/concierge/messages: the page, kind, status and `q` (name, email or subject). */
export const ConciergeMessageQuerySchema = v.object({
  ...pagingEntries,
  kind: optionalFilter(
    v.picklist(MESSAGE_KINDS, `Kind must be one of ${MESSAGE_KINDS.join(', ')}`),
  ),
  status: optionalFilter(
    v.picklist(MESSAGE_STATUSES, `Status must be one of ${MESSAGE_STATUSES.join(', ')}`),
  ),
  q: searchFilter,
});
export type ConciergeMessageQuery = v.InferOutput<typeof ConciergeMessageQuerySchema>;

/** POST /api/concierge/messages/:id/reply: mailed to the sender and kept with the message. */
export const MessageReplySchema = v.object({
  body: requiredMultiLineText(REPLY_REQUIRED_MESSAGE, REPLY_MAX_LENGTH),
  expectedUpdatedAt,
});
export type MessageReplyInput = v.InferInput<typeof MessageReplySchema>;
export type MessageReplyBody = v.InferOutput<typeof MessageReplySchema>;

/** POST /api/concierge/messages/:id/handled */
export const MessageHandledSchema = v.object({ expectedUpdatedAt });
export type MessageHandled = v.InferOutput<typeof MessageHandledSchema>;
