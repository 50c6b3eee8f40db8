/** Columns every table writes the same way: ISO-8601 UTC text, set by drizzle on insert. */
import { text } from 'drizzle-orm/sqlite-core';

export const nowIso = () => new Date().toISOString();
export const createdAt = () => text('created_at').notNull().$defaultFn(nowIso);
export const updatedAt = () => text('updated_at').notNull().$defaultFn(nowIso);
