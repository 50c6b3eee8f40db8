import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import { CATALOG_VERSION_KEY, checkCatalogVersion } from '@app/local/catalog/catalog-watch';
import { json, networkDown, stubFetch, testDb } from '../fake-server';

/** A server whose catalogue is at `version()`; counts the pulls and the page refreshes asked. */
function watched(version: () => string) {
  const db = testDb();
  const requests = stubFetch(() => json(200, { version: version() }));
  const seen = { pulls: 0, pageRefreshes: 0 };
  const deps = {
    db,
    pullAll: () => Promise.resolve(void (seen.pulls += 1)),
    refreshPages: () => void (seen.pageRefreshes += 1),
  };
  return { db, requests, seen, check: () => checkCatalogVersion(deps) };
}

describe('checkCatalogVersion', () => {
  it('pulls again only when the version moved, and then asks the worker for the pages', async () => {
    let version = 'v1';
    const w = watched(() => version);

    expect(await w.check()).toBe(true);
    expect(w.requests.map((r) => r.path)).toEqual([API.catalogVersion]);
    expect(w.seen).toEqual({ pulls: 1, pageRefreshes: 0 });
    expect((await w.db.cacheMeta.get(CATALOG_VERSION_KEY))?.cursor).toBe('v1');

    expect(await w.check()).toBe(false);
    expect(w.seen).toEqual({ pulls: 1, pageRefreshes: 0 });

    version = 'v2';
    expect(await w.check()).toBe(true);
    expect(w.seen).toEqual({ pulls: 2, pageRefreshes: 1 });
    expect((await w.db.cacheMeta.get(CATALOG_VERSION_KEY))?.cursor).toBe('v2');
  });

  it('offline, keeps the version it knew, so the first check back online catches up', async () => {
    const w = watched(() => 'v1');
    await w.check();
    stubFetch(networkDown);
    expect(await w.check()).toBe(false);
    expect((await w.db.cacheMeta.get(CATALOG_VERSION_KEY))?.cursor).toBe('v1');

    stubFetch(() => json(200, { version: 'v2' }));
    expect(await w.check()).toBe(true);
    expect(w.seen).toEqual({ pulls: 2, pageRefreshes: 1 });
  });

  it('ignores an answer that is not a version', async () => {
    const w = watched(() => 'v1');
    stubFetch(() => json(200, { nope: true }));
    expect(await w.check()).toBe(false);
    expect(w.seen.pulls).toBe(0);
    expect(await w.db.cacheMeta.get(CATALOG_VERSION_KEY)).toBeUndefined();
  });
});
