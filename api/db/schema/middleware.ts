/** The idempotency records and rate-limit windows of the middleware (api/middleware). */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/**
 * Idempotency records (DESIGN.md "Exactly once"). A client key is scoped by `scope`
 * (method + path, later + user id), so the primary key is the pair.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_flight', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.scope] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Fixed-window hit counters of the rate limiter (middleware/rate-limit.ts), in the database so a
 * restart does not hand an attacker a fresh allowance. `key` includes the limit's name.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: text('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
