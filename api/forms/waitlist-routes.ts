import { Hono } from 'hono';
import type { WaitlistResponse } from '@shared/api';
import { WaitlistSchema } from '@shared/schemas/waitlist';
import { waitlist } from '../db/schema/forms';
import { validateJson } from '../middleware/validate';
import type { FormsDeps } from './forms-deps';

export function waitlistRoutes({ db, clock }: FormsDeps) {
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
