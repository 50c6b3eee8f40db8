/** The member's records pulled by cursor into Dexie (issue 23), with fake-indexeddb. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@shared/api';
import type { MemberConsultation, SyncPull } from '@shared/sync-api';
import type { ThreadDetail } from '@shared/threads-api';
import type { Itinerary } from '@shared/itinerary-api';
import { applyMemberChanges } from '@app/local/sync/member-sync';
import { memberSyncKey } from '@app/local/session/session';
import { pullMemberChanges } from '@app/local/sync/member-pull';
import { signOutLocally } from '@app/local/session/session';
import { json, networkDown, stubFetch, testDb, type FakeServer } from '../fake-server';
import { booking, isPull, member, snapshotOf } from '../member-fixtures';

const ada = member('ada');
const bob = member('bob');
const hinted = () => true;

function order(id: string, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    kind: 'book',
    status: 'paid',
    description: 'Hardcover pre-order',
    lines: [{ name: 'Hardcover with gift kit', quantity: 1, unitAmountCents: 9999 }],
    amountCents: 9999,
    currency: 'usd',
    createdAt: '2026-01-02T00:00:00.000Z',
    paidAt: '2026-01-02T00:00:05.000Z',
    shippedAt: null,
    carrier: null,
    trackingNumber: null,
    ...overrides,
  };
}

const delta = (changes: Partial<SyncPull>, cursor = 'c1.2.bbbbbbbbbbbb'): SyncPull => ({
  cursor,
  snapshot: false,
  profile: null,
  bookings: [],
  orders: [],
  consultations: [],
  threads: [],
  itineraries: [],
  removed: { bookings: [], orders: [], consultations: [], threads: [], itineraries: [] },
  ...changes,
});

/** A server that answers each pull with the next of `answers` (the last one repeats). */
function pulls(answers: SyncPull[]): FakeServer {
  let i = 0;
  return (req) => {
    if (!isPull(req.path)) return json(404, { message: 'Not found' });
    const answer = answers[Math.min(i, answers.length - 1)];
    i += 1;
    return json(200, answer);
  };
}

const confirmed = {
  ...booking('b1'),
  status: 'confirmed',
  quotedPrice: '31500.00',
  conciergeNote: 'Your suite is held.\nA car meets you on the tarmac.',
  statusChangedAt: '2026-11-03T14:05:00.000Z',
};
const shipped = {
  shippedAt: '2026-01-04T09:30:00.000Z',
  carrier: 'DHL',
  trackingNumber: '1234567890',
};

