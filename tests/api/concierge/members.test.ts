/**
 * The console's members (issue 22): search, membership status, how many bookings and orders, and
 * one member with them; never a password hash, a token, a payment provider's id or anything of
 * the document form.
 */
import { describe, expect, it } from 'vitest';
import { users } from '@api/db/schema';
import type { PageOf } from '@shared/api';
import {
  CONCIERGE_API,
  type ConciergeMember,
  type ConciergeMemberDetail,
} from '@shared/concierge-api';
import { withCookie } from '../../helpers/api';
import {
  getAs,
  itAnswersEachRole,
  itRefusesQueries,
  staffSuite,
} from '../../helpers/console-calls';
import { insertOrder } from '../../helpers/orders';
import { insertBooking, KYOTO } from '../../helpers/staff';

const s = staffSuite(['concierge']);

const list = (query = '') =>
  getAs<PageOf<ConciergeMember>>(
    s.t,
    `${CONCIERGE_API.members}${query ? `?${query}` : ''}`,
    s.concierge,
  );
const emails = async (query: string) => (await list(query)).body.items.map((m) => m.email).sort();

/** A member as registration and checkout leave one, with everything the console must not show. */
function member(email: string, values: Partial<typeof users.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const at = s.time.now().toISOString();
  s.t.db
    .insert(users)
    .values({
      id,
      email,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$secret-hash',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+1 555 010 2030',
      stripeCustomerId: 'cus_secret',
      stripeSubscriptionId: 'sub_secret',
      hasUploadedSensitiveInfo: true,
      createdAt: at,
      updatedAt: at,
      ...values,
    })
    .run();
  s.time.advance(1000);
  return id;
}

describe('who may use the members API', () => {
  itAnswersEachRole(
    () => s,
    [
      [
        'GET /api/concierge/members',
        (cookie) => s.t.request(CONCIERGE_API.members, withCookie(cookie)),
      ],
      [
        'GET /api/concierge/members/:id',
        (cookie) => s.t.request(CONCIERGE_API.member(member('x@example.com')), withCookie(cookie)),
      ],
    ],
    [],
  );
});

describe('GET /api/concierge/members', () => {
  it('answers newest first, with counts, and nothing the console must not show', async () => {
    const ada = member('ada@example.com', {
      membershipStatus: 'active',
      emailVerifiedAt: s.time.now().toISOString(),
    });
    const bob = member('bob@example.com', { firstName: 'Bob', lastName: null });
    insertBooking(s.t, s.time, { userId: ada });
    insertBooking(s.t, s.time, { userId: ada, destinationId: KYOTO });
    insertOrder(s.t, s.time, { userId: ada });
    insertOrder(s.t, s.time, { userId: ada, status: 'refunded' });
    // Not counted: a checkout never paid, and someone else's.
    insertOrder(s.t, s.time, { userId: ada, status: 'pending', paidAt: null });
    insertOrder(s.t, s.time, { userId: bob });
    // Bought signed out with her (confirmed) address: hers too, as My orders shows it.
    insertOrder(s.t, s.time, { email: 'ada@example.com' });
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    // The staff account was made with the real clock's time: the newest.
    expect(body.items.map((m) => m.email)).toEqual([
      'concierge@club.test',
      'bob@example.com',
      'ada@example.com',
    ]);
    expect(body.items[2]).toEqual({
      id: ada,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+1 555 010 2030',
      role: 'member',
      membershipStatus: 'active',
      emailVerified: true,
      bookingCount: 2,
      orderCount: 3,
      createdAt: '2025-09-20T12:00:00.000Z',
    });
    expect(body.items[1]).toMatchObject({ emailVerified: false, bookingCount: 0, orderCount: 1 });
    expect(JSON.stringify(body)).not.toMatch(/argon2|secret|cus_|sub_/);
  });

  it('filters by membership status and searches name and email', async () => {
    member('ada@example.com', { membershipStatus: 'active' });
    member('bob@stone_works.com', { firstName: 'Bob', lastName: 'Stone' });
    member('cy@example.com', { firstName: null, lastName: null, membershipStatus: 'past_due' });
    expect(await emails('membershipStatus=active')).toEqual(['ada@example.com']);
    expect(await emails('membershipStatus=past_due')).toEqual(['cy@example.com']);
    expect(await emails('q=ada%20love')).toEqual(['ada@example.com']);
    expect(await emails('q=STONE_')).toEqual(['bob@stone_works.com']);
    expect(await emails('q=cy@')).toEqual(['cy@example.com']);
    expect(await emails('membershipStatus=&q=')).toHaveLength(4);
    expect((await list('pageSize=2&page=2')).body.items).toHaveLength(2);
  });

  itRefusesQueries(list, [
    ['page=0', 'page'],
    ['pageSize=201', 'pageSize'],
    ['membershipStatus=gold', 'membershipStatus'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ]);
});

describe('GET /api/concierge/members/:id', () => {
  it('shows the member with their bookings and orders, newest first', async () => {
    const ada = member('ada@example.com');
    insertBooking(s.t, s.time, { id: 'older', userId: ada });
    s.time.advance(1000);
    insertBooking(s.t, s.time, { id: 'newer', userId: ada, destinationId: KYOTO });
    insertBooking(s.t, s.time, { id: 'someone-else' });
    const first = insertOrder(s.t, s.time, { userId: ada });
    s.time.advance(1000);
    const second = insertOrder(s.t, s.time, { userId: ada, kind: 'book' });
    insertOrder(s.t, s.time, { userId: ada, status: 'expired', paidAt: null });
    // Her address, not confirmed: a guest order with it is not shown as hers.
    insertOrder(s.t, s.time, { email: 'ada@example.com' });
    const { status, body } = await getAs<ConciergeMemberDetail>(
      s.t,
      CONCIERGE_API.member(ada),
      s.concierge,
    );
    expect(status).toBe(200);
    expect(body.member).toMatchObject({ id: ada, bookingCount: 2, orderCount: 2 });
    expect(body.bookings.map((b) => [b.id, b.destinationName])).toEqual([
      ['newer', 'Kyoto'],
      ['older', 'Aspen'],
    ]);
    expect(body.orders.map((o) => o.id)).toEqual([second, first]);
    expect(JSON.stringify(body)).not.toMatch(/argon2|secret|pi_|cs_|verifiedAt/);
  });

  it('answers 404 to an unknown id', async () => {
    const { status, body } = await getAs(s.t, CONCIERGE_API.member('nope'), s.concierge);
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'No member with this id' });
  });
});
