import { Hono } from 'hono';
import type { WaitlistResponse } from '@shared/api';
import { WaitlistSchema } from '@shared/schemas/waitlist';
import { validateJson } from '../middleware/validate';
import type { FormsDeps } from './forms-deps';
import { addToWaitlist } from './submissions';

export function waitlistRoutes({ db, clock }: FormsDeps) {
  return new Hono().post('/', validateJson(WaitlistSchema), (c) => {
    const id = addToWaitlist(db, c.req.valid('json'), clock());
    return c.json<WaitlistResponse>({ id, message: 'Successfully Joined!' }, 201);
  });
}
