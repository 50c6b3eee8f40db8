/**
 * The SQLite schema (spec section 3). Conventions: timestamps are ISO-8601 UTC text
 * (`2025-09-20T12:00:00.000Z`, sorts correctly as text); money in the spec's decimal(10,2)
 * columns is integer cents so no value is ever rounded; booleans are 0/1 integers.
 *
 * One file per owner (STYLE.md "Our tree"): a slice imports only its own tables, through its own
 * modules, and reaches another slice's rows through that slice's index. This index gathers them
 * all for db/client.ts, the migrator and drizzle-kit, which see one schema.
 */
export * from './catalog';
export * from './auth';
export * from './account';
export * from './bookings';
export * from './forms';
export * from './concierge';
export * from './payments';
export * from './sync';
export * from './threads';
export * from './itinerary';
export * from './mail';
export * from './middleware';
export * from './push';
export * from './journal';
