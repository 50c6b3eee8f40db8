/**
 * What each outbox kind's body must look like, from the schemas the API validates with. An item
 * saved by another version of the app is checked before it is sent, so it is never sent broken.
 */
import * as v from 'valibot';
import { BookingSchema } from '@shared/schemas/booking';
import { ContactSchema } from '@shared/schemas/contact';
import { consultationRequestSchema } from '@shared/schemas/consultation-request';
import { NewsletterSchema } from '@shared/schemas/newsletter';
import { ProfileSchema, SelectDestinationSchema } from '@shared/schemas/profile';
import { NewThreadSchema, ThreadMessageSchema, ThreadReadSchema } from '@shared/schemas/threads';
import { WaitlistSchema } from '@shared/schemas/waitlist';
import type { OutboxItem, OutboxKind } from '../db/db';

/** Raise it when a kind's body changes shape, so items saved before are checked. */
export const OUTBOX_ITEM_VERSION = 1;

export const OUTDATED_ITEM_MESSAGE =
  'This request was saved by an older version of the app and can no longer be sent as it is. Please fill in the form again.';

const SCHEMAS: Record<OutboxKind, v.GenericSchema> = {
  waitlist: WaitlistSchema,
  giveaway: WaitlistSchema,
  activation: WaitlistSchema,
  newsletter: NewsletterSchema,
  contact: ContactSchema,
  booking: BookingSchema,
  profile: ProfileSchema,
  'select-destination': SelectDestinationSchema,
  // The shape only: whether its day is still ahead is the server's to judge when it arrives.
  consultation: consultationRequestSchema(''),
  thread: NewThreadSchema,
  'thread-message': ThreadMessageSchema,
  'thread-read': ThreadReadSchema,
};

/** Items of this version were made by the forms that validate them; older ones are checked. */
export function isOutdated(item: OutboxItem): boolean {
  if (item.v === OUTBOX_ITEM_VERSION) return false;
  const schema = SCHEMAS[item.kind] as v.GenericSchema | undefined;
  return !schema || !v.safeParse(schema, item.body).success;
}
