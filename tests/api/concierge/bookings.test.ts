/** The console's bookings (issue 22): lists, detail, the workflow, stale edits and the audit log. */
import { describe, expect, it } from 'vitest';
import {
  API,
  BOOKING_CONFLICT_CODE,
  BOOKING_TRANSITION_CODE,
  type AuditEntry,
  type BookingConflictBody,
  type BookingListItem,
  type ConciergeBooking,
  type ConciergeBookingDetail,
  type PageOf,
} from '@shared/api';
import { BOOKING_STATUSES, BOOKING_TRANSITIONS } from '@shared/booking-workflow';
import { TEST_ORIGIN } from '../../helpers/api';
import { insertBooking, KYOTO, signedIn, type Person } from '../../helpers/staff';
import { rowVersion } from '../../helpers/versions';
import { consoleList, staffSuite } from '../../helpers/console-calls';

const s = staffSuite(['concierge', 'admin']);

const { get, list, expectPages, itBreaksTies, itRefuses } = consoleList<ConciergeBooking>(
  s,
  API.conciergeBookings,
);
const patch = async <T = ConciergeBooking>(id: string, body: unknown, as: Person = s.concierge) => {
  const res = await s.t.app.request(API.conciergeBooking(id), {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: as.cookie },
  });
  return { status: res.status, body: (await res.json()) as T };
};
const version = (id: string) => rowVersion(s.t.db, 'bookings', id);
const auditRows = () =>
  s.t.db.$client.prepare('SELECT * FROM audit_log ORDER BY id').all() as Record<string, unknown>[];

/** Moves a booking along the given statuses (a quote gets a price), one staff step each. */
async function walk(id: string, statuses: string[]) {
  for (const status of statuses) {
    const quotedPrice = status === 'quoted' ? '31000.00' : undefined;
    const res = await patch(id, { status, quotedPrice, expectedUpdatedAt: version(id) });
    if (res.status !== 200) throw new Error(`${status}: ${JSON.stringify(res.body)}`);
  }
}

/** The path from pending to each status. */
const PATH_TO: Record<string, string[]> = {
  pending: [],
  quoted: ['quoted'],
  confirmed: ['quoted', 'confirmed'],
  completed: ['quoted', 'confirmed', 'completed'],
  declined: ['declined'],
  cancelled: ['quoted', 'confirmed', 'cancelled'],
};

