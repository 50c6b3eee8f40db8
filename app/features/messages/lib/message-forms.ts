/** The forms' parts of the shared payload schemas: the client id is the outbox's to add. */
import * as v from 'valibot';
import { NewThreadSchema, replyEntries, wordsOrFiles } from '@shared/schemas/threads';

/** A reply: words, the ids of files already uploaded, or both (as the endpoint asks). */
export const ReplyFormSchema = v.pipe(v.object(replyEntries), wordsOrFiles());
export type ReplyInput = v.InferInput<typeof ReplyFormSchema>;
export type ReplyFields = v.InferOutput<typeof ReplyFormSchema>;

export const NewConversationFormSchema = v.pick(NewThreadSchema, ['subject', 'body']);
export type NewConversationFields = v.InferOutput<typeof NewConversationFormSchema>;
