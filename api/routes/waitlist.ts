import { Hono } from 'hono';
import type { WaitlistResponse } from '@shared/api';
import { WaitlistSchema } from '@shared/schemas/waitlist';
import type { Db } from '../db/client';
import { waitlist } from '../db/schema';
import { validateJson } from '../middleware/validate';
import type { Clock } from '../runtime';

export function waitlistRoutes(db: Db, clock: Clock) {
  return new Hono().post('/', validateJson(WaitlistSchema), (c) => {
    const input = c.req.valid('json');
    // Not unique by email: the giveaway entry and the activation post here with the same person.
    const row = db
      .insert(waitlist)
      .values({ ...input, email: input.email.toLowerCase(), createdAt: clock().toISOString() })
      .returning({ id: waitlist.id })
      .get();
    return c.json<WaitlistResponse>({ id: row.id, message: 'Successfully Joined!' }, 201);
  });
}
