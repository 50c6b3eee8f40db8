/**
 * The conversation payloads (issue 38), one schema each, used by the member's message form, the
 * console's reply form and the routes. Bodies are 1 to 5,000 characters.
 */
import * as v from 'valibot';
import { optionalFilter, searchFilter } from './concierge';
import { requiredMultiLineText, requiredText } from './fields';
import { pagingEntries } from './paging';

export const MESSAGE_BODY_MAX_LENGTH = 5000;
export const SUBJECT_MAX_LENGTH = 120;
export const MESSAGE_BODY_REQUIRED_MESSAGE = 'Please write a message';
export const SUBJECT_REQUIRED_MESSAGE = 'Please give your message a subject';
export const CLIENT_ID_MESSAGE = 'Message id must be a UUID';
export const UNREAD_FILTER_MESSAGE = 'unread must be true or false';

const body = requiredMultiLineText(MESSAGE_BODY_REQUIRED_MESSAGE, MESSAGE_BODY_MAX_LENGTH);
/** The device's UUID for the message: the same id twice is one message. */
const clientId = v.pipe(v.string(CLIENT_ID_MESSAGE), v.uuid(CLIENT_ID_MESSAGE));

/** POST /api/threads: "Ask the concierge", a new general thread with its first message. */
export const NewThreadSchema = v.object({
  subject: requiredText(SUBJECT_REQUIRED_MESSAGE, SUBJECT_MAX_LENGTH),
  body,
  clientId,
});
export type NewThreadInput = v.InferInput<typeof NewThreadSchema>;
export type NewThread = v.InferOutput<typeof NewThreadSchema>;

/** POST /api/threads/:id/messages */
export const ThreadMessageSchema = v.object({ body, clientId });
export type ThreadMessageInput = v.InferInput<typeof ThreadMessageSchema>;
export type ThreadMessageBody = v.InferOutput<typeof ThreadMessageSchema>;

/** POST /api/concierge/threads/:id/messages: staff write online, so no client id. */
export const ConciergeThreadReplySchema = v.object({ body });
export type ConciergeThreadReplyInput = v.InferInput<typeof ConciergeThreadReplySchema>;
export type ConciergeThreadReply = v.InferOutput<typeof ConciergeThreadReplySchema>;

/** GET /api/concierge/threads: the page, `unread` (true: only those awaiting staff) and `q`. */
export const ConciergeThreadQuerySchema = v.object({
  ...pagingEntries,
  unread: optionalFilter(
    v.pipe(
      v.picklist(['true', 'false'], UNREAD_FILTER_MESSAGE),
      v.transform((s) => s === 'true'),
    ),
  ),
  q: searchFilter,
});
export type ConciergeThreadQuery = v.InferOutput<typeof ConciergeThreadQuerySchema>;
