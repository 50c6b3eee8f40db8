import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { readSessionUser } from '@app/features/auth/data/use-session';
import { enqueue, flushOutbox } from '@app/local/outbox/outbox';
import { pullMemberChanges, signedIn } from '@app/local/sync/member-pull';
import { signOutLocally, storeUser } from '@app/local/session/session';
import { json, networkDown, stubFetch, testDb, type FakeServer } from '../fake-server';
import { booking, isPull, member, snapshotOf, SYNC_PATH } from '../member-fixtures';

const ada = member('ada');
const bob = member('bob');

/** The member endpoints of a server where `user` is signed in (null: nobody). */
function serverFor(user: typeof ada | null, trips = [booking('b1')]): FakeServer {
  return (req) => {
    if (isPull(req.path)) {
      return user ? json(200, snapshotOf(user, { bookings: trips })) : json(401, { message: 'x' });
    }
    if (req.path === '/api/auth/logout') return json(200, { message: 'Signed out' });
    return json(201, { ok: true });
  };
}

/** The API's session hint cookie is there: a session was made in this browser (session-hint.ts). */
const hinted = () => true;

describe('pullMemberChanges', () => {
  it('keeps a snapshot of the signed-in member and their trips', async () => {
    const db = testDb();
    const requests = stubFetch(serverFor(ada));
    expect(await pullMemberChanges({ db, now: () => 5, hinted })).toEqual(ada);
    // One request: who is signed in, My trips and My orders (issue 23's pull).
    expect(requests.map((r) => r.path)).toEqual([SYNC_PATH]);
    expect(await db.session.get('current')).toMatchObject({ user: ada, fetchedAt: 5 });
    expect(await db.memberBookings.toArray()).toMatchObject([{ id: 'b1', ownerId: 'ada' }]);
    expect(await db.cacheMeta.get('member-bookings:ada')).toMatchObject({ fetchedAt: 5 });
  });

  it('forgets the member and their trips when the server answers 401', async () => {
    const db = testDb();
    stubFetch(serverFor(ada));
    await pullMemberChanges({ db, hinted });
    expect((await db.session.get('current'))?.user).toEqual(ada);
    await db.checklist.put({
      key: 'ada:upload',
      ownerId: 'ada',
      itemId: 'upload',
      done: true,
      updatedAt: 1,
    });
    stubFetch(serverFor(null));
    expect(await pullMemberChanges({ db })).toBeNull();
    expect((await db.session.get('current'))?.user).toBeNull();
    expect(await db.memberBookings.count()).toBe(0);
    // Ticks stay on the device, keyed to the member, for their next sign-in.
    expect(await db.checklist.count()).toBe(1);
  });

  it('keeps the last snapshot and trips offline', async () => {
    const db = testDb();
    stubFetch(serverFor(ada));
    await pullMemberChanges({ db, now: () => 1, hinted });
    stubFetch(networkDown);
    expect(await pullMemberChanges({ db, now: () => 9 })).toEqual(ada);
    expect(await db.session.get('current')).toMatchObject({ user: ada, fetchedAt: 1 });
    expect(await db.memberBookings.count()).toBe(1);
  });

  it('finishes a sign-out made offline before asking who is signed in', async () => {
    const db = testDb();
    stubFetch(serverFor(ada));
    await pullMemberChanges({ db, hinted });
    await signOutLocally({ db, serverPending: true });
    // The hint stays until the sign-out reaches the server, whose answer clears it: nobody is
    // left to ask about.
    let hint = true;
    const requests = stubFetch((req) => {
      if (req.path === '/api/auth/logout') hint = false;
      return serverFor(null)(req);
    });
    expect(await pullMemberChanges({ db, hinted: () => hint })).toBeNull();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/auth/logout']);
    expect((await db.session.get('current'))?.signOutPending).toBe(false);
  });

  it('does not ask the server while a pending sign-out cannot be finished', async () => {
    const db = testDb();
    stubFetch(serverFor(ada));
    await pullMemberChanges({ db, hinted });
    await signOutLocally({ db, serverPending: true });
    const requests = stubFetch(networkDown);
    expect(await pullMemberChanges({ db })).toBeNull();
    expect(requests.map((r) => r.path)).toEqual(['/api/auth/logout']);
    expect((await db.session.get('current'))?.signOutPending).toBe(true);
  });
});

