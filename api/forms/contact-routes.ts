import { Hono } from 'hono';
import type { ContactResponse } from '@shared/api';
import { ContactSchema } from '@shared/schemas/contact';
import { validateJson } from '../middleware/validate';
import type { SessionEnv } from '../middleware/session-env';
import type { FormsDeps } from './forms-deps';
import { storeContactMessage } from './submissions';

export function contactRoutes({ db, clock }: FormsDeps) {
  return new Hono<SessionEnv>().post('/', validateJson(ContactSchema), (c) => {
    const id = storeContactMessage(db, c.req.valid('json'), c.var.user?.id ?? null, clock());
    return c.json<ContactResponse>({ id, message: 'Message Sent Successfully' }, 201);
  });
}