describe('pulling the member’s records', () => {
  it('a snapshot replaces the member’s lists, keeps another member’s, and stores the cursor', async () => {
    const db = testDb();
    await db.memberBookings.put({ ...booking('old'), ownerId: 'ada' });
    await db.memberOrders.put({ ...order('bobs'), ownerId: 'bob' });
    const requests = stubFetch(
      pulls([snapshotOf(ada, { bookings: [confirmed], orders: [order('o1', shipped)] })]),
    );
    expect(await pullMemberChanges({ db, now: () => 5, hinted })).toEqual(ada);
    expect(requests.map((r) => r.path)).toEqual(['/api/sync']);
    expect(await db.memberBookings.where('ownerId').equals('ada').toArray()).toEqual([
      { ...confirmed, ownerId: 'ada' },
    ]);
    expect(await db.memberOrders.get('o1')).toMatchObject({ ...shipped, ownerId: 'ada' });
    expect(await db.memberOrders.get('bobs')).toMatchObject({ ownerId: 'bob' });
    expect(await db.cacheMeta.get(memberSyncKey('ada'))).toMatchObject({
      cursor: 'c1.1.aaaaaaaaaaaa',
      fetchedAt: 5,
    });
    expect(await db.cacheMeta.get('member-bookings:ada')).toMatchObject({ fetchedAt: 5 });
  });

  it('the next pull sends the cursor, puts what changed and deletes the tombstones', async () => {
    const db = testDb();
    const requests = stubFetch(
      pulls([
        snapshotOf(ada, { bookings: [booking('b1'), booking('b2')], orders: [order('o1')] }),
        delta({
          bookings: [confirmed],
          orders: [order('o1', shipped)],
          removed: {
            bookings: ['b2'],
            orders: [],
            consultations: [],
            threads: [],
            itineraries: [],
          },
        }),
      ]),
    );
    await pullMemberChanges({ db, hinted });
    await pullMemberChanges({ db, hinted });
    expect(requests[1]?.path).toBe(`/api/sync?since=${encodeURIComponent('c1.1.aaaaaaaaaaaa')}`);
    expect(await db.memberBookings.toArray()).toEqual([{ ...confirmed, ownerId: 'ada' }]);
    expect(await db.memberOrders.get('o1')).toMatchObject(shipped);
    // No profile in a delta: the member is the same, and stays signed in.
    expect((await db.session.get('current'))?.user).toEqual(ada);
    expect((await db.cacheMeta.get(memberSyncKey('ada')))?.cursor).toBe('c1.2.bbbbbbbbbbbb');
  });

  it('offline, keeps the last copy and cursor and records why for the lists', async () => {
    const db = testDb();
    stubFetch(pulls([snapshotOf(ada, { bookings: [confirmed] })]));
    await pullMemberChanges({ db, now: () => 1, hinted });
    stubFetch(networkDown);
    expect(await pullMemberChanges({ db, now: () => 2, hinted })).toEqual(ada);
    expect(await db.memberBookings.get('b1')).toEqual({ ...confirmed, ownerId: 'ada' });
    expect((await db.cacheMeta.get(memberSyncKey('ada')))?.cursor).toBe('c1.1.aaaaaaaaaaaa');
    expect((await db.cacheMeta.get('member-bookings:ada'))?.error).toBeTruthy();
  });

  it('a pull that fails halfway writes nothing, and the next starts from the last cursor', async () => {
    const db = testDb();
    stubFetch(pulls([snapshotOf(ada, { bookings: [booking('b1')] })]));
    await pullMemberChanges({ db, hinted });
    // A record Dexie cannot store (no key) aborts the whole transaction.
    const broken = delta({
      bookings: [booking('b2'), { ...booking('x'), id: undefined as unknown as string }],
      removed: { bookings: ['b1'], orders: [], consultations: [], threads: [], itineraries: [] },
    });
    await expect(applyMemberChanges(db, ada, broken, 9)).rejects.toThrow();
    expect((await db.memberBookings.toArray()).map((b) => b.id)).toEqual(['b1']);
    expect((await db.cacheMeta.get(memberSyncKey('ada')))?.cursor).toBe('c1.1.aaaaaaaaaaaa');
  });

  it('writes nothing for a member who is no longer the one signed in here', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: bob, fetchedAt: 1 });
    const answer = snapshotOf(ada, { bookings: [confirmed] });
    expect(await applyMemberChanges(db, ada, answer, 2)).toBe(false);
    expect(await db.memberBookings.count()).toBe(0);
  });

  it('keeps a newer profile than the pulled one (a save answered meanwhile)', async () => {
    const db = testDb();
    const saved = { ...ada, state: 'Kent', updatedAt: '2026-06-01T00:00:00.000Z' };
    await db.session.put({ key: 'current', user: saved, fetchedAt: 1 });
    await applyMemberChanges(db, ada, snapshotOf(ada), 2);
    expect((await db.session.get('current'))?.user).toEqual(saved);
  });

  it('another member’s session now (signed in on another tab): the last member’s copy goes', async () => {
    const db = testDb();
    stubFetch(pulls([snapshotOf(ada, { orders: [order('o1')] })]));
    await pullMemberChanges({ db, hinted });
    stubFetch(pulls([snapshotOf(bob, { orders: [order('o2')] }, 'c1.3.cccccccccccc')]));
    expect(await pullMemberChanges({ db, hinted })).toEqual(bob);
    const kept = (await db.memberOrders.toArray()).map((o) => `${o.ownerId}:${o.id}`);
    expect(kept).toEqual(['bob:o2']);
    expect(await db.cacheMeta.get(memberSyncKey('ada'))).toBeUndefined();
  });

  it('drops the lists and the cursor at sign-out, and when the server says the session ended', async () => {
    const db = testDb();
    stubFetch(pulls([snapshotOf(ada, { orders: [order('o1')] })]));
    await pullMemberChanges({ db, hinted });
    await signOutLocally({ db });
    expect(await db.memberOrders.count()).toBe(0);
    expect(await db.cacheMeta.get(memberSyncKey('ada'))).toBeUndefined();

    await pullMemberChanges({ db, hinted });
    expect(await db.memberOrders.count()).toBe(1);
    stubFetch(() => json(401, { message: 'Please sign in to continue.' }));
    expect(await pullMemberChanges({ db, hinted })).toBeNull();
    expect(await db.memberOrders.count()).toBe(0);
  });
});

