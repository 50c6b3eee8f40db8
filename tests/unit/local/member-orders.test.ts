import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@shared/api';
import { refreshMemberOrders } from '@app/local/member-orders';
import { refreshSession, signOutLocally } from '@app/local/session';
import { json, networkDown, stubFetch, testDb, type FakeServer } from './fake-server';
import { member } from './member-fixtures';

const ada = member('ada');
const bob = member('bob');

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
    ...overrides,
  };
}

function serverFor(user: typeof ada | null, orders: OrderSummary[]): FakeServer {
  return (req) => {
    if (req.path === '/api/auth/user') return user ? json(200, user) : json(401, { message: 'x' });
    if (req.path === '/api/bookings') return user ? json(200, []) : json(401, { message: 'x' });
    if (req.path === '/api/orders') return user ? json(200, orders) : json(401, { message: 'x' });
    return json(404, { message: 'Not found' });
  };
}

describe('refreshMemberOrders', () => {
  it('replaces the member’s stored orders with the server’s list and records when', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    await db.memberOrders.put({ ...order('old'), ownerId: 'ada' });
    await db.memberOrders.put({ ...order('bobs'), ownerId: 'bob' });
    const requests = stubFetch(serverFor(ada, [order('o1'), order('o2', { kind: 'membership' })]));

    await refreshMemberOrders(db, 'ada', () => 42);

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/orders']);
    const ids = (await db.memberOrders.where('ownerId').equals('ada').toArray()).map((o) => o.id);
    expect(ids.sort()).toEqual(['o1', 'o2']);
    expect(await db.memberOrders.get('bobs')).toMatchObject({ ownerId: 'bob' });
    expect(await db.cacheMeta.get('member-orders:ada')).toMatchObject({ fetchedAt: 42 });
  });

  it('keeps the last copy offline and records the failure', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    stubFetch(serverFor(ada, [order('o1')]));
    await refreshMemberOrders(db, 'ada', () => 1);
    stubFetch(networkDown);
    await expect(refreshMemberOrders(db, 'ada', () => 2)).rejects.toThrow();
    expect(await db.memberOrders.count()).toBe(1);
    expect(await db.cacheMeta.get('member-orders:ada')).toMatchObject({ fetchedAt: 1 });
    expect((await db.cacheMeta.get('member-orders:ada'))?.error).toBeTruthy();
  });

  it('does not store a list under a member who signed in while it was on its way', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: bob, fetchedAt: 1 });
    stubFetch(serverFor(ada, [order('o1')]));
    await refreshMemberOrders(db, 'ada');
    expect(await db.memberOrders.count()).toBe(0);
  });
});

describe('the session refreshes and forgets My orders', () => {
  it('pulls orders alongside the bookings, and drops them at sign-out', async () => {
    const db = testDb();
    const requests = stubFetch(serverFor(ada, [order('o1')]));
    await refreshSession({ db, now: () => 7, hinted: () => true });
    expect(requests.map((r) => r.path)).toContain('/api/orders');
    expect(await db.memberOrders.toArray()).toMatchObject([{ id: 'o1', ownerId: 'ada' }]);

    await signOutLocally({ db });
    expect(await db.memberOrders.count()).toBe(0);
    expect(await db.cacheMeta.get('member-orders:ada')).toBeUndefined();
  });

  it('drops them when the server says the session ended', async () => {
    const db = testDb();
    stubFetch(serverFor(ada, [order('o1')]));
    await refreshSession({ db, hinted: () => true });
    expect(await db.memberOrders.count()).toBe(1);
    stubFetch(serverFor(null, []));
    await refreshSession({ db });
    expect(await db.memberOrders.count()).toBe(0);
  });
});
