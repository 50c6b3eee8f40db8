import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPLAY_HEADER } from '@api/middleware/idempotency';
import { API, type CurrentUser } from '@shared/api';
import { makeClock, makeTestApp, type TestApp } from '../../helpers/api';
import { register } from '../../helpers/accounts';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ clock: makeClock().clock });
});
afterEach(() => t.close());

const keyRows = () =>
  t.db.$client.prepare('SELECT key, scope FROM idempotency_keys').all() as {
    key: string;
    scope: string;
  }[];

describe('what an Idempotency-Key stores', () => {
  it('stores nothing for an unmatched route or a wrong method', async () => {
    const unmatched = await t.post('/api/no-such-route', { a: 1 }, { key: 'k-unmatched' });
    expect(unmatched.status).toBe(404);
    const wrongMethod = await t.request(API.waitlist, {
      method: 'DELETE',
      headers: { Origin: 'http://localhost', 'Idempotency-Key': 'k-405' },
    });
    expect(wrongMethod.status).toBe(405);
    expect(keyRows()).toEqual([]);
  });

  it('stores nothing for a 401 to a signed-out request', async () => {
    const res = await t.post(API.selectDestination, { destinationId: 'x' }, { key: 'k-401' });
    expect(res.status).toBe(401);
    const profile = await t.request(API.profile, {
      method: 'PUT',
      body: '{}',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://localhost',
        'Idempotency-Key': 'k-401b',
      },
    });
    expect(profile.status).toBe(401);
    expect(keyRows()).toEqual([]);
  });

  it("scopes a member's keys to the member: another session never gets their answer", async () => {
    const amelia = await register(t);
    const maya = await register(t, { email: 'maya@example.com', firstName: 'Maya' });
    const body = PUBLIC_WRITES[API.bookings];
    const own = await t.post(API.bookings, body, {
      key: 'shared',
      headers: { Cookie: amelia.cookie },
    });
    expect(own.status).toBe(201);
    const ownBooking = (await own.json()) as { id: string };

    const replay = await t.post(API.bookings, body, {
      key: 'shared',
      headers: { Cookie: amelia.cookie },
    });
    expect(replay.headers.get(REPLAY_HEADER)).toBe('true');

    for (const headers of [{ Cookie: maya.cookie }, {}] as Record<string, string>[]) {
      const other = await t.post(API.bookings, body, { key: 'shared', headers });
      expect(other.status).toBe(201);
      expect(other.headers.get(REPLAY_HEADER)).toBeNull();
      expect(((await other.json()) as { id: string }).id).not.toBe(ownBooking.id);
    }
    expect(t.count('bookings')).toBe(3);
    expect(
      keyRows()
        .map((r) => r.scope)
        .sort(),
    ).toEqual(
      [
        'POST /api/bookings',
        `POST /api/bookings user:${amelia.user.id}`,
        `POST /api/bookings user:${maya.user.id}`,
      ].sort(),
    );
  });

  it("never replays a member's profile answer to another member", async () => {
    const amelia = await register(t);
    const maya = await register(t, { email: 'maya@example.com', firstName: 'Maya' });
    const pick = (cookie: string) =>
      t.post(
        API.selectDestination,
        { destinationId: PUBLIC_WRITES[API.bookings].destinationId },
        {
          key: 'pick',
          headers: { Cookie: cookie },
        },
      );
    const first = (await (await pick(amelia.cookie)).json()) as CurrentUser;
    const second = (await (await pick(maya.cookie)).json()) as CurrentUser;
    expect(first.email).toBe('amelia@example.com');
    expect(second.email).toBe('maya@example.com');
  });
});
