import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import {
  CATALOG_VERSION_KEY,
  checkCatalogVersion,
  pagesAwaited,
  resetPageVersion,
} from '@app/local/catalog/catalog-watch';
import { decideLocalStart, resetLocalStart } from '@app/local/db/local-start';
import { json, networkDown, stubFetch, testDb } from '../fake-server';

/** A server whose catalogue is at `version()`; counts the pulls and the page refreshes asked. */
function watched(version: () => string, pagesCurrent: () => boolean = () => true) {
  const db = testDb();
  const requests = stubFetch(() => json(200, { version: version(), pagesCurrent: pagesCurrent() }));
  const seen = { pulls: 0, pageRefreshes: 0 };
  const deps = {
    db,
    pullAll: () => Promise.resolve(void (seen.pulls += 1)),
    refreshPages: () => void (seen.pageRefreshes += 1),
  };
  return { db, requests, seen, check: () => checkCatalogVersion(deps) };
}

describe('checkCatalogVersion', () => {
  afterEach(() => resetPageVersion());

  it('asks the worker for the pages only once the server has rendered them again', async () => {
    let version = 'v1';
    let pagesCurrent = true;
    const w = watched(
      () => version,
      () => pagesCurrent,
    );
    await w.check();
    version = 'v2';
    pagesCurrent = false;
    expect(await w.check()).toBe(true);
    expect(w.seen).toEqual({ pulls: 2, pageRefreshes: 0 });
    expect(pagesAwaited()).toBe(true);

    expect(await w.check()).toBe(false);
    expect(w.seen.pageRefreshes).toBe(0);

    pagesCurrent = true;
    expect(await w.check()).toBe(false);
    expect(w.seen).toEqual({ pulls: 2, pageRefreshes: 1 });
    expect(pagesAwaited()).toBe(false);
  });

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

describe('checkCatalogVersion on a first visit, its database still closed', () => {
  afterEach(() => {
    resetLocalStart();
    resetPageVersion();
  });

  it('takes the page as rendered at the first version, then pulls into the page when it moves', async () => {
    decideLocalStart(true, false);
    let version = 'v1';
    stubFetch(() => json(200, { version }));
    const seen = { pulls: 0, pageRefreshes: 0 };
    const deps = {
      pullAll: () => Promise.resolve(void (seen.pulls += 1)),
      refreshPages: () => void (seen.pageRefreshes += 1),
    };
    expect(await checkCatalogVersion(deps)).toBe(false);
    expect(await checkCatalogVersion(deps)).toBe(false);
    expect(seen).toEqual({ pulls: 0, pageRefreshes: 0 });

    version = 'v2';
    expect(await checkCatalogVersion(deps)).toBe(true);
    expect(seen).toEqual({ pulls: 1, pageRefreshes: 1 });
    expect(await checkCatalogVersion(deps)).toBe(false);
  });
});
