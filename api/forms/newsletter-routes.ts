import { Hono } from 'hono';
import type { NewsletterResponse } from '@shared/api';
import { NewsletterSchema } from '@shared/schemas/newsletter';
import { newsletterSubscribers } from '../db/schema/forms';
import { validateJson } from '../middleware/validate';
import type { FormsDeps } from './forms-deps';

export const SUBSCRIBED_MESSAGE = 'Subscribed';

/**
 * A known address gets exactly the answer a new one gets, so the form cannot be used to learn
 * who is on the list; a repeat stores nothing.
 */
export function newsletterRoutes({ db, clock }: FormsDeps) {
  return new Hono().post('/', validateJson(NewsletterSchema), (c) => {
    const email = c.req.valid('json').email.toLowerCase();
    db.insert(newsletterSubscribers)
      .values({ email, createdAt: clock().toISOString() })
      .onConflictDoNothing()
      .run();
    return c.json<NewsletterResponse>({ message: SUBSCRIBED_MESSAGE }, 201);
  });
}
