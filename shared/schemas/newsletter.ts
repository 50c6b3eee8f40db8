import * as v from 'valibot';
import { email } from './fields';

/** POST /api/newsletter: the footer form. */
export const NewsletterSchema = v.object({
  email: email('Please enter a valid email address'),
});

export type Newsletter = v.InferOutput<typeof NewsletterSchema>;
