/** The member's event stream (issue 23): auth, pokes, reconnects, sign-out and the cap. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { STAFF_IDLE_TIMEOUT_MS } from '@api/auth/sessions';
import { eventStreams } from '@api/observability/event-streams';
import { API } from '@shared/api';
import { SYNC_API, SYNC_STREAMS_PER_MEMBER } from '@shared/sync-api';
import {
  makeClock,
  makeTestApp,
  TEST_ORIGIN,
  type TestApp,
  type TestClock,
} from '../../helpers/api';
import { insertBooking, signedIn, type Person } from '../../helpers/staff';
import { session } from '@api/auth';
import { syncRoutes, SyncHub } from '@api/sync';

let t: TestApp;
let time: TestClock;
let ada: Person;
let bea: Person;
const open: ReadableStreamDefaultReader<Uint8Array>[] = [];
beforeEach(() => {
  time = makeClock();
  t = makeTestApp({ clock: time.clock });
  ada = signedIn(t, time, 'member', 'ada@club.test');
  bea = signedIn(t, time, 'member', 'bea@club.test');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((reader) => reader.cancel().catch(() => {})));
  t.close();
});

interface SseEvent {
  event?: string;
  data?: string;
  id?: string;
}

/** Opens the stream and reads it event by event. */
async function connect(as: Person, headers: Record<string, string> = {}) {
  const res = await t.request(SYNC_API.events, { headers: { Cookie: as.cookie, ...headers } });
  if (!res.body) throw new Error(`no stream: ${res.status}`);
  const reader = res.body.getReader();
  open.push(reader);
  const decoder = new TextDecoder();
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  /** The next event (comments skipped), or null if none comes within `ms`. */
  const next = async (ms = 2000): Promise<SseEvent | null> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: SseEvent = {};
        for (const line of block.split('\n')) {
          const [field, ...rest] = line.split(': ');
          const value = rest.join(': ');
          if (field === 'event' || field === 'data' || field === 'id') event[field] = value;
        }
        if (Object.keys(event).length > 0) return event;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) return null;
      // A read that loses the race is kept for the next call, or its chunk would be lost.
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ]);
      if (chunk === null) return null;
      pending = undefined;
      if (chunk.done) return { event: 'closed' };
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { res, next };
}

const write = (as: Person, body: unknown) =>
  t.app.request(API.profile, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: as.cookie },
  });
const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '',
  state: '',
  companyName: '',
  upcomingTrips: [],
};

describe('GET /api/sync/events', () => {
  it('answers 401 without a session', async () => {
    const res = await t.request(SYNC_API.events);
    expect(res.status).toBe(401);
  });

  it('opens at once, unbuffered, and pokes the member when their data change', async () => {
    const stream = await connect(ada);
    expect(stream.res.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('X-Accel-Buffering')).toBe('no');
    expect(stream.res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await stream.next()).toMatchObject({ event: 'ready' });

    expect((await write(ada, profile)).status).toBe(200);
    const poke = await stream.next();
    expect(poke).toMatchObject({ event: 'change', data: '' });
    expect(Number(poke?.id)).toBeGreaterThan(0);
  });

  it('pokes only the member whose data changed, also for writes outside the API', async () => {
    const adas = await connect(ada);
    const beas = await connect(bea);
    await adas.next();
    await beas.next();
    // A write from elsewhere (the staff CLI, a timer): found by the hub's look at the feed.
    insertBooking(t, time, { id: 'trip', userId: bea.id });
    expect(await beas.next()).toMatchObject({ event: 'change' });
    expect(await adas.next(800)).toBeNull();
  });

  it('pokes at once on a reconnect whose Last-Event-ID is behind the member’s changes', async () => {
    insertBooking(t, time, { id: 'trip', userId: ada.id });
    const fresh = await connect(ada, { 'Last-Event-ID': '0' });
    const ready = await fresh.next();
    // `ready` names the member's latest change: an app with an older copy pulls.
    expect(ready).toMatchObject({ event: 'ready' });
    expect(Number(ready?.data)).toBeGreaterThan(0);
    expect(await fresh.next()).toMatchObject({ event: 'change' });
    const current = await connect(ada, { 'Last-Event-ID': '1000000' });
    expect(await current.next()).toMatchObject({ event: 'ready' });
    expect(await current.next(600)).toBeNull();
  });

  it('ends the stream when its session ends, and refuses the next one', async () => {
    const stream = await connect(ada);
    await stream.next();
    const out = await t.app.request(API.signOut, {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, Cookie: ada.cookie },
    });
    expect(out.status).toBe(200);
    expect(await stream.next()).toMatchObject({ event: 'end', data: 'signed_out' });
    expect(await stream.next()).toMatchObject({ event: 'closed' });
    expect((await t.request(SYNC_API.events, { headers: { Cookie: ada.cookie } })).status).toBe(
      401,
    );
  });

  it('ends a staff stream once its session is idle for 12 hours, as a request would be refused', async () => {
    const staff = signedIn(t, time, 'concierge', 'con@club.test');
    const stream = await connect(staff);
    expect(await stream.next()).toMatchObject({ event: 'ready' });
    // Within the idle window a write elsewhere changes nothing for the staff member's stream.
    time.advance(STAFF_IDLE_TIMEOUT_MS - 60_000);
    expect((await write(ada, profile)).status).toBe(200);
    expect(await stream.next(600)).toBeNull();
    // Past it: the stream's session is dead for every request, so the stream ends too.
    time.advance(120_000);
    expect((await write(ada, { ...profile, state: 'NY' })).status).toBe(200);
    expect(await stream.next()).toMatchObject({ event: 'end', data: 'signed_out' });
    expect(await stream.next()).toMatchObject({ event: 'closed' });
    expect((await t.request(SYNC_API.events, { headers: { Cookie: staff.cookie } })).status).toBe(
      401,
    );
  });

  it('ends every stream with a last event when the server stops, so the app reconnects', async () => {
    const stream = await connect(ada);
    await stream.next();
    expect(eventStreams.size).toBe(1);
    await eventStreams.closeAll();
    expect(await stream.next()).toMatchObject({ event: 'shutdown' });
    expect(await stream.next()).toMatchObject({ event: 'closed' });
    expect(eventStreams.size).toBe(0);
  });

  it(`refuses more than ${SYNC_STREAMS_PER_MEMBER} streams per member with a clear 429`, async () => {
    for (let i = 0; i < SYNC_STREAMS_PER_MEMBER; i++) {
      const stream = await connect(ada);
      expect(await stream.next()).toMatchObject({ event: 'ready' });
    }
    const refused = await t.request(SYNC_API.events, { headers: { Cookie: ada.cookie } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/Too many/) });
    // Another member is not affected.
    expect(await (await connect(bea)).next()).toMatchObject({ event: 'ready' });
  });
});

describe('the heartbeat', () => {
  it('says the stream is alive at its interval, so a silent proxy is noticed', async () => {
    // The routes alone, behind the session, with a short heartbeat.
    const app = new Hono()
      .use('*', session({ db: t.db, clock: time.clock, secure: false }))
      .route(
        SYNC_API.pull,
        syncRoutes({ db: t.db, hub: new SyncHub(t.db, time.clock), heartbeatMs: 50 }),
      );
    const res = await app.request(SYNC_API.events, { headers: { Cookie: ada.cookie } });
    const reader = res.body!.getReader();
    open.push(reader);
    let text = '';
    const decoder = new TextDecoder();
    while ((text.match(/event: ping/g) ?? []).length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toMatch(/^event: ready/);
    expect((text.match(/event: ping/g) ?? []).length).toBe(2);
  });
});
