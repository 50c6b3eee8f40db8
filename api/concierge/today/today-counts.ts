/**
 * What waits for the club today (the console's first screen): a COUNT per figure, each over an
 * index that starts with its status (schema.ts), the inbox's two in one grouped pass. The orders'
 * two share one scan of the table, since their flags are unindexed: about 25 ms at 100,000 orders
 * (scripts/bench/concierge.ts).
 */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { ConciergeToday } from '@shared/concierge-api';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { contactMessages, waitlist } from '../../db/schema/forms';
import { orders, scheduledCharges } from '../../db/schema/payments';
import { FLAGGED_ORDER, UNSHIPPED_ORDER } from '../../payments';

const counter = (db: Db) => (table: SQLiteTable, where: SQL | undefined) =>
  db.select({ n: count() }).from(table).where(where).all()[0]?.n ?? 0;

/** Both kinds of the inbox in one pass over the status index (new messages are the few). */
function unanswered(db: Db) {
  const byKind = db
    .select({ kind: contactMessages.kind, n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'))
    .groupBy(contactMessages.kind)
    .all();
  return (kind: string) => byKind.find((row) => row.kind === kind)?.n ?? 0;
}

/** Unshipped and flagged orders in one pass over the table (the flags are unindexed). */
function ordersWaiting(db: Db) {
  const [row] = db
    .select({
      unshipped: sql<number>`count(*) FILTER (WHERE ${UNSHIPPED_ORDER})`,
      flagged: sql<number>`count(*) FILTER (WHERE ${FLAGGED_ORDER})`,
    })
    .from(orders)
    .all();
  return { unshippedOrders: row?.unshipped ?? 0, flaggedOrders: row?.flagged ?? 0 };
}

export function todayCounts(db: Db): ConciergeToday {
  const n = counter(db);
  const inbox = unanswered(db);
  const waiting = ordersWaiting(db);
  return {
    newBookings: n(bookings, eq(bookings.status, 'pending')),
    quotedBookings: n(bookings, eq(bookings.status, 'quoted')),
    newWaitlist: n(waitlist, eq(waitlist.status, 'new')),
    unansweredMessages: inbox('contact'),
    unansweredConsultations: inbox('consultation'),
    unshippedOrders: waiting.unshippedOrders,
    flaggedOrders: waiting.flaggedOrders,
    // The buyer's bank check (action_required) is theirs to do; a failure is the club's to see.
    failedInstallments: n(scheduledCharges, eq(scheduledCharges.status, 'failed')),
  };
}
