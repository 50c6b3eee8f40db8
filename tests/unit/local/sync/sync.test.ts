import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSync } from '@app/local/sync/sync';
import { enqueue } from '@app/local/outbox/outbox';
import { syncStatus } from '@app/local/sync/sync-status';
import { isPull } from '../member-fixtures';
import { json, networkDown, stubFetch, testDb, type FakeServer } from '../fake-server';

const waitlist = {
  kind: 'waitlist' as const,
  url: '/api/waitlist',
  body: { email: 'a@x.co' },
};

/** A page-like environment: window, document and a service-worker container to fire events on. */
function fakePage() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const register = vi.fn(async () => {});
  const serviceWorker = Object.assign(new EventTarget(), {
    getRegistration: async () => ({ sync: { register } }),
  });
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('navigator', { onLine: true, serviceWorker });
  return { win, doc, serviceWorker, register };
}

/** The outbox answers with `outbox`; catalogue reads get empty lists; nobody is signed in. */
function server(outbox: FakeServer): FakeServer {
  return (req) => {
    if (isPull(req.path)) return json(401, { message: 'Unauthorized' });
    return req.method === 'GET' ? json(200, []) : outbox(req);
  };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});
function start(db: ReturnType<typeof testDb>) {
  const stop = startSync({ db });
  stops.push(stop);
  return stop;
}

async function statusOf(db: ReturnType<typeof testDb>, id: string) {
  return (await db.outbox.get({ id }))?.status;
}

describe('startSync', () => {
  it('flushes the outbox and pulls the catalogue on start', async () => {
    fakePage();
    const db = testDb();
    const item = await enqueue(waitlist, { db });
    const requests = stubFetch(server(() => json(201, {})));
    // The store outlives a test, so "defined" could be an earlier test's flush: this one's is later.
    const startedAt = Date.now();
    start(db);
    await vi.waitFor(async () => expect(await statusOf(db, item.id)).toBe('sent'));
    await vi.waitFor(() =>
      expect(
        requests
          .filter((r) => r.method === 'GET')
          .map((r) => r.path)
          .sort(),
      ).toEqual([
        // Nobody was signed in here and no session hint: who is signed in needs no question.
        '/api/destinations',
        '/api/destinations/featured',
        '/api/jets',
        // The journal's listing comes with the catalogue; an empty one asks for no bodies.
        '/api/posts',
        '/api/products',
      ]),
    );
    await vi.waitFor(() =>
      expect(syncStatus.getState().lastFlushAt).toBeGreaterThanOrEqual(startedAt),
    );
    expect(syncStatus.getState().flushing).toBe(false);
  });

  it('retries at once when the connection returns, and tracks online state', async () => {
    const page = fakePage();
    const db = testDb();
    stubFetch(server(networkDown));
    start(db);
    const item = await enqueue(waitlist, { db });
    await vi.waitFor(async () => expect((await db.outbox.get({ id: item.id }))?.attempts).toBe(1));

    page.win.dispatchEvent(new Event('offline'));
    expect(syncStatus.getState().online).toBe(false);
    stubFetch(server(() => json(201, {})));
    page.win.dispatchEvent(new Event('online'));
    expect(syncStatus.getState().online).toBe(true);
    // Well before the 1 s back-off would have run out.
    await vi.waitFor(async () => expect(await statusOf(db, item.id)).toBe('sent'), {
      timeout: 800,
    });
  });

  it('registers Background Sync when an item is left waiting for the network', async () => {
    const page = fakePage();
    const db = testDb();
    stubFetch(server(networkDown));
    await enqueue(waitlist, { db });
    start(db);
    await vi.waitFor(() => expect(page.register).toHaveBeenCalledWith('outbox'));
  });

  it('flushes when the service worker asks', async () => {
    const page = fakePage();
    const db = testDb();
    stubFetch(server(networkDown));
    start(db);
    const item = await enqueue(waitlist, { db });
    await vi.waitFor(async () => expect((await db.outbox.get({ id: item.id }))?.attempts).toBe(1));

    stubFetch(server(() => json(201, {})));
    page.serviceWorker.dispatchEvent(
      new MessageEvent('message', { data: { type: 'FLUSH_OUTBOX' } }),
    );
    await vi.waitFor(async () => expect(await statusOf(db, item.id)).toBe('sent'), {
      timeout: 800,
    });
  });

  it('sends what fell due when the page becomes visible', async () => {
    const page = fakePage();
    const db = testDb();
    stubFetch(server(() => json(201, {})));
    start(db);
    await vi.waitFor(() => expect(syncStatus.getState().flushing).toBe(false));
    // Left 'sending' by a tab that crashed: no timer watches it, only a flush recovers it.
    await db.outbox.add({
      id: crypto.randomUUID(),
      kind: 'newsletter',
      method: 'POST',
      url: '/api/newsletter',
      body: { email: 'a@x.co' },
      status: 'sending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: Date.now(),
      updatedAt: 0,
    });
    const requests = stubFetch(server(() => json(201, {})));
    page.doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
  });

  it('retries on its own when the back-off runs out', async () => {
    fakePage();
    const db = testDb();
    let calls = 0;
    stubFetch(server(() => (++calls === 1 ? json(503, { message: 'Down' }) : json(201, {}))));
    const item = await enqueue(waitlist, { db });
    start(db);
    await vi.waitFor(async () => expect((await db.outbox.get({ id: item.id }))?.attempts).toBe(1));
    expect(await statusOf(db, item.id)).toBe('pending');
    await vi.waitFor(async () => expect(await statusOf(db, item.id)).toBe('sent'), {
      timeout: 2500,
    });
  });

  it('stops listening when stopped', async () => {
    const page = fakePage();
    const db = testDb();
    stubFetch(server(networkDown));
    const stop = start(db);
    const item = await enqueue(waitlist, { db });
    await vi.waitFor(async () => expect((await db.outbox.get({ id: item.id }))?.attempts).toBe(1));
    stop();

    const requests = stubFetch(server(() => json(201, {})));
    page.win.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 1200)); // past the back-off timer too
    expect(requests).toHaveLength(0);
    expect(await statusOf(db, item.id)).toBe('pending');
  });
});
