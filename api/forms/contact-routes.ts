import { Hono } from 'hono';
import type { ContactResponse } from '@shared/api';
import { ContactSchema } from '@shared/schemas/contact';
import { contactMessages } from '../db/schema/forms';
import { validateJson } from '../middleware/validate';
import type { SessionEnv } from '../middleware/session-env';
import type { FormsDeps } from './forms-deps';

export function contactRoutes({ db, clock }: FormsDeps) {
  return new Hono<SessionEnv>().post('/', validateJson(ContactSchema), (c) => {
    const input = c.req.valid('json');
    const now = clock().toISOString();
    // .run(), not .returning().get() (PITFALLS.md "SQLite under load").
    const { lastInsertRowid } = db
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        // The subject is optional: store "none given" as null rather than an empty string.
        subject: input.subject || null,
        type: input.type,
        message: input.message,
        // The console shows who wrote it when a member did; visitors write signed out.
        userId: c.var.user?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    const id = Number(lastInsertRowid);
    return c.json<ContactResponse>({ id, message: 'Message Sent Successfully' }, 201);
  });
}
