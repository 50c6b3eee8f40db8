import * as v from 'valibot';
import { WAITLIST_INTERESTS } from '../constants';
import { email, phone, requiredText } from './fields';

/** POST /api/waitlist: the waitlist form, the giveaway entry and the gifted-getaway activation. */
export const WaitlistSchema = v.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  email: email('Invalid email address'),
  phoneNumber: phone('Phone number must be at least 10 digits'),
  interests: v.optional(
    v.picklist(Object.values(WAITLIST_INTERESTS), 'Unknown interest'),
    WAITLIST_INTERESTS.waitlist,
  ),
});

export type WaitlistInput = v.InferInput<typeof WaitlistSchema>;
export type Waitlist = v.InferOutput<typeof WaitlistSchema>;
