import { Hono } from 'hono';
import type { NewsletterResponse } from '@shared/api';
import { NewsletterSchema } from '@shared/schemas/newsletter';
import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema';
import { validateJson } from '../middleware/validate';
import type { Clock } from '../runtime';

export function newsletterRoutes(db: Db, clock: Clock) {
  return new Hono().post('/', validateJson(NewsletterSchema), (c) => {
    const email = c.req.valid('json').email.toLowerCase();
    const inserted = db
      .insert(newsletterSubscribers)
      .values({ email, createdAt: clock().toISOString() })
      .onConflictDoNothing()
      .run();
    if (inserted.changes === 0) {
      return c.json<NewsletterResponse>({ message: "You're already subscribed." }, 200);
    }
    return c.json<NewsletterResponse>({ message: 'Subscribed' }, 201);
  });
}
