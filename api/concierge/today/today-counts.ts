/**
 * What waits for the club today (the console's first screen): a COUNT per figure, each over an
 * index that starts with its status (db/schema/), each asked of the slice that owns the table, the inbox's two in one grouped pass. The orders'
 * two share one scan of the table, since their flags are unindexed: about 25 ms at 100,000 orders
 * (scripts/bench/concierge.ts).
 */
import type { ConciergeToday } from '@shared/concierge-api';
import { countBookings } from '../../bookings';
import type { Db } from '../../db/client';
import { countNewWaitlist, unansweredByKind } from '../../forms';
import { countFailedInstallments, ordersWaiting } from '../../payments';
import { threadsAwaitingStaff } from '../../threads';

export function todayCounts(db: Db): ConciergeToday {
  const inbox = unansweredByKind(db);
  const waiting = ordersWaiting(db);
  return {
    newBookings: countBookings(db, 'pending'),
    quotedBookings: countBookings(db, 'quoted'),
    newWaitlist: countNewWaitlist(db),
    unansweredMessages: inbox('contact'),
    unansweredConsultations: inbox('consultation'),
    unreadThreads: threadsAwaitingStaff(db),
    unshippedOrders: waiting.unshippedOrders,
    flaggedOrders: waiting.flaggedOrders,
    // The buyer's bank check (action_required) is theirs to do; a failure is the club's to see.
    failedInstallments: countFailedInstallments(db),
  };
}
