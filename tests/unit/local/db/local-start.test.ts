import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionHintPresent } from '@app/local/session/session-hint';

/** A page's localStorage, fresh per test: the flag says whether this device opened the database. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

/** The modules as a new page has them: nothing decided, nothing loaded. */
async function freshPage() {
  vi.resetModules();
  const start = await import('@app/local/db/local-start');
  const local = await import('@app/local/db/local-db');
  return { ...start, ...local };
}

let storage: ReturnType<typeof fakeStorage>;
beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('a first visit leaves the database closed until something needs it', () => {
  it('answers a watch with what an empty database holds, without running the query', async () => {
    const page = await freshPage();
    page.decideLocalStart(true, false);
    expect(page.localWanted()).toBe(false);

    const query = vi.fn(async () => 'stored');
    const seen: string[] = [];
    const stop = page.watchLocal(
      query,
      { next: (a) => seen.push(a), error: () => {} },
      {
        answer: 'nothing',
      },
    );
    await vi.waitFor(() => expect(seen).toEqual(['nothing']));
    expect(query).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);

    // A write (or a move inside the app) opens it: the watch then asks the database itself.
    page.wantLocal();
    await vi.waitFor(() => expect(seen).toEqual(['nothing', 'stored']));
    expect(storage.items.get('club.local')).toBe('1');
    stop();
  });

  it('opens for everyone once any code asks for the database', async () => {
    const page = await freshPage();
    page.decideLocalStart(true, false);
    const seen: number[] = [];
    const stop = page.watchLocal((db) => db.destinations.count(), {
      next: (n) => seen.push(n),
      error: () => {},
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([]);
    await page.localDb();
    expect(page.localWanted()).toBe(true);
    await vi.waitFor(() => expect(seen).toEqual([0]));
    stop();
  });

  it('a watch stopped before the database opened never runs', async () => {
    const page = await freshPage();
    page.decideLocalStart(true, false);
    const query = vi.fn(async () => 1);
    page.watchLocal(query, { next: () => {}, error: () => {} })();
    page.wantLocal();
    await page.localDb();
    await new Promise((r) => setTimeout(r, 20));
    expect(query).not.toHaveBeenCalled();
  });

  it('opens at once on a device that used it before, and on a page without a catalogue', async () => {
    storage.setItem('club.local', '1');
    const used = await freshPage();
    used.decideLocalStart(true, false);
    expect(used.localWanted()).toBe(true);

    storage.items.clear();
    const shell = await freshPage();
    shell.decideLocalStart(false, false);
    expect(shell.localWanted()).toBe(true);
  });

  it('opens at once when the session hint says someone signed in here', async () => {
    vi.stubGlobal('document', { cookie: 'signed_in=1' });
    const page = await freshPage();
    page.decideLocalStart(true, sessionHintPresent());
    expect(page.localWanted()).toBe(true);
  });

  it('a catalogue pull is shown on the page at once, and stored once the database opens', async () => {
    const jet = {
      id: 'g700',
      name: 'Gulfstream G700',
      type: 'Ultra long range',
      capacity: 19,
      range: '7,750 nm',
      hourlyRate: '14500.00',
      description: 'The longest cabin in business aviation.',
      imageUrl: '/images/jets/g700.svg',
    };
    const fetch = vi.fn(async () => Response.json([jet]));
    vi.stubGlobal('fetch', fetch);
    const page = await freshPage();
    const { refreshCatalog } = await import('@app/local/catalog/cache');
    const { currentSnapshot } = await import('@app/local/catalog/catalog-snapshot');
    page.decideLocalStart(true, false);

    await refreshCatalog('jets');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(currentSnapshot().jets).toEqual([jet]);
    expect(storage.items.size).toBe(0); // the database is still closed

    page.wantLocal();
    const db = await page.localDb();
    await vi.waitFor(async () => expect(await db.jets.toArray()).toEqual([jet]));
    // Stored as a fresh pull: the screens' next refresh asks the server for nothing.
    await refreshCatalog('jets');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
