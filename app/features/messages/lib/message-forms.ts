/** The forms' parts of the shared payload schemas: the client id is the outbox's to add. */
import * as v from 'valibot';
import { NewThreadSchema, ThreadMessageSchema } from '@shared/schemas/threads';

export const ReplyFormSchema = v.pick(ThreadMessageSchema, ['body']);
export type ReplyFields = v.InferOutput<typeof ReplyFormSchema>;

export const NewConversationFormSchema = v.pick(NewThreadSchema, ['subject', 'body']);
export type NewConversationFields = v.InferOutput<typeof NewConversationFormSchema>;