describe('pulling the member’s consultation requests', () => {
  const ASKED = '3f0c9a52-6d4e-4b1a-9c7d-2e8f1a0b3c4d';
  const wizard = {
    callType: 'zoom',
    preferredDate: '2027-02-01',
    preferredTime: '10:00 AM',
    topic: 'Travel & Destination Planning',
    message: 'Aspen in February.',
    phoneNumber: '',
    appleId: '',
  } as const;
  const inbox = (
    id: string,
    clientId: string | null,
    status: MemberConsultation['status'] = 'new',
  ): MemberConsultation => ({
    ...wizard,
    id,
    clientId,
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
  });
  /** Sent from this device: kept under the wizard's UUID, 'requested' until a pull. */
  const asked = (id = ASKED, ownerId = 'ada') => ({
    ...wizard,
    id,
    createdAt: 7,
    status: 'requested' as const,
    ownerId,
  });

  it('marks this device’s request with the club’s status, and adds one sent from another device', async () => {
    const db = testDb();
    await db.consultations.put(asked());
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    const answer = {
      ...snapshotOf(ada),
      consultations: [inbox('12', ASKED), inbox('13', null)],
      threads: [],
    };
    await applyMemberChanges(db, ada, answer, 2);
    expect(await db.consultations.get(ASKED)).toEqual({
      ...wizard,
      id: ASKED,
      serverId: '12',
      ownerId: 'ada',
      status: 'new',
      // the device's own time of asking, so the list keeps its order
      createdAt: 7,
      updatedAt: '2026-11-21T09:00:00.000Z',
    });
    expect(await db.consultations.get('club:13')).toMatchObject({
      serverId: '13',
      ownerId: 'ada',
      createdAt: Date.parse('2026-11-20T10:00:00.000Z'),
    });

    await applyMemberChanges(
      db,
      ada,
      delta({ consultations: [inbox('12', ASKED, 'replied')], threads: [] }),
      3,
    );
    expect((await db.consultations.get(ASKED))?.status).toBe('replied');
    const removed = {
      bookings: [],
      orders: [],
      consultations: ['13'],
      threads: [],
      itineraries: [],
    };
    await applyMemberChanges(db, ada, delta({ removed }), 4);
    expect((await db.consultations.toArray()).map((r) => r.id)).toEqual([ASKED]);
  });

  it('a snapshot drops what the club no longer has, keeps what is still to be sent and others’', async () => {
    const db = testDb();
    const unsent = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    await db.consultations.bulkPut([
      { ...asked(), serverId: '12', status: 'new' },
      asked(unsent),
      { ...asked('b0b0b0b0-0000-4000-8000-000000000000', 'bob'), serverId: '40' },
    ]);
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    await applyMemberChanges(db, ada, snapshotOf(ada), 2);
    const left = await db.consultations.toArray();
    expect(left.map((r) => `${r.ownerId}:${r.status}`).sort()).toEqual([
      'ada:requested',
      'bob:requested',
    ]);
  });

  it('at sign-out, forgets the club’s copies and keeps a request still waiting to be sent', async () => {
    const db = testDb();
    const unsent = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    await db.consultations.bulkPut([{ ...asked(), serverId: '12', status: 'new' }, asked(unsent)]);
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    await signOutLocally({ db });
    expect((await db.consultations.toArray()).map((r) => r.id)).toEqual([unsent]);
  });
});

