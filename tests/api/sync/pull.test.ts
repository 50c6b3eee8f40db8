/** The member's change feed and its pull (issue 23): versions, tombstones, cursors, retention. */
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeCursor } from '@api/sync/sync-cursor';
import { API } from '@shared/api';
import { cursorVersion, SYNC_API, type SyncPull } from '@shared/sync-api';
import { TEST_ORIGIN } from '../../helpers/api';
import { confirmEmail } from '../../helpers/accounts';
import { insertBooking, signedIn, type Person } from '../../helpers/staff';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';
import { pruneExpired } from '@api/ops';
import { appSuite } from '../../helpers/app-suite';

const s = appSuite();
let ada: Person;
let bea: Person;
beforeEach(() => {
  ada = signedIn(s.t, s.time, 'member', 'ada@club.test');
  bea = signedIn(s.t, s.time, 'member', 'bea@club.test');
});

const pull = async (as: Person, since?: string) => {
  const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`;
  const res = await s.t.request(`${SYNC_API.pull}${query}`, { headers: { Cookie: as.cookie } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as SyncPull };
};
const sql = (statement: string, ...params: unknown[]) =>
  s.t.db.$client.prepare(statement).run(...params);

let orderSerial = 0;
function insertOrder(fields: { userId?: string | null; email?: string; status?: string }) {
  const id = `order-${++orderSerial}`;
  sql(
    `INSERT INTO orders (id, kind, user_id, email, status, amount_cents, description, lines,
       return_path, checkout_session_id, created_at, updated_at)
     VALUES (?, 'book', ?, ?, ?, 2700, 'The book', '[]', '/book', ?, ?, ?)`,
    id,
    fields.userId ?? null,
    fields.email ?? null,
    fields.status ?? 'paid',
    `cs_${id}`,
    s.time.now().toISOString(),
    s.time.now().toISOString(),
  );
  return id;
}

describe('GET /api/sync', () => {
  it('answers 401 without a session, and never keeps a copy', async () => {
    const res = await s.t.request(SYNC_API.pull);
    expect(res.status).toBe(401);
    expect((await pull(ada)).headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('without a cursor, answers a snapshot of the member’s own records only', async () => {
    insertBooking(s.t, s.time, { id: 'ada-trip', userId: ada.id });
    insertBooking(s.t, s.time, { id: 'bea-trip', userId: bea.id });
    insertBooking(s.t, s.time, { id: 'guest-trip' });
    insertOrder({ userId: ada.id });
    insertOrder({ userId: bea.id });
    const { status, body } = await pull(ada);
    expect(status).toBe(200);
    expect(body.snapshot).toBe(true);
    expect(body.profile).toMatchObject({ id: ada.id, email: 'ada@club.test' });
    expect(body.bookings.map((b) => b.id)).toEqual(['ada-trip']);
    expect(body.orders).toHaveLength(1);
    expect(body.cursor).toMatch(/^c1\.\d+\./);
  });

  it('after a cursor, answers only what changed, each record as it is now', async () => {
    insertBooking(s.t, s.time, { id: 'kyoto', userId: ada.id });
    insertBooking(s.t, s.time, { id: 'aspen', userId: ada.id });
    const first = await pull(ada);
    expect((await pull(ada, first.body.cursor)).body).toMatchObject({
      snapshot: false,
      profile: null,
      bookings: [],
      orders: [],
      removed: { bookings: [], orders: [], consultations: [] },
    });

    // The concierge confirms one trip, twice edited: one record, in its last state.
    sql(`UPDATE bookings SET status = 'quoted', staff_note = 'Draft' WHERE id = 'kyoto'`);
    sql(
      `UPDATE bookings SET status = 'confirmed', staff_note = 'See you in Kyoto' WHERE id = 'kyoto'`,
    );
    const next = await pull(ada, first.body.cursor);
    expect(next.body.snapshot).toBe(false);
    expect(next.body.bookings).toEqual([
      expect.objectContaining({
        id: 'kyoto',
        status: 'confirmed',
        conciergeNote: 'See you in Kyoto',
      }),
    ]);
    expect(next.body.cursor).not.toBe(first.body.cursor);
    expect((await pull(ada, next.body.cursor)).body.bookings).toEqual([]);
  });

  it('carries the profile when it changed, through the API or any other write', async () => {
    const { body: start } = await pull(ada);
    const res = await s.t.app.request(API.profile, {
      method: 'PUT',
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: '',
        state: 'Kent',
        companyName: '',
        upcomingTrips: [],
      }),
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: ada.cookie },
    });
    expect(res.status).toBe(200);
    const { body } = await pull(ada, start.cursor);
    expect(body.profile).toMatchObject({ lastName: 'Lovelace', state: 'Kent' });
    // Bea's pull after the same cursor version carries nothing of Ada's.
    const { body: beas } = await pull(
      bea,
      encodeCursor(bea.id, Number(start.cursor.split('.')[1])),
    );
    expect(beas).toMatchObject({ snapshot: false, profile: null, bookings: [] });
  });

  it('leaves a tombstone for a record deleted or no longer the member’s', async () => {
    insertBooking(s.t, s.time, { id: 'gone', userId: ada.id });
    insertBooking(s.t, s.time, { id: 'moved', userId: ada.id });
    const { body: start } = await pull(ada);
    sql(`DELETE FROM bookings WHERE id = 'gone'`);
    sql(`UPDATE bookings SET user_id = ? WHERE id = 'moved'`, bea.id);
    const { body } = await pull(ada, start.cursor);
    expect(body.bookings).toEqual([]);
    expect(body.removed.bookings.sort()).toEqual(['gone', 'moved']);
    const { body: beas } = await pull(bea);
    expect(beas.bookings.map((b) => b.id)).toEqual(['moved']);
  });

  it('carries the member’s consultation requests under their device’s id, with the club’s status', async () => {
    const request = PUBLIC_WRITES[API.consultations];
    const sent = await s.t.post(API.consultations, request, { headers: { Cookie: ada.cookie } });
    const { id } = (await sent.json()) as { id: number };
    await s.t.post(
      API.consultations,
      { ...request, id: '0f6b1e2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b' },
      { headers: { Cookie: bea.cookie } },
    );
    const { body: start } = await pull(ada);
    expect(start.consultations).toEqual([
      {
        id: String(id),
        clientId: request.id,
        callType: 'zoom',
        preferredDate: '2025-10-01',
        preferredTime: '10:00 AM',
        topic: 'Travel & Destination Planning',
        message: 'A winter week in Aspen for two.',
        phoneNumber: '+1 555 010 2030',
        appleId: '',
        status: 'new',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    // The concierge replies in the console: the member's next pull says so.
    sql(`UPDATE contact_messages SET status = 'replied' WHERE id = ?`, id);
    const { body: replied } = await pull(ada, start.cursor);
    expect(replied.consultations).toEqual([
      expect.objectContaining({ id: String(id), clientId: request.id, status: 'replied' }),
    ]);
    sql(`DELETE FROM contact_messages WHERE id = ?`, id);
    const { body: gone } = await pull(ada, replied.cursor);
    expect(gone.removed.consultations).toEqual([String(id)]);
  });

  it('brings a guest order paid with the member’s email once they confirm it', async () => {
    const { body: start } = await pull(ada);
    const guest = insertOrder({ email: 'ada@club.test', status: 'paid' });
    expect((await pull(ada, start.cursor)).body.orders).toEqual([]);
    confirmEmail(s.t, ada.id);
    const { body } = await pull(ada, start.cursor);
    expect(body.orders.map((o) => o.id)).toEqual([guest]);
    // A later change to it (shipped) reaches the member as well.
    sql(
      `UPDATE orders SET carrier = 'DHL', shipped_at = ? WHERE id = ?`,
      s.time.now().toISOString(),
      guest,
    );
    const { body: shipped } = await pull(ada, body.cursor);
    expect(shipped.orders).toEqual([expect.objectContaining({ id: guest, carrier: 'DHL' })]);
  });

  it('answers another member’s cursor, a future one or one older than the retention with a snapshot', async () => {
    insertBooking(s.t, s.time, { id: 'mine', userId: ada.id });
    const { body: beas } = await pull(bea);
    const foreign = await pull(ada, beas.cursor);
    expect(foreign.body.snapshot).toBe(true);
    expect(foreign.body.bookings.map((b) => b.id)).toEqual(['mine']);

    const future = await pull(ada, encodeCursor(ada.id, 10_000));
    expect(future.body.snapshot).toBe(true);

    const { body: start } = await pull(ada);
    sql(`UPDATE bookings SET status = 'quoted' WHERE id = 'mine'`);
    // 31 days on, the feed's rows are pruned: the old cursor can no longer be patched.
    sql(`UPDATE change_feed SET changed_at = '2000-01-01T00:00:00.000Z'`);
    pruneExpired(s.t.db, s.time.now());
    const stale = await pull(ada, start.cursor);
    expect(stale.body.snapshot).toBe(true);
    expect(stale.body.bookings).toEqual([
      expect.objectContaining({ id: 'mine', status: 'quoted' }),
    ]);
    // …and the new cursor works again.
    expect((await pull(ada, stale.body.cursor)).body.snapshot).toBe(false);
  });

  it('makes cursors whose version the app reads the same way (shared/sync-api.ts)', () => {
    expect(cursorVersion(encodeCursor(ada.id, 12))).toBe(12);
    expect(cursorVersion('garbage')).toBeUndefined();
    expect(cursorVersion(undefined)).toBeUndefined();
  });

  it.each([['garbage'], ['c1.12'], ['c1.-4.abcdefghijkl'], ['c1.1e3.abcdefghijkl']])(
    'refuses the malformed cursor %j with 400',
    async (cursor) => {
      const res = await s.t.request(`${SYNC_API.pull}?since=${encodeURIComponent(cursor)}`, {
        headers: { Cookie: ada.cookie },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ issues: { since: expect.any(String) } });
    },
  );
});
