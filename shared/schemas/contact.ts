import * as v from 'valibot';
import { CONTACT_TYPES } from '../constants';

/** Spec 8: a missing required field is reported as the toast 'Required Fields'. */
export const CONTACT_REQUIRED_MESSAGE = 'Please fill in all required fields.';

const required = (max: number) =>
  v.pipe(
    v.string(CONTACT_REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(CONTACT_REQUIRED_MESSAGE),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

/** POST /api/contact (spec 2.5, 5). */
export const ContactSchema = v.object({
  name: required(120),
  email: v.pipe(required(254), v.email('Please enter a valid email address')),
  subject: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, 'Must be at most 200 characters')),
    '',
  ),
  type: v.optional(v.picklist(CONTACT_TYPES, 'Please choose an inquiry type'), 'general'),
  message: required(5000),
});

export type ContactInput = v.InferInput<typeof ContactSchema>;
export type Contact = v.InferOutput<typeof ContactSchema>;
