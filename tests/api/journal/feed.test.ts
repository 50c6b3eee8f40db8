/**
 * /blog/rss.xml answered live from the database (issue 39): RSS 2.0 that parses, a post published
 * now is in it at once, a scheduled one only from its time (published by the worker with nobody
 * present), and the server's answer wins over a feed file an older build left in dist/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishDuePosts, startPublishWorker, type JournalChange } from '@api/journal';
import { serveBuiltApp } from '@api/web';
import { JOURNAL_API } from '@shared/journal-api';
import { dbRows } from '../../helpers/db-rows';
import { journalSuite, writePost } from '../../helpers/posts';
import { parseXml, type XmlElement } from '../../helpers/xml';

const s = journalSuite(['admin']);

const text = (el: XmlElement | undefined, name: string) =>
  el?.children.find((c) => c.name === name)?.text;

async function feed() {
  const res = await s.t.request(JOURNAL_API.feed);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
  const rss = parseXml(await res.text());
  expect(rss.name).toBe('rss');
  expect(rss.attributes.version).toBe('2.0');
  const channel = rss.children.find((c) => c.name === 'channel');
  const items = channel!.children.filter((c) => c.name === 'item');
  return {
    channel,
    items: items.map((item) => ({
      title: text(item, 'title'),
      path: new URL(text(item, 'link')!).pathname,
      date: new Date(text(item, 'pubDate')!).toISOString(),
    })),
  };
}
const paths = async () => (await feed()).items.map((item) => item.path);
const inMinutes = (n: number) => new Date(s.time.now().getTime() + n * 60_000).toISOString();

describe('GET /blog/rss.xml', () => {
  it('is RSS 2.0 of the published posts, newest first, on the public origin', async () => {
    const { channel, items } = await feed();
    expect(text(channel, 'title')).toBe('Aurelian Private Club: The Journal');
    expect(text(channel, 'link')).toBe('http://localhost/blog');
    expect(items).toEqual([
      {
        title: 'From -$20,000 to Wheels Up: Isabella’s 120 Days',
        path: '/blog/isabella',
        date: '2025-10-07T12:00:00.000Z',
      },
      expect.objectContaining({ path: '/blog/marcus', date: '2025-09-30T12:00:00.000Z' }),
      expect.objectContaining({ path: '/blog/sophia', date: '2025-09-23T12:00:00.000Z' }),
    ]);
  });

  it('lists a post the moment it is published, and drops it when archived', async () => {
    const post = await writePost(s.t, s.admin, {
      slug: 'st-moritz',
      title: 'Winter & <snow>',
      status: 'published',
    });
    const { items } = await feed();
    expect(items[0]).toEqual({
      title: 'Winter & <snow>',
      path: '/blog/st-moritz',
      date: s.time.now().toISOString(),
    });
    s.t.db.$client.prepare('UPDATE posts SET archived_at = updated_at WHERE id = ?').run(post.id);
    expect(await paths()).not.toContain('/blog/st-moritz');
  });

  it('never lists a draft', async () => {
    await writePost(s.t, s.admin, { slug: 'unfinished' });
    expect(await paths()).toEqual(['/blog/isabella', '/blog/marcus', '/blog/sophia']);
  });

  it('lists a scheduled post only from its time, dated then', async () => {
    const at = inMinutes(30);
    await writePost(s.t, s.admin, { slug: 'dawn', status: 'scheduled', publishAt: at });
    expect(await paths()).not.toContain('/blog/dawn');
    s.time.advance(29 * 60_000);
    expect(await paths()).not.toContain('/blog/dawn');
    s.time.advance(60_000);
    const { items } = await feed();
    expect(items[0]).toMatchObject({ path: '/blog/dawn', date: at });
  });

  it('answers 304 to its ETag, until the journal changes', async () => {
    const first = await s.t.request(JOURNAL_API.feed);
    const etag = first.headers.get('ETag')!;
    const again = await s.t.request(JOURNAL_API.feed, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    await writePost(s.t, s.admin, { slug: 'news', status: 'published' });
    const after = await s.t.request(JOURNAL_API.feed, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
  });

  it('is answered by the server, not by a feed file an older build left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-dist-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
      mkdirSync(join(dir, 'blog'));
      writeFileSync(join(dir, 'blog', 'rss.xml'), '<rss version="2.0"><channel/></rss>');
      serveBuiltApp(s.t.app, dir);
      await writePost(s.t, s.admin, { slug: 'fresh', status: 'published' });
      expect(await paths()).toContain('/blog/fresh');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the schedule', () => {
  it('publishes due posts by itself, dated their time, each with a version', async () => {
    const post = await writePost(s.t, s.admin, {
      slug: 'dawn',
      status: 'scheduled',
      publishAt: inMinutes(10),
    });
    expect(publishDuePosts(s.t.db, s.time.now())).toEqual([]);
    s.time.advance(11 * 60_000);
    expect(publishDuePosts(s.t.db, s.time.now())).toEqual(['dawn']);
    const [row] = dbRows<{ status: string; published_at: string; updated_at: string }>(
      s.t.db,
      'SELECT * FROM posts WHERE id = ?',
      post.id,
    );
    expect(row).toMatchObject({ status: 'published', published_at: post.publishAt });
    expect(row!.updated_at).toBe(s.time.now().toISOString());
    const versions = dbRows<{ action: string; actor_email: string | null }>(
      s.t.db,
      'SELECT action, actor_email FROM post_versions WHERE post_id = ? ORDER BY id',
      post.id,
    );
    expect(versions).toEqual([
      { action: 'created', actor_email: 'admin@club.test' },
      { action: 'published', actor_email: null },
    ]);
    // Once published it is not published again.
    expect(publishDuePosts(s.t.db, s.time.now())).toEqual([]);
  });

  it('leaves an archived scheduled post alone', async () => {
    const post = await writePost(s.t, s.admin, {
      slug: 'shelved',
      status: 'scheduled',
      publishAt: inMinutes(1),
    });
    s.t.db.$client.prepare('UPDATE posts SET archived_at = updated_at WHERE id = ?').run(post.id);
    s.time.advance(120_000);
    expect(publishDuePosts(s.t.db, s.time.now())).toEqual([]);
  });

  it('runs on its own timer and tells the server which addresses changed', async () => {
    await writePost(s.t, s.admin, { slug: 'a', status: 'scheduled', publishAt: inMinutes(5) });
    await writePost(s.t, s.admin, { slug: 'b', status: 'scheduled', publishAt: inMinutes(6) });
    const changes: JournalChange[] = [];
    const logs: unknown[] = [];
    const worker = startPublishWorker(
      {
        db: s.t.db,
        clock: s.time.clock,
        log: (message) => void logs.push(message),
        onJournalChanged: (change) => void changes.push(change),
      },
      60_000,
    );
    try {
      await worker.runNow();
      expect(changes).toEqual([]);
      s.time.advance(7 * 60_000);
      await worker.runNow();
      expect(changes).toEqual([{ slugs: ['a', 'b'] }]);
      expect(await paths()).toEqual(expect.arrayContaining(['/blog/a', '/blog/b']));
      expect(logs).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});

describe('the tests’ XML reader', () => {
  it.each([
    ['<rss><channel></rss>', 'mismatched'],
    ['<rss><title>Fish & chips</title></rss>', 'a bare ampersand'],
    ['<rss><title>a < b</title></rss>', 'a stray <'],
    ['<rss></rss><rss></rss>', 'two roots'],
    ['<rss><channel>', 'unclosed'],
  ])('refuses %s (%s)', (xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});
