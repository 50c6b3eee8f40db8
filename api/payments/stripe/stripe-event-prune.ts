import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stripeEvents } from '../../db/schema/payments';

/** Stripe redelivers an event for up to 3 days; a month of ids answers every replay. */
const STRIPE_EVENT_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** Forgets the ids of Stripe events received longer ago than any replay (api/ops/prune.ts). */
export const pruneStripeEvents = (db: Db, now: Date): number =>
  db
    .delete(stripeEvents)
    .where(
      lt(stripeEvents.receivedAt, new Date(now.getTime() - STRIPE_EVENT_KEEP_MS).toISOString()),
    )
    .run().changes;
