/** The console's Today (issue 22): the counts of what waits, each what its filtered list shows. */
import { describe, expect, it } from 'vitest';
import type { PageOf } from '@shared/api';
import {
  CONCIERGE_API,
  type ConciergeInstallment,
  type ConciergeOrder,
  type ConciergeToday,
} from '@shared/concierge-api';
import { withCookie } from '../../helpers/api';
import { getAs, itAnswersEachRole, staffSuite } from '../../helpers/console-calls';
import { insertInstallment, insertOrder } from '../../helpers/orders';
import { insertBooking, insertMessage, insertWaitlistEntry } from '../../helpers/staff';

const s = staffSuite(['concierge']);

const today = async () => (await getAs<ConciergeToday>(s.t, CONCIERGE_API.today, s.concierge)).body;

describe('who may read Today', () => {
  itAnswersEachRole(
    () => s,
    [
      [
        'GET /api/concierge/today',
        (cookie) => s.t.request(CONCIERGE_API.today, withCookie(cookie)),
      ],
    ],
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
  insertBooking(s.t, s.time);
  insertBooking(s.t, s.time);
  insertBooking(s.t, s.time, { status: 'quoted' });
  insertBooking(s.t, s.time, { status: 'confirmed' });
  insertWaitlistEntry(s.t, s.time);
  insertWaitlistEntry(s.t, s.time, { status: 'invited' });
  insertMessage(s.t, s.time);
  insertMessage(s.t, s.time, { status: 'replied' });
  insertMessage(s.t, s.time, { kind: 'consultation' });
  insertMessage(s.t, s.time, { kind: 'consultation', status: 'handled' });
  // Goods paid and not sent: the shop's and the book; a membership is never sent.
  insertOrder(s.t, s.time);
  insertOrder(s.t, s.time, { kind: 'book', productId: null });
  insertOrder(s.t, s.time, { shippedAt: s.time.now().toISOString() });
  insertOrder(s.t, s.time, { kind: 'membership' });
  insertOrder(s.t, s.time, { status: 'pending', paidAt: null });
  // Flagged: a refund owed, and a plan in trouble.
  insertOrder(s.t, s.time, {
    status: 'refunded',
    refundReason: 'unit_limit',
    attentionReason: 'refund_failed',
  });
  const trip = insertOrder(s.t, s.time, {
    kind: 'vacation',
    attentionReason: 'installment_failed',
  });
  insertInstallment(s.t, trip, { dueOn: '2025-10-07', status: 'failed' });
  insertInstallment(s.t, trip, { dueOn: '2025-10-14', status: 'action_required' });
  insertInstallment(s.t, trip, { dueOn: '2025-10-21', status: 'processing' });
  insertInstallment(s.t, trip, { dueOn: '2025-10-28', status: 'resolved' });

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
    s.t,
    `${CONCIERGE_API.orders}?filter=flagged`,
    s.concierge,
  );
  expect(flagged.body.total).toBe(counts.flaggedOrders);
  const unshipped = await getAs<PageOf<ConciergeOrder>>(
    s.t,
    `${CONCIERGE_API.orders}?filter=unshipped`,
    s.concierge,
  );
  expect(unshipped.body.total).toBe(counts.unshippedOrders);
  const failed = await getAs<PageOf<ConciergeInstallment>>(
    s.t,
    `${CONCIERGE_API.installments}?status=failed`,
    s.concierge,
  );
  expect(failed.body.total).toBe(counts.failedInstallments);
});
