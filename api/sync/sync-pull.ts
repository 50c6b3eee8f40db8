/**
 * GET /api/sync's answer (issue 23): the member's records changed after a cursor, their
 * tombstones and the next cursor; or, with no usable cursor, everything as a snapshot. Read in one
 * transaction, so the cursor names exactly the state the records were read in, even while another
 * process (the staff CLI, a timer) writes.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SyncPull } from '@shared/sync-api';
import { getCurrentUser } from '../auth';
import type { Db } from '../db/client';
import { changeFeed } from '../db/schema/sync';
import { memberBookings } from '../bookings';
import { memberConsultations } from '../forms';
import { memberOrders, type MemberRef } from '../payments';
import { memberItineraries } from '../itinerary';
import { memberThreads } from '../threads';
import { decodeCursor, encodeCursor } from './sync-cursor';

export const CURSOR_MALFORMED_MESSAGE = 'This sync cursor is not one of ours';

/** The newest version ever given, and the oldest the feed still holds the changes after. */
export function feedBounds(db: Db): { latest: number; floor: number } {
  const row = db.$client
    .prepare(
      `SELECT (SELECT seq FROM sqlite_sequence WHERE name = 'change_feed') AS latest,
              (SELECT min(version) FROM change_feed) AS oldest`,
    )
    .get() as { latest: number | null; oldest: number | null };
  const latest = row.latest ?? 0;
  // Versions are never reused, so every one below the oldest kept row was pruned.
  const floor = row.oldest === null ? latest : row.oldest - 1;
  return { latest, floor };
}

function snapshot(db: Db, member: MemberRef, latest: number): SyncPull {
  return {
    cursor: encodeCursor(member.id, latest),
    snapshot: true,
    profile: getCurrentUser(db, member.id),
    bookings: memberBookings(db, member.id),
    orders: memberOrders(db, member),
    consultations: memberConsultations(db, member.id),
    threads: memberThreads(db, member.id),
    itineraries: memberItineraries(db, member.id),
    removed: { bookings: [], orders: [], consultations: [], threads: [], itineraries: [] },
  };
}

/** 'malformed': the cursor is not ours at all (a 400); any other answer is a pull. */
export function pullChanges(
  db: Db,
  member: MemberRef,
  cursor: string | undefined,
): SyncPull | 'malformed' {
  const reading = cursor === undefined ? undefined : decodeCursor(member.id, cursor);
  if (reading?.kind === 'malformed') return 'malformed';
  return db.transaction(
    (): SyncPull => {
      const { latest, floor } = feedBounds(db);
      // A cursor from another member, from before the retention, or from the future (a restored
      // backup): the member's copy cannot be patched, so it is replaced.
      if (reading?.kind !== 'version' || reading.version < floor || reading.version > latest) {
        return snapshot(db, member, latest);
      }
      const changed = db
        .select({ entity: changeFeed.entity, entityId: changeFeed.entityId })
        .from(changeFeed)
        .where(and(eq(changeFeed.userId, member.id), gt(changeFeed.version, reading.version)))
        .groupBy(changeFeed.entity, changeFeed.entityId)
        .orderBy(sql`min(${changeFeed.version})`)
        .all();
      const idsOf = (entity: string) =>
        changed.filter((c) => c.entity === entity).map((c) => c.entityId);
      const bookingIds = idsOf('booking');
      const orderIds = idsOf('order');
      const consultationIds = idsOf('consultation');
      const threadIds = idsOf('thread');
      const itineraryIds = idsOf('itinerary');
      // Each record is read as it is now: one that is gone, or no longer theirs, is a tombstone.
      const bookings = bookingIds.length ? memberBookings(db, member.id, bookingIds) : [];
      const orders = orderIds.length ? memberOrders(db, member, orderIds) : [];
      const consultations = consultationIds.length
        ? memberConsultations(db, member.id, consultationIds.map(Number))
        : [];
      const threads = threadIds.length ? memberThreads(db, member.id, threadIds) : [];
      const itineraries = itineraryIds.length ? memberItineraries(db, member.id, itineraryIds) : [];
      const missing = (ids: string[], found: { id: string }[]) =>
        ids.filter((id) => !found.some((r) => r.id === id));
      const found = itineraries.map((i) => ({ id: i.bookingId }));
      return {
        cursor: encodeCursor(member.id, latest),
        snapshot: false,
        profile: idsOf('profile').length ? getCurrentUser(db, member.id) : null,
        bookings,
        orders,
        consultations,
        threads,
        itineraries,
        removed: {
          bookings: missing(bookingIds, bookings),
          orders: missing(orderIds, orders),
          consultations: missing(consultationIds, consultations),
          threads: missing(threadIds, threads),
          itineraries: missing(itineraryIds, found),
        },
      };
    },
    { behavior: 'deferred' },
  );
}

/** The member's newest change, for a stream reconnecting with Last-Event-ID. */
export function latestChangeOf(db: Db, userId: string): number {
  const row = db
    .select({ v: sql<number | null>`max(${changeFeed.version})` })
    .from(changeFeed)
    .where(eq(changeFeed.userId, userId))
    .all()[0];
  return row?.v ?? 0;
}
