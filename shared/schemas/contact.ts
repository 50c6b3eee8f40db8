import * as v from 'valibot';
import { CONTACT_TYPES } from '../constants';
import { optionalText, requiredMultiLineText, requiredText } from './fields';

/** Spec 8: a missing required field is reported as the toast 'Required Fields'. */
export const CONTACT_REQUIRED_MESSAGE = 'Please fill in all required fields.';

/** POST /api/contact (spec 2.5, 5). */
export const ContactSchema = v.object({
  name: requiredText(CONTACT_REQUIRED_MESSAGE, 120),
  email: v.pipe(
    requiredText(CONTACT_REQUIRED_MESSAGE, 254),
    v.email('Please enter a valid email address'),
  ),
  subject: optionalText(200),
  type: v.optional(v.picklist(CONTACT_TYPES, 'Please choose an inquiry type'), 'general'),
  message: requiredMultiLineText(CONTACT_REQUIRED_MESSAGE, 5000),
});

export type ContactInput = v.InferInput<typeof ContactSchema>;
export type Contact = v.InferOutput<typeof ContactSchema>;