describe('GET /api/concierge/bookings', () => {
  it('sorts by when the trip starts or when it was booked, either way, on request', async () => {
    insertBooking(s.t, s.time, { id: 'late', departureDate: '2026-03-01' });
    s.time.advance(1000);
    insertBooking(s.t, s.time, { id: 'soon', departureDate: '2026-01-01' });
    s.time.advance(1000);
    insertBooking(s.t, s.time, { id: 'middle', departureDate: '2026-02-01' });
    const ids = async (query: string) => (await list(query)).body.items.map((b) => b.id);
    expect(await ids('')).toEqual(['middle', 'soon', 'late']);
    expect(await ids('sort=createdAt')).toEqual(['late', 'soon', 'middle']);
    expect(await ids('sort=departureDate')).toEqual(['soon', 'middle', 'late']);
    expect(await ids('sort=-departureDate')).toEqual(['late', 'middle', 'soon']);
    const bad = await list('sort=guestName');
    expect(bad.status).toBe(400);
  });

  it('answers newest first with the total, default page size 50', async () => {
    const made: string[] = [];
    for (let i = 0; i < 60; i++) {
      made.push(insertBooking(s.t, s.time, { id: `b${i}` }));
      s.time.advance(1000);
    }
    await expectPages(made);
    const { body } = await list();
    expect(body.items[0]).toMatchObject({
      id: 'b59',
      destinationName: 'Aspen',
      jetName: 'Bombardier Global 7500',
      status: 'pending',
      totalPrice: '29670.00',
      quotedPrice: null,
      userId: null,
    });
  });

  itBreaksTies((id) => {
    insertBooking(s.t, s.time, { id });
    return id;
  });

  itRefuses([
    ['status=lost', 'status'],
    ['from=2025-02-31', 'from'],
    ['to=yesterday', 'to'],
    ['from=2025-11-01&to=2025-10-01', 'to'],
  ]);

  it('filters by status, destination and departure dates, and treats blank as absent', async () => {
    insertBooking(s.t, s.time, { id: 'a', departureDate: '2025-10-01' });
    insertBooking(s.t, s.time, { id: 'k', destinationId: KYOTO, departureDate: '2025-11-15' });
    insertBooking(s.t, s.time, { id: 'q', status: 'quoted', departureDate: '2025-12-01' });
    const ids = async (query: string) => (await list(query)).body.items.map((b) => b.id).sort();
    expect(await ids('status=quoted')).toEqual(['q']);
    expect(await ids(`destinationId=${KYOTO}`)).toEqual(['k']);
    expect(await ids('from=2025-11-15')).toEqual(['k', 'q']);
    expect(await ids('to=2025-11-15')).toEqual(['a', 'k']);
    expect(await ids('from=2025-10-02&to=2025-11-30')).toEqual(['k']);
    expect(await ids('status=&q=&from=')).toEqual(['a', 'k', 'q']);
    expect((await list('status=pending')).body.total).toBe(2);
  });

  it('searches guest name and email without case, wildcards taken literally', async () => {
    insertBooking(s.t, s.time, {
      id: 'ada',
      guestName: 'Ada Lovelace',
      guestEmail: 'ada@math.org',
    });
    insertBooking(s.t, s.time, {
      id: 'bob',
      guestName: 'Bob Stone',
      guestEmail: 'bob@stone_works.com',
    });
    insertBooking(s.t, s.time, { id: 'cy', guestName: 'Cy 100% Real', guestEmail: 'cy@x.co' });
    const ids = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).body.items.map((b) => b.id).sort();
    expect(await ids('LOVELACE')).toEqual(['ada']);
    expect(await ids('MATH.ORG')).toEqual(['ada']);
    expect(await ids('O')).toEqual(['ada', 'bob', 'cy']);
    expect(await ids('stone_')).toEqual(['bob']);
    expect(await ids('_')).toEqual(['bob']);
    expect(await ids('100%')).toEqual(['cy']);
    expect(await ids('%')).toEqual(['cy']);
    const { body } = await list('q=bob&status=pending&pageSize=1');
    expect(body).toMatchObject({ total: 1, pageSize: 1 });
  });
});

describe('GET /api/concierge/bookings/:id', () => {
  it('shows the booking, its member and their other bookings', async () => {
    const member = signedIn(s.t, s.time, 'member', 'ada@example.com');
    insertBooking(s.t, s.time, { id: 'older', userId: member.id });
    s.time.advance(1000);
    insertBooking(s.t, s.time, { id: 'newer', userId: member.id, destinationId: KYOTO });
    s.time.advance(1000);
    insertBooking(s.t, s.time, { id: 'this', userId: member.id });
    insertBooking(s.t, s.time, { id: 'someone-else' });
    const { status, body } = await get<ConciergeBookingDetail>(API.conciergeBooking('this'));
    expect(status).toBe(200);
    expect(body.booking).toMatchObject({ id: 'this', userId: member.id, guestName: 'Amelia Hart' });
    expect(body.member).toEqual({
      id: member.id,
      email: 'ada@example.com',
      firstName: 'member',
      lastName: 'Test',
      phoneNumber: null,
      membershipStatus: 'none',
      createdAt: expect.any(String),
    });
    expect(body.otherBookings.map((b) => [b.id, b.destinationName])).toEqual([
      ['newer', 'Kyoto'],
      ['older', 'Aspen'],
    ]);
  });

  it('shows a guest booking without a member', async () => {
    insertBooking(s.t, s.time, { id: 'guest' });
    const { body } = await get<ConciergeBookingDetail>(API.conciergeBooking('guest'));
    expect(body).toMatchObject({ member: null, otherBookings: [] });
  });

  it('answers 404 to an unknown id', async () => {
    const { status, body } = await get(API.conciergeBooking('nope'));
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'No booking with this id' });
  });
});

