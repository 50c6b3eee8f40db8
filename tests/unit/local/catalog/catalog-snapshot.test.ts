import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  catalogKeysRead,
  readCatalogSnapshot,
  seedCatalogFromSnapshot,
  setCatalogSnapshot,
  snapshotPostBody,
  snapshotRead,
  withSnapshot,
} from '@app/local/catalog/catalog-snapshot';
import type { CatalogStatus } from '@app/local/catalog/catalog-status';
import { destination, jet, postSummary, publicPost } from '../fixtures';
import { testDb } from '../fake-server';

const docWith = (text: string | undefined) =>
  ({
    getElementById: (id: string) =>
      id === 'catalog-snapshot' && text ? { textContent: text } : null,
  }) as unknown as Document;

interface Shown {
  status: CatalogStatus;
  names: string[];
}
const names = (rows: { name: string }[]): Shown => ({
  status: 'ready',
  names: rows.map((r) => r.name),
});

describe('withSnapshot', () => {
  const paris = destination('paris', { name: 'Paris' });
  const kyoto = destination('kyoto', { name: 'Kyoto' });

  it("shows the snapshot until Dexie has rows, then Dexie's answer", () => {
    setCatalogSnapshot({ destinations: [paris] });
    expect(withSnapshot<'destinations', Shown>(undefined, 'destinations', names)).toEqual({
      status: 'ready',
      names: ['Paris'],
    });
    const empty: Shown = { status: 'loading', names: [] };
    expect(withSnapshot(empty, 'destinations', names)?.names).toEqual(['Paris']);
    const offline: Shown = { status: 'unavailable', names: [] };
    expect(withSnapshot(offline, 'destinations', names)?.names).toEqual(['Paris']);
    const live = names([kyoto]);
    expect(withSnapshot(live, 'destinations', names)).toBe(live);
  });

  it('gives Dexie’s answer, or nothing, when the page came without that collection', () => {
    setCatalogSnapshot({});
    const empty: Shown = { status: 'loading', names: [] };
    expect(withSnapshot(empty, 'jets', names)).toBe(empty);
    expect(withSnapshot<'jets', Shown>(undefined, 'jets', names)).toBeUndefined();
  });

  it('notes the collections a render read, so a page embeds only those', () => {
    setCatalogSnapshot({ destinations: [paris], jets: [jet('falcon-8x')] });
    withSnapshot<'jets', Shown>(undefined, 'jets', names);
    expect(catalogKeysRead()).toEqual(['jets']);
    setCatalogSnapshot({});
    expect(catalogKeysRead()).toEqual([]);
  });

  it('embeds only the body of the post a page read, with the listing it read', () => {
    const catalog = {
      jets: [jet('falcon-8x')],
      posts: [postSummary('isabella', 1), postSummary('marcus', 2)],
      postBodies: [publicPost('isabella', 1), publicPost('marcus', 2)],
    };
    setCatalogSnapshot(catalog);
    expect(snapshotRead(catalog)).toEqual({});
    withSnapshot<'posts', { status: CatalogStatus }>(undefined, 'posts', () => ({
      status: 'ready',
    }));
    expect(snapshotPostBody('marcus')).toEqual(publicPost('marcus', 2));
    expect(snapshotPostBody('nobody')).toBeUndefined();
    expect(snapshotRead(catalog)).toEqual({
      posts: catalog.posts,
      postBodies: [publicPost('marcus', 2)],
    });
  });

  it('seeds a body the page came with, never over one already stored', async () => {
    const db = testDb();
    await db.postBodies.put({ ...publicPost('isabella'), html: '<p>pulled</p>' });
    await seedCatalogFromSnapshot(
      { postBodies: [publicPost('isabella'), publicPost('marcus', 2)] },
      db,
    );
    expect((await db.postBodies.get('isabella'))?.html).toBe('<p>pulled</p>');
    expect((await db.postBodies.get('marcus'))?.html).toBe('<p>marcus</p>');
  });
});

describe('readCatalogSnapshot', () => {
  it('reads the embedded JSON and checks it against the catalogue schemas', () => {
    const jets = [jet('falcon-8x')];
    expect(readCatalogSnapshot(docWith(JSON.stringify({ jets })))).toEqual({ jets });
  });

  it.each([undefined, 'not json', '{"jets":[{"id":1}]}'])(
    'gives an empty snapshot for %s',
    (text) => {
      expect(readCatalogSnapshot(docWith(text))).toEqual({});
    },
  );
});

describe('seedCatalogFromSnapshot', () => {
  it('fills a never-pulled collection, marked as never fetched so the next pull replaces it', async () => {
    const db = testDb();
    await seedCatalogFromSnapshot({ jets: [jet('falcon-8x')] }, db);
    expect((await db.jets.toArray()).map((j) => j.id)).toEqual(['falcon-8x']);
    expect(await db.cacheMeta.get('jets')).toMatchObject({ key: 'jets', fetchedAt: 0 });
  });

  it('leaves a collection already pulled on this device alone', async () => {
    const db = testDb();
    await db.jets.put(jet('global-7500'));
    await db.cacheMeta.put({ key: 'jets', fetchedAt: 1_700_000_000_000 });
    await seedCatalogFromSnapshot({ jets: [jet('falcon-8x')] }, db);
    expect((await db.jets.toArray()).map((j) => j.id)).toEqual(['global-7500']);
  });
});
