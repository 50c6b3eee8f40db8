/**
 * The member's conversation payloads (issue 38), one schema each, used by the message forms and
 * the routes (the console's are in concierge-threads.ts). Bodies are 1 to 5,000 characters; a
 * message with files may have none.
 */
import * as v from 'valibot';
import { optionalMultiLineText, requiredMultiLineText, requiredText } from './fields';
import { attachmentIds } from './thread-attachments';

export const MESSAGE_BODY_MAX_LENGTH = 5000;
export const SUBJECT_MAX_LENGTH = 120;
export const MESSAGE_BODY_REQUIRED_MESSAGE = 'Please write a message';
export const SUBJECT_REQUIRED_MESSAGE = 'Please give your message a subject';
export const CLIENT_ID_MESSAGE = 'Message id must be a UUID';

/** A message's words, either side's. */
export const messageBody = requiredMultiLineText(
  MESSAGE_BODY_REQUIRED_MESSAGE,
  MESSAGE_BODY_MAX_LENGTH,
);
/**
 * A reply's entries, either side's: words, files, or both. `wordsOrFiles` then asks for one of
 * them, with the message on the words' field, where the form shows it.
 */
export const replyEntries = {
  body: optionalMultiLineText(MESSAGE_BODY_MAX_LENGTH),
  attachmentIds,
};

export type Reply = {
  body: string;
  attachmentIds: string[];
};

export const wordsOrFiles = <T extends Reply>() =>
  v.forward<T, v.CheckIssue<T>, ['body']>(
    v.check<T, string>(
      (input) => input.body !== '' || input.attachmentIds.length > 0,
      MESSAGE_BODY_REQUIRED_MESSAGE,
    ),
    // TypeScript cannot walk a path through a type parameter; every Reply has `body`.
    ['body'] as Parameters<typeof v.forward<T, v.CheckIssue<T>, ['body']>>[1],
  );

/** The device's UUID for the message: the same id twice is one message. */
const clientId = v.pipe(v.string(CLIENT_ID_MESSAGE), v.uuid(CLIENT_ID_MESSAGE));

/** POST /api/threads: "Ask the concierge", a new general thread with its first message. */
export const NewThreadSchema = v.object({
  subject: requiredText(SUBJECT_REQUIRED_MESSAGE, SUBJECT_MAX_LENGTH),
  body: messageBody,
  clientId,
});
export type NewThreadInput = v.InferInput<typeof NewThreadSchema>;
export type NewThread = v.InferOutput<typeof NewThreadSchema>;

/** POST /api/threads/:id/messages: words, files (uploaded first), or both. */
export const ThreadMessageSchema = v.pipe(
  v.object({ ...replyEntries, clientId }),
  wordsOrFiles<Reply & { clientId: string }>(),
);
export type ThreadMessageInput = v.InferInput<typeof ThreadMessageSchema>;
export type ThreadMessageBody = v.InferOutput<typeof ThreadMessageSchema>;

export const READ_UP_TO_MESSAGE = 'The message read up to must be named by its id';

/**
 * POST /api/threads/:id/read: read up to the newest message the member saw (`upTo`), so a mark
 * that waited in the outbox does not also cover answers that arrived after it was made. Without
 * `upTo` (a mark queued by an older version of the app) the thread is read to its newest message.
 */
export const ThreadReadSchema = v.object({
  upTo: v.optional(
    v.pipe(
      v.number(READ_UP_TO_MESSAGE),
      v.safeInteger(READ_UP_TO_MESSAGE),
      v.minValue(1, READ_UP_TO_MESSAGE),
    ),
  ),
});
export type ThreadRead = v.InferOutput<typeof ThreadReadSchema>;
