import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addTrip } from '@shared/schemas/profile';
import { removeTrip } from '@app/features/members/lib/trips';
import { consultationsOf, tripsOf } from '@app/features/members/data/member-lists';
import type { ConsultationRequest } from '@app/local/db/db';
import { testDb } from '../../local/fake-server';
import { booking } from '../../local/member-fixtures';

describe('upcoming trips (spec 5)', () => {
  it('adds a trimmed trip at the end', () => {
    expect(addTrip(['Aspen'], '  Santorini,   June ')).toEqual(['Aspen', 'Santorini, June']);
  });

  it('ignores a blank trip', () => {
    expect(addTrip(['Aspen'], '   ')).toEqual(['Aspen']);
  });

  it('ignores a duplicate, whatever its case or spacing', () => {
    expect(addTrip(['Aspen', 'Dubai'], ' aspen ')).toEqual(['Aspen', 'Dubai']);
  });

  it('removing leaves the others in order', () => {
    const trips = ['Aspen', 'Dubai', 'Bali'];
    expect(removeTrip(trips, 'Dubai')).toEqual(['Aspen', 'Bali']);
    expect(trips).toHaveLength(3);
  });
});

const request = (
  id: string,
  ownerId: string | undefined,
  createdAt: number,
): ConsultationRequest => ({
  id,
  createdAt,
  status: 'requested',
  callType: 'zoom',
  preferredDate: '2027-01-10',
  preferredTime: '9:00 AM',
  topic: 'General Consultation',
  message: '',
  phoneNumber: '',
  appleId: '',
  ...(ownerId ? { ownerId } : {}),
});

describe("the dashboard's lists", () => {
  it("lists only the member's own consultation requests, newest first", async () => {
    const db = testDb();
    await db.consultations.bulkAdd([
      request('a1', 'ada', 1),
      request('b1', 'bob', 2),
      request('a2', 'ada', 3),
      request('anon', undefined, 4),
    ]);
    expect((await consultationsOf(db, 'ada')).map((r) => r.id)).toEqual(['a2', 'a1']);
    expect((await consultationsOf(db, 'bob')).map((r) => r.id)).toEqual(['b1']);
  });

  it("lists only the member's trips, newest first, with when they were pulled", async () => {
    const db = testDb();
    await db.memberBookings.bulkAdd([
      { ...booking('old'), createdAt: '2026-01-01T00:00:00.000Z', ownerId: 'ada' },
      { ...booking('new'), createdAt: '2026-03-01T00:00:00.000Z', ownerId: 'ada' },
      { ...booking('bobs'), ownerId: 'bob' },
    ]);
    await db.cacheMeta.put({ key: 'member-bookings:ada', fetchedAt: 42 });
    const list = await tripsOf(db, 'ada');
    expect(list.trips.map((t) => t.id)).toEqual(['new', 'old']);
    expect(list.fetchedAt).toBe(42);
    expect((await tripsOf(db, 'carl')).fetchedAt).toBeUndefined();
  });
});