describe('signing in and out on the device', () => {
  it('sends a member their own held items after sign-in, never another member’s', async () => {
    const db = testDb();
    stubFetch(serverFor(ada));
    await signedIn(ada, { db });
    stubFetch(networkDown); // the item is made, then held back by a 401
    const adas = await enqueue(
      { kind: 'profile', method: 'PUT', url: '/api/user/profile', body: { a: 1 } },
      { db },
    );
    await flushOutbox({ db }); // settles the sign-in's own flush too
    await db.outbox.where('id').equals(adas.id).modify({ status: 'auth' });
    await signOutLocally({ db });

    const requests = stubFetch(serverFor(bob));
    await signedIn(bob, { db });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.some((r) => r.path === '/api/user/profile')).toBe(false);
    expect((await db.outbox.get({ id: adas.id }))?.status).toBe('auth');

    await signOutLocally({ db });
    const again = stubFetch(serverFor(ada));
    await signedIn(ada, { db });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(again.filter((r) => r.path === '/api/user/profile')).toHaveLength(1);
    expect((await db.outbox.get({ id: adas.id }))?.status).toBe('sent');
  });

  it('sign-out removes the snapshot and trips but keeps unsent items and ticks', async () => {
    const db = testDb();
    stubFetch(serverFor(ada));
    await signedIn(ada, { db });
    stubFetch(networkDown);
    await enqueue({ kind: 'profile', method: 'PUT', url: '/api/user/profile', body: {} }, { db });
    await db.checklist.put({ key: 'ada:a', ownerId: 'ada', itemId: 'a', done: true, updatedAt: 1 });
    await signOutLocally({ db });
    expect((await db.session.get('current'))?.user).toBeNull();
    expect(await db.memberBookings.count()).toBe(0);
    expect(await db.outbox.toArray()).toMatchObject([{ ownerId: 'ada', status: 'pending' }]);
    expect(await db.checklist.count()).toBe(1);
  });

  it('storeUser updates the snapshot only for the member still signed in', async () => {
    const db = testDb();
    stubFetch(serverFor(ada));
    await signedIn(ada, { db });
    await storeUser({ ...ada, firstName: 'Augusta' }, { db });
    expect((await db.session.get('current'))?.user?.firstName).toBe('Augusta');
    await signOutLocally({ db });
    await storeUser(ada, { db });
    expect((await db.session.get('current'))?.user).toBeNull();
  });
});

describe('a sign-in check that crosses a sign-in', () => {
  it('does not sign out a member who signed in while the check was on its way', async () => {
    const db = testDb();
    let answer: ((response: Response) => void) | undefined;
    stubFetch((req) => {
      if (isPull(req.path) && !answer) {
        // Asked while nobody was signed in; answered after the sign-in below.
        return new Promise<Response>((resolve) => (answer = resolve));
      }
      return json(200, snapshotOf(ada));
    });
    // Asked because a session was made in another tab (the hint), answered after this one's.
    const checking = pullMemberChanges({ db, now: () => 1, hinted });
    await vi.waitFor(() => expect(answer).toBeDefined());
    await signedIn(ada, { db, now: () => 2 });
    answer!(json(401, { message: 'Not signed in' }));
    expect(await checking).toEqual(ada);
    expect((await db.session.get('current'))?.user).toEqual(ada);
  });
});

describe('a sign-in check that crosses a sign-out', () => {
  it('does not sign back in a member who signed out while the check was on its way', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    let answer: ((response: Response) => void) | undefined;
    stubFetch((req) =>
      isPull(req.path) ? new Promise<Response>((resolve) => (answer = resolve)) : json(200, []),
    );
    const checking = pullMemberChanges({ db, now: () => 2 });
    await vi.waitFor(() => expect(answer).toBeDefined());
    await signOutLocally({ db, now: () => 3 });
    answer!(json(200, snapshotOf(ada)));
    expect(await checking).toBeNull();
    expect((await db.session.get('current'))?.user).toBeNull();
  });
});

describe('readSessionUser', () => {
  it('answers with the same object while each sign-in check rewrites an equal member', async () => {
    const db = testDb();
    expect(await readSessionUser(db)).toBeNull();
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    const first = await readSessionUser(db);
    expect(first).toEqual(ada);
    await db.session.put({ key: 'current', user: { ...ada }, fetchedAt: 2 });
    expect(await readSessionUser(db)).toBe(first);
    await db.session.put({ key: 'current', user: { ...ada, firstName: 'Augusta' }, fetchedAt: 3 });
    const renamed = await readSessionUser(db);
    expect(renamed).not.toBe(first);
    expect(renamed).toMatchObject({ firstName: 'Augusta' });
  });
});
