/** The console's Today (issue 22): the counts of what waits, each what its filtered list shows. */
import { describe, expect, it } from 'vitest';
import type { PageOf } from '@shared/api';
import {
  CONCIERGE_API,
  type ConciergeInstallment,
  type ConciergeOrder,
  type ConciergeToday,
} from '@shared/concierge-api';
import { type TestApp, type TestClock, withCookie } from '../../helpers/api';
import { getAs, itAnswersEachRole, staffSuite } from '../../helpers/console-calls';
import { insertInstallment, insertOrder } from '../../helpers/orders';
import {
  insertBooking,
  insertMessage,
  insertWaitlistEntry,
  type Person,
} from '../../helpers/staff';

let t: TestApp;
let time: TestClock;
let concierge: Person;
staffSuite(['concierge'], (s) => ({ t, time, concierge } = s));

const today = async () => (await getAs<ConciergeToday>(t, CONCIERGE_API.today, concierge)).body;

describe('who may read Today', () => {
  itAnswersEachRole(
    () => ({ t, time }),
    [['GET /api/concierge/today', (cookie) => t.request(CONCIERGE_API.today, withCookie(cookie))]],
    [],
  );
});

it('is all zeros on a quiet day', async () => {
  expect(await today()).toEqual({
    newBookings: 0,
    quotedBookings: 0,
    newWaitlist: 0,
    unansweredMessages: 0,
    unansweredConsultations: 0,
    unreadThreads: 0,
    unshippedOrders: 0,
    flaggedOrders: 0,
    failedInstallments: 0,
  });
});

it('counts what waits, and only that', async () => {
  insertBooking(t, time);
  insertBooking(t, time);
  insertBooking(t, time, { status: 'quoted' });
  insertBooking(t, time, { status: 'confirmed' });
  insertWaitlistEntry(t, time);
  insertWaitlistEntry(t, time, { status: 'invited' });
  insertMessage(t, time);
  insertMessage(t, time, { status: 'replied' });
  insertMessage(t, time, { kind: 'consultation' });
  insertMessage(t, time, { kind: 'consultation', status: 'handled' });
  // Goods paid and not sent: the shop's and the book; a membership is never sent.
  insertOrder(t, time);
  insertOrder(t, time, { kind: 'book', productId: null });
  insertOrder(t, time, { shippedAt: time.now().toISOString() });
  insertOrder(t, time, { kind: 'membership' });
  insertOrder(t, time, { status: 'pending', paidAt: null });
  // Flagged: a refund owed, and a plan in trouble.
  insertOrder(t, time, {
    status: 'refunded',
    refundReason: 'unit_limit',
    attentionReason: 'refund_failed',
  });
  const trip = insertOrder(t, time, { kind: 'vacation', attentionReason: 'installment_failed' });
  insertInstallment(t, trip, { dueOn: '2025-10-07', status: 'failed' });
  insertInstallment(t, trip, { dueOn: '2025-10-14', status: 'action_required' });
  insertInstallment(t, trip, { dueOn: '2025-10-21', status: 'processing' });
  insertInstallment(t, trip, { dueOn: '2025-10-28', status: 'resolved' });

  const counts = await today();
  expect(counts).toEqual({
    newBookings: 2,
    quotedBookings: 1,
    newWaitlist: 1,
    unansweredMessages: 1,
    unansweredConsultations: 1,
    unreadThreads: 0,
    unshippedOrders: 2,
    flaggedOrders: 2,
    // Failed only: a bank check waiting for the buyer (action_required) is not the club's to do.
    failedInstallments: 1,
  });
  // The count links to the list that shows the same orders.
  const flagged = await getAs<PageOf<ConciergeOrder>>(
    t,
    `${CONCIERGE_API.orders}?filter=flagged`,
    concierge,
  );
  expect(flagged.body.total).toBe(counts.flaggedOrders);
  const unshipped = await getAs<PageOf<ConciergeOrder>>(
    t,
    `${CONCIERGE_API.orders}?filter=unshipped`,
    concierge,
  );
  expect(unshipped.body.total).toBe(counts.unshippedOrders);
  const failed = await getAs<PageOf<ConciergeInstallment>>(
    t,
    `${CONCIERGE_API.installments}?status=failed`,
    concierge,
  );
  expect(failed.body.total).toBe(counts.failedInstallments);
});
