/**
 * The concierge writes a booking's itinerary, in the frame of every staff edit (staff-edit.ts):
 * the version check, the write, the audit entry and, for a confirmed trip, the member's notice
 * (a message in the trip's conversation and a mail) in one IMMEDIATE transaction. The airports
 * are looked up before (resolveItinerary), outside the write lock.
 */
import type { ItineraryItemView } from '@shared/itinerary-api';
import { findBooking } from '../../bookings';
import type { Db } from '../../db/client';
import {
  itemIssues,
  itemLabel,
  notifyItineraryChanged,
  planItinerary,
  readItinerary,
  writeItinerary,
  type ItineraryPlan,
  type ResolvedItem,
  type StoredItinerary,
} from '../../itinerary';
import type { MailContext } from '../../mail/mail-context';
import { staffEdit, type Actor } from '../staff-edit';

export type ItineraryUpdateOutcome =
  | { kind: 'updated'; itinerary: StoredItinerary }
  | { kind: 'not_found' }
  | { kind: 'stale'; current: StoredItinerary }
  | { kind: 'refused'; message: string; issues: Record<string, string> };

interface Row {
  /** '' while the booking has no itinerary */
  updatedAt: string;
  items: ItineraryItemView[];
  cancelled: ItineraryItemView[];
}

/** What the audit keeps: each item by name and revision. */
const auditView = (r: Row) => ({
  items: r.items.map((i) => `${itemLabel(i)} (#${i.sequence})`),
  cancelled: r.cancelled.length,
  updatedAt: r.updatedAt || null,
});

export function updateItinerary(
  db: Db,
  bookingId: string,
  { staff, now }: Actor,
  input: { items: ResolvedItem[]; expectedUpdatedAt: string | null },
  mail: MailContext,
): ItineraryUpdateOutcome {
  let booking: ReturnType<typeof findBooking>;
  let refusal: ReturnType<typeof itemIssues> | undefined;
  const stored = (row: Row): StoredItinerary => ({
    bookingId,
    ...row,
    updatedAt: row.updatedAt || null,
  });
  const outcome = staffEdit<Row, Pick<Row, 'items' | 'cancelled'>>(
    db,
    {
      entityType: 'itinerary',
      entityId: bookingId,
      find: (tx) => {
        booking = findBooking(db, bookingId);
        if (!booking) return undefined;
        const { items, cancelled, updatedAt } = readItinerary(tx, bookingId);
        return { items, cancelled, updatedAt: updatedAt ?? '' };
      },
      write: (tx, changes, expected) =>
        writeItinerary(tx, { bookingId, ...changes }, expected || null, now),
      auditView,
    },
    { staff, now, action: 'itinerary.updated', expectedUpdatedAt: input.expectedUpdatedAt ?? '' },
    (tx, row) => {
      const plan: ItineraryPlan = planItinerary(stored(row), input.items);
      if (!plan.ok) {
        refusal = itemIssues(plan.problems);
        return { refused: refusal.message };
      }
      return {
        changes: { items: plan.items, cancelled: plan.cancelled },
        alongside: (tx) => {
          // The member hears of a confirmed trip's itinerary; before that it is work in progress.
          if (booking?.status !== 'confirmed' || plan.changes.length === 0) return;
          const notice = { booking, plan, first: row.updatedAt === '', staff, now };
          notifyItineraryChanged(tx, notice, mail);
          return { notified: true };
        },
      };
    },
  );
  switch (outcome.kind) {
    case 'updated':
      return { kind: 'updated', itinerary: stored(outcome.row) };
    case 'stale':
      return { kind: 'stale', current: stored(outcome.current) };
    case 'refused':
      return { kind: 'refused', ...(refusal ?? { message: outcome.message, issues: {} }) };
    case 'not_found':
      return outcome;
  }
}
