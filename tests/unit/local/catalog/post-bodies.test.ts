import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { refreshCatalog } from '@app/local/catalog/cache';
import { pullPostBody } from '@app/local/catalog/post-bodies';
import { postSummary as summary, publicPost as body } from '../fixtures';
import { json, networkDown, stubFetch, testDb, type FakeServer } from '../fake-server';

/** A journal of `slugs`: the listing and each post's body; any other address 404s. */
const journal =
  (slugs: string[]): FakeServer =>
  (req) => {
    if (req.path === '/api/posts')
      return json(
        200,
        slugs.map((s, i) => summary(s, i + 1)),
      );
    const slug = decodeURIComponent(req.path.replace('/api/posts/', ''));
    const i = slugs.indexOf(slug);
    return i < 0 ? json(404, { message: 'No post at this address' }) : json(200, body(slug, i + 1));
  };

describe('the journal in Dexie', () => {
  it('pulls the listing and warms every published post’s body, so each reads offline', async () => {
    const db = testDb();
    const requests = stubFetch(journal(['isabella', 'marcus']));
    await refreshCatalog('posts', { db });
    expect((await db.posts.toArray()).map((p) => p.slug).sort()).toEqual(['isabella', 'marcus']);
    expect((await db.postBodies.get('marcus'))?.html).toBe('<p>marcus</p>');
    expect(requests.map((r) => r.path).sort()).toEqual([
      '/api/posts',
      '/api/posts/isabella',
      '/api/posts/marcus',
    ]);
  });

  it('drops a post archived on the server, with its body, at the next pull', async () => {
    const db = testDb();
    stubFetch(journal(['isabella', 'marcus']));
    await refreshCatalog('posts', { db });
    stubFetch(journal(['marcus', 'new-post']));
    await refreshCatalog('posts', { db, force: true });
    expect((await db.posts.toArray()).map((p) => p.slug).sort()).toEqual(['marcus', 'new-post']);
    expect(await db.postBodies.get('isabella')).toBeUndefined();
    expect((await db.postBodies.get('new-post'))?.html).toBe('<p>new-post</p>');
  });

  it('pulls one post when it is opened: found, missing (dropped) or failed (kept)', async () => {
    const db = testDb();
    stubFetch(journal(['isabella']));
    expect(await pullPostBody('isabella', db)).toBe('found');
    stubFetch(networkDown);
    expect(await pullPostBody('isabella', db)).toBe('failed');
    expect(await db.postBodies.get('isabella')).toBeDefined();
    stubFetch(journal([]));
    expect(await pullPostBody('isabella', db)).toBe('missing');
    expect(await db.postBodies.get('isabella')).toBeUndefined();
  });

  it('refuses a body of the wrong shape, keeping nothing', async () => {
    const db = testDb();
    stubFetch(() => json(200, { slug: 'isabella' }));
    expect(await pullPostBody('isabella', db)).toBe('failed');
    expect(await db.postBodies.count()).toBe(0);
  });
});
