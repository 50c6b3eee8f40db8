import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CACHE_FRESH_MS } from '@shared/constants';
import { refreshAllCatalogs, refreshCatalog } from '@app/local/catalog/cache';
import { destination, jet, product } from '../fixtures';
import { json, manualClock, networkDown, stubFetch, testDb, type FakeServer } from '../fake-server';

const onlyJets =
  (slugs: string[]): FakeServer =>
  () =>
    json(200, slugs.map(jet));

describe('refreshCatalog', () => {
  it('pulls into Dexie, then serves the local copy without fetching for 5 minutes', async () => {
    const db = testDb();
    const clock = manualClock();
    const requests = stubFetch(onlyJets(['falcon-8x', 'global-7500']));

    await refreshCatalog('jets', { db, now: clock.now });
    expect(requests.map((r) => r.path)).toEqual(['/api/jets']);
    expect((await db.jets.toArray()).map((j) => j.id).sort()).toEqual(['falcon-8x', 'global-7500']);
    expect(await db.cacheMeta.get('jets')).toEqual({ key: 'jets', fetchedAt: clock.now() });

    clock.advance(CACHE_FRESH_MS - 1);
    await refreshCatalog('jets', { db, now: clock.now });
    expect(requests).toHaveLength(1);
  });

  it('fetches again once the copy is older than 5 minutes, or when forced', async () => {
    const db = testDb();
    const clock = manualClock();
    const requests = stubFetch(onlyJets(['falcon-8x']));
    await refreshCatalog('jets', { db, now: clock.now });
    await refreshCatalog('jets', { db, now: clock.now, force: true });
    expect(requests).toHaveLength(2);

    clock.advance(CACHE_FRESH_MS);
    await refreshCatalog('jets', { db, now: clock.now });
    expect(requests).toHaveLength(3);
    expect((await db.cacheMeta.get('jets'))?.fetchedAt).toBe(clock.now());
  });

  it('replaces the rows, so ones removed on the server disappear', async () => {
    const db = testDb();
    stubFetch(() => json(200, [destination('aspen'), destination('paris')]));
    await refreshCatalog('destinations', { db });
    stubFetch(() => json(200, [destination('paris', { name: 'Paris' })]));
    await refreshCatalog('destinations', { db, force: true });
    expect(await db.destinations.toArray()).toEqual([destination('paris', { name: 'Paris' })]);
  });

  it.each([
    ['offline', networkDown, 'fetch failed'],
    ['a server error', () => json(503, { message: 'Down' }), '503: {"message":"Down"}'],
    ['an invalid payload', () => json(200, [{ id: 1 }]), 'Unexpected data from /api/products'],
  ])('keeps the last copy and records the error when %s', async (_case, server, error) => {
    const db = testDb();
    const clock = manualClock();
    stubFetch(() => json(200, [product(1), product(2)]));
    await refreshCatalog('products', { db, now: clock.now });
    const fetchedAt = clock.now();

    clock.advance(CACHE_FRESH_MS);
    stubFetch(server);
    await expect(refreshCatalog('products', { db, now: clock.now })).resolves.toBeUndefined();

    expect(await db.products.count()).toBe(2);
    expect(await db.cacheMeta.get('products')).toEqual({ key: 'products', fetchedAt, error });

    stubFetch(() => json(200, [product(3)]));
    await refreshCatalog('products', { db, now: clock.now });
    expect(await db.cacheMeta.get('products')).toEqual({ key: 'products', fetchedAt: clock.now() });
    expect((await db.products.toArray()).map((p) => p.id)).toEqual([3]);
  });

  it('records an error with no copy yet, so the next call tries again', async () => {
    const db = testDb();
    const requests = stubFetch(networkDown);
    await refreshCatalog('jets', { db });
    expect(await db.cacheMeta.get('jets')).toEqual({
      key: 'jets',
      fetchedAt: 0,
      error: 'fetch failed',
    });
    await refreshCatalog('jets', { db });
    expect(requests).toHaveLength(2);
  });

  it('shares one request between concurrent calls for the same key', async () => {
    const db = testDb();
    const requests = stubFetch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return json(200, [jet('falcon-8x')]);
    });
    await Promise.all([
      refreshCatalog('jets', { db }),
      refreshCatalog('jets', { db }),
      refreshCatalog('jets', { db, force: true }),
    ]);
    expect(requests).toHaveLength(1);
    expect(await db.jets.count()).toBe(1);
  });
});

describe('refreshAllCatalogs', () => {
  it('pulls the five collections from their API paths', async () => {
    const db = testDb();
    const requests = stubFetch((req) => {
      if (req.path === '/api/posts') return json(200, []);
      if (req.path === '/api/jets') return json(200, [jet('falcon-8x')]);
      if (req.path === '/api/products') return json(200, [product(1)]);
      if (req.path === '/api/destinations/featured') {
        return json(200, [destination('aspen', { featured: 1 })]);
      }
      return json(200, [destination('aspen', { featured: 1 }), destination('paris')]);
    });
    await refreshAllCatalogs({ db });
    expect(requests.map((r) => r.path).sort()).toEqual([
      '/api/destinations',
      '/api/destinations/featured',
      '/api/jets',
      '/api/posts',
      '/api/products',
    ]);
    expect(await db.destinations.count()).toBe(2);
    expect(await db.featuredDestinations.count()).toBe(1);
    expect(await db.jets.count()).toBe(1);
    expect(await db.products.count()).toBe(1);
  });
});
