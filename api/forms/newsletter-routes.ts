import { Hono } from 'hono';
import type { NewsletterResponse } from '@shared/api';
import { NewsletterSchema } from '@shared/schemas/newsletter';
import { validateJson } from '../middleware/validate';
import type { FormsDeps } from './forms-deps';
import { subscribe } from './submissions';

export const SUBSCRIBED_MESSAGE = 'Subscribed';

/**
 * A known address gets exactly the answer a new one gets, so the form cannot be used to learn
 * who is on the list; a repeat stores nothing.
 */
export function newsletterRoutes({ db, clock }: FormsDeps) {
  return new Hono().post('/', validateJson(NewsletterSchema), (c) => {
    subscribe(db, c.req.valid('json').email, clock());
    return c.json<NewsletterResponse>({ message: SUBSCRIBED_MESSAGE }, 201);
  });
}