describe('pulling the member’s conversations (issue 38)', () => {
  const thread = (id: string, unread = 0): ThreadDetail => ({
    id,
    kind: 'general',
    refId: null,
    subject: 'A later departure',
    unread,
    lastMessageAt: '2026-11-03T14:05:00.000Z',
    messages: [
      {
        id: 1,
        author: 'member',
        body: 'Can we leave an hour later?',
        clientId: 'c0b7a6e4-8b1e-4a7e-9f2a-2f3d4c5b6a71',
        createdAt: '2026-11-03T14:05:00.000Z',
      },
    ],
  });

  it('keeps them per member, puts what changed, deletes tombstones and forgets them at sign-out', async () => {
    const db = testDb();
    await db.memberThreads.put({ ...thread('bobs'), ownerId: 'bob' });
    stubFetch(
      pulls([
        { ...snapshotOf(ada), threads: [thread('t1'), thread('t2')] },
        delta({
          threads: [thread('t1', 1)],
          removed: {
            bookings: [],
            orders: [],
            consultations: [],
            threads: ['t2'],
            itineraries: [],
          },
        }),
      ]),
    );
    await pullMemberChanges({ db, hinted });
    expect((await db.memberThreads.where('ownerId').equals('ada').toArray()).length).toBe(2);
    await pullMemberChanges({ db, hinted });
    expect(await db.memberThreads.where('ownerId').equals('ada').toArray()).toEqual([
      { ...thread('t1', 1), ownerId: 'ada' },
    ]);
    await signOutLocally({ db, now: () => 3 });
    expect((await db.memberThreads.toArray()).map((th) => th.id)).toEqual(['bobs']);
  });
});

describe('pulling the itineraries of the member’s trips (issue 38)', () => {
  const itinerary = (bookingId: string, text = 'Dinner at 21:00'): Itinerary => ({
    bookingId,
    items: [{ uid: 'f0e1d2c3-b4a5-4968-8776-655443322110', sequence: 0, kind: 'note', text }],
    updatedAt: '2026-11-03T14:05:00.000Z',
  });
  const noRemovals = { bookings: [], orders: [], consultations: [], threads: [] };

  it('keeps them per member, puts what changed, deletes tombstones and forgets them at sign-out', async () => {
    const db = testDb();
    await db.memberItineraries.put({ ...itinerary('bobs'), ownerId: 'bob' });
    stubFetch(
      pulls([
        { ...snapshotOf(ada), itineraries: [itinerary('b1'), itinerary('b2')] },
        delta({
          itineraries: [itinerary('b1', 'Dinner at 21:30')],
          removed: { ...noRemovals, itineraries: ['b2'] },
        }),
      ]),
    );
    await pullMemberChanges({ db, hinted });
    expect(await db.memberItineraries.where('ownerId').equals('ada').count()).toBe(2);
    await pullMemberChanges({ db, hinted });
    expect(await db.memberItineraries.where('ownerId').equals('ada').toArray()).toEqual([
      { ...itinerary('b1', 'Dinner at 21:30'), ownerId: 'ada' },
    ]);
    await signOutLocally({ db, now: () => 3 });
    expect((await db.memberItineraries.toArray()).map((i) => i.bookingId)).toEqual(['bobs']);
  });
});