describe('PATCH /api/concierge/bookings/:id: the workflow', () => {
  const allowed = BOOKING_STATUSES.flatMap((from) =>
    BOOKING_TRANSITIONS[from].map((to) => [from, to] as const),
  );
  const refused = BOOKING_STATUSES.flatMap((from) =>
    BOOKING_STATUSES.filter((to) => !BOOKING_TRANSITIONS[from].includes(to)).map(
      (to) => [from, to] as const,
    ),
  );

  it('has the issue’s six steps and refuses the other 30', () => {
    expect(allowed).toEqual([
      ['pending', 'quoted'],
      ['pending', 'declined'],
      ['quoted', 'confirmed'],
      ['quoted', 'declined'],
      ['confirmed', 'completed'],
      ['confirmed', 'cancelled'],
    ]);
    expect(refused).toHaveLength(30);
  });

  it.each(allowed)('allows %s → %s', async (from, to) => {
    const id = insertBooking(s.t, s.time);
    await walk(id, PATH_TO[from]!);
    s.time.advance(5000);
    const quotedPrice = to === 'quoted' ? '31000.00' : undefined;
    const { status, body } = await patch(id, {
      status: to,
      note: 'For the guest',
      quotedPrice,
      expectedUpdatedAt: version(id),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      status: to,
      conciergeNote: 'For the guest',
      statusChangedAt: s.time.now().toISOString(),
      updatedAt: s.time.now().toISOString(),
    });
    const wasQuoted = [...PATH_TO[from]!, to].includes('quoted');
    expect(body.quotedPrice).toBe(wasQuoted ? '31000.00' : null);
  });

  it.each(refused)('refuses %s → %s with 409 and a message', async (from, to) => {
    const id = insertBooking(s.t, s.time);
    await walk(id, PATH_TO[from]!);
    const before = version(id);
    const quotedPrice = to === 'quoted' ? '31000.00' : undefined;
    const { status, body } = await patch(id, {
      status: to,
      quotedPrice,
      expectedUpdatedAt: before,
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: BOOKING_TRANSITION_CODE,
      message: expect.stringContaining(`A ${from} booking cannot become ${to}`),
    });
    expect(version(id)).toBe(before);
  });

  it('answers 404 to an unknown id', async () => {
    const res = await patch('nope', {
      status: 'declined',
      expectedUpdatedAt: s.time.now().toISOString(),
    });
    expect(res.status).toBe(404);
  });

  it.each([
    ['a quote without a price', { status: 'quoted' }, 'quotedPrice', 'A quote needs a price'],
    [
      'a price without a quote',
      { status: 'declined', quotedPrice: '10.00' },
      'quotedPrice',
      'A price can only be given with a quote',
    ],
    [
      'a price with one decimal',
      { status: 'quoted', quotedPrice: '10.5' },
      'quotedPrice',
      'Price must be an amount like 1250.00',
    ],
    [
      'a price as a number',
      { status: 'quoted', quotedPrice: 10 },
      'quotedPrice',
      'Price must be an amount like 1250.00',
    ],
    [
      'a zero price',
      { status: 'quoted', quotedPrice: '0.00' },
      'quotedPrice',
      'A quote must be more than 0.00',
    ],
    [
      'an unknown status',
      { status: 'lost' },
      'status',
      expect.stringContaining('Status must be one of'),
    ],
    [
      'no version',
      { status: 'declined', expectedUpdatedAt: undefined },
      'expectedUpdatedAt',
      'expectedUpdatedAt is required',
    ],
    [
      'a note too long',
      { status: 'declined', note: 'x'.repeat(2001) },
      'note',
      'Note must be at most 2000 characters',
    ],
  ])('answers 400 to %s', async (_, change, field, message) => {
    const id = insertBooking(s.t, s.time);
    const { status, body } = await patch(id, { expectedUpdatedAt: version(id), ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ issues: { [field]: message } });
  });

  it('keeps the quoted price after the quote; each step’s note replaces the last', async () => {
    const id = insertBooking(s.t, s.time);
    await patch(id, {
      status: 'quoted',
      quotedPrice: '31000.00',
      note: 'Suite included',
      expectedUpdatedAt: version(id),
    });
    const { body } = await patch(id, { status: 'confirmed', expectedUpdatedAt: version(id) });
    expect(body).toMatchObject({
      status: 'confirmed',
      quotedPrice: '31000.00',
      conciergeNote: null,
    });
  });
});

