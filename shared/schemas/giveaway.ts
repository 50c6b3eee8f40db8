import * as v from 'valibot';
import { email, phone, requiredText } from './fields';

const entrant = {
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  email: email('Invalid email address'),
  phoneNumber: phone('Phone number must be at least 10 digits'),
};

/** /won: the gifted-getaway activation form (spec 5). Sent as POST /api/waitlist with its tag. */
export const ActivationSchema = v.object(entrant);
export type Activation = v.InferOutput<typeof ActivationSchema>;

/** /enter: the giveaway entry form (spec 5), with the 21+ rules checkbox kept on the client. */
export const GiveawayEntrySchema = v.object({
  ...entrant,
  agreeToRules: v.literal(true, 'You must agree to the rules and confirm you are 21+'),
});
export type GiveawayEntry = v.InferOutput<typeof GiveawayEntrySchema>;
