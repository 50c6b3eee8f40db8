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
    const now = clock().toISOString();
    // Not unique by email: the giveaway entry and the activation post here with the same person.
    // .run(), not .returning().get(): that leaves a statement open and the WAL cannot be
    // checkpointed (PITFALLS.md "SQLite under load").
    const { lastInsertRowid } = db
      .insert(waitlist)
      .values({ ...input, email: input.email.toLowerCase(), createdAt: now, updatedAt: now })
      .run();
    const id = Number(lastInsertRowid);
    return c.json<WaitlistResponse>({ id, message: 'Successfully Joined!' }, 201);
  });
}