describe('PATCH /api/concierge/bookings/:id: stale edits', () => {
  it('answers 409 with the current booking when it changed since it was opened', async () => {
    const id = insertBooking(s.t, s.time);
    const opened = version(id);
    const first = await patch(id, {
      status: 'quoted',
      quotedPrice: '31000.00',
      expectedUpdatedAt: opened,
    });
    expect(first.status).toBe(200);
    // A second staff member, who opened the same version, acts after the first.
    const second = await patch<BookingConflictBody>(
      id,
      { status: 'declined', note: 'Sorry', expectedUpdatedAt: opened },
      s.admin,
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: BOOKING_CONFLICT_CODE,
      message: expect.stringContaining('changed by someone else'),
      current: { id, status: 'quoted', quotedPrice: '31000.00', updatedAt: version(id) },
    });
    expect(auditRows()).toHaveLength(1);
  });

  it('two edits of the same version at once: one wins, the other is told', async () => {
    const id = insertBooking(s.t, s.time);
    const opened = version(id);
    const results = await Promise.all([
      patch(id, { status: 'declined', expectedUpdatedAt: opened }, s.concierge),
      patch(id, { status: 'quoted', quotedPrice: '10.00', expectedUpdatedAt: opened }, s.admin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(auditRows()).toHaveLength(1);
  });

  it('gives every change a new version even when the clock has not moved', async () => {
    const id = insertBooking(s.t, s.time);
    await walk(id, ['quoted', 'confirmed']);
    expect(version(id)).toBe('2025-09-20T12:00:00.002Z');
  });
});

describe('the audit log', () => {
  it('records every PATCH with who, what, before and after', async () => {
    const id = insertBooking(s.t, s.time);
    s.time.advance(60_000);
    await patch(id, {
      status: 'quoted',
      quotedPrice: '31000.00',
      note: 'Suite',
      expectedUpdatedAt: version(id),
    });
    expect(auditRows()).toEqual([
      {
        id: 1,
        staff_user_id: s.concierge.id,
        staff_email: 'concierge@club.test',
        action: 'booking.quoted',
        entity_type: 'booking',
        entity_id: id,
        before: JSON.stringify({
          status: 'pending',
          quotedPrice: null,
          conciergeNote: null,
          statusChangedAt: null,
          updatedAt: '2025-09-20T12:00:00.000Z',
        }),
        after: JSON.stringify({
          status: 'quoted',
          quotedPrice: '31000.00',
          conciergeNote: 'Suite',
          statusChangedAt: '2025-09-20T12:01:00.000Z',
          updatedAt: '2025-09-20T12:01:00.000Z',
        }),
        created_at: '2025-09-20T12:01:00.000Z',
      },
    ]);
  });

  it('writes nothing for a refused, stale or invalid PATCH', async () => {
    const id = insertBooking(s.t, s.time);
    await patch(id, { status: 'completed', expectedUpdatedAt: version(id) });
    await patch(id, { status: 'declined', expectedUpdatedAt: '2020-01-01T00:00:00.000Z' });
    await patch(id, { status: 'quoted', expectedUpdatedAt: version(id) });
    expect(auditRows()).toEqual([]);
  });

  it('is append-only: the database refuses UPDATE and DELETE', async () => {
    const id = insertBooking(s.t, s.time);
    await walk(id, ['declined']);
    expect(() => s.t.db.$client.prepare("UPDATE audit_log SET action = 'x'").run()).toThrow(
      /append-only/,
    );
    expect(() => s.t.db.$client.prepare('DELETE FROM audit_log').run()).toThrow(/append-only/);
    expect(auditRows()).toHaveLength(1);
  });

  it('GET /api/concierge/audit pages the entries for admins, newest first', async () => {
    for (let i = 0; i < 3; i++) await walk(insertBooking(s.t, s.time), ['declined']);
    const { status, body } = await get<PageOf<AuditEntry>>(
      `${API.conciergeAudit}?pageSize=2`,
      s.admin,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.items.map((e) => e.id)).toEqual([3, 2]);
    expect(body.items[0]).toMatchObject({
      staffEmail: 'concierge@club.test',
      action: 'booking.declined',
      entityType: 'booking',
      before: { status: 'pending' },
      after: { status: 'declined' },
    });
    const page2 = await get<PageOf<AuditEntry>>(`${API.conciergeAudit}?page=2&pageSize=2`, s.admin);
    expect(page2.body.items.map((e) => e.id)).toEqual([1]);
    for (const query of ['page=0', 'pageSize=201', 'pageSize=x']) {
      expect((await get(`${API.conciergeAudit}?${query}`, s.admin)).status).toBe(400);
    }
  });
});

describe("the member's own bookings", () => {
  it('carry the concierge’s note, the quoted price and when the status changed', async () => {
    const member = signedIn(s.t, s.time, 'member', 'ada@example.com');
    const id = insertBooking(s.t, s.time, { userId: member.id });
    s.time.advance(60_000);
    await patch(id, {
      status: 'quoted',
      quotedPrice: '31000.00',
      note: 'Suite',
      expectedUpdatedAt: version(id),
    });
    const res = await s.t.request(API.bookings, { headers: { Cookie: member.cookie } });
    const [booking] = (await res.json()) as BookingListItem[];
    expect(booking).toMatchObject({
      id,
      status: 'quoted',
      quotedPrice: '31000.00',
      conciergeNote: 'Suite',
      statusChangedAt: '2025-09-20T12:01:00.000Z',
    });
    expect(booking).not.toHaveProperty('updatedAt');
    expect(booking).not.toHaveProperty('userId');
  });
});

describe('the guest’s mail', () => {
  const mails = () =>
    s.t.db.$client
      .prepare('SELECT kind, to_address, subject, text_body FROM mail_outbox ORDER BY id')
      .all() as { kind: string; to_address: string; subject: string; text_body: string }[];

  it.each([
    ['quoted', 'booking_quoted'],
    ['confirmed', 'booking_confirmed'],
    ['declined', 'booking_declined'],
    ['cancelled', 'booking_cancelled'],
  ])('a move to %s queues %s to the guest', async (status, kind) => {
    const id = insertBooking(s.t, s.time, { guestEmail: 'guest@example.com' });
    await walk(id, PATH_TO[status]!);
    const last = mails().at(-1);
    expect(last).toMatchObject({ kind, to_address: 'guest@example.com' });
    expect(mails()).toHaveLength(PATH_TO[status]!.length);
  });

  it('a completed trip is not mailed', async () => {
    const id = insertBooking(s.t, s.time);
    await walk(id, ['quoted', 'confirmed']);
    const before = mails().length;
    await walk(id, ['completed']);
    expect(mails()).toHaveLength(before);
  });

  it('the quote carries the price and the note, and a member’s the link to My trips', async () => {
    const member = signedIn(s.t, s.time, 'member', 'ada@example.com');
    const id = insertBooking(s.t, s.time, { userId: member.id, destinationId: KYOTO });
    await patch(id, {
      status: 'quoted',
      quotedPrice: '31000.00',
      note: 'Suite with a view',
      expectedUpdatedAt: version(id),
    });
    const [mail] = mails();
    expect(mail!.subject).toBe('Your quote for Kyoto');
    expect(mail!.text_body).toContain('A note from your concierge:\nSuite with a view');
    expect(mail!.text_body).toContain('Quoted price: $31,000.00');
    // PUBLIC_URL's origin once the console's routes hand updateBooking the app's mail settings;
    // until then the server's own (the same in production).
    expect(mail!.text_body).toMatch(/See My trips:\nhttp:\/\/localhost(:\d+)?\/dashboard\n/);
  });

  it('a refused, stale or invalid PATCH queues nothing; of two at once, one mail', async () => {
    const id = insertBooking(s.t, s.time);
    await patch(id, { status: 'completed', expectedUpdatedAt: version(id) });
    await patch(id, { status: 'declined', expectedUpdatedAt: '2020-01-01T00:00:00.000Z' });
    await patch(id, { status: 'quoted', expectedUpdatedAt: version(id) });
    expect(mails()).toEqual([]);
    const opened = version(id);
    await Promise.all([
      patch(id, { status: 'declined', expectedUpdatedAt: opened }, s.concierge),
      patch(id, { status: 'quoted', quotedPrice: '10.00', expectedUpdatedAt: opened }, s.admin),
    ]);
    expect(mails()).toHaveLength(1);
  });
});
