/**
 * /sitemap.xml and the posts' pages follow the live journal (issue 39): a post published is listed
 * and served at once, an archived one leaves the sitemap and its address answers 404 (the app's
 * "We couldn’t find that story" page), and the catalogue's version moves so open pages pull.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveRouteList, liveRouteSet } from '@api/journal';
import { serveBuiltApp } from '@api/web';
import { API } from '@shared/api';
import { JOURNAL_API } from '@shared/journal-api';
import { FIXED_PUBLIC_ROUTES } from '@shared/public-routes';
import { withCookie } from '../../helpers/api';
import { journalSuite, writePost } from '../../helpers/posts';

const s = journalSuite(['admin']);

async function sitemapPaths(): Promise<string[]> {
  const res = await s.t.request('/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

const archive = async (id: number, expectedUpdatedAt: string) => {
  const res = await s.t.post(
    JOURNAL_API.consoleArchive(id),
    { expectedUpdatedAt },
    withCookie(s.admin.cookie),
  );
  expect(res.status).toBe(200);
};

const version = async () =>
  ((await (await s.t.request(API.catalogVersion)).json()) as { version: string }).version;

describe('GET /sitemap.xml', () => {
  it('lists the fixed routes and the published posts, after /blog', async () => {
    const paths = await sitemapPaths();
    expect(paths).toHaveLength(FIXED_PUBLIC_ROUTES.length + 3);
    const blog = paths.indexOf('/blog');
    expect(paths.slice(blog, blog + 4)).toEqual([
      '/blog',
      '/blog/isabella',
      '/blog/marcus',
      '/blog/sophia',
    ]);
    expect(paths).not.toContain('/thank-you');
  });

  it('lists a post the moment it is published, and drops it when archived', async () => {
    const before = await version();
    const post = await writePost(s.t, s.admin, { slug: 'st-moritz', status: 'published' });
    expect(await sitemapPaths()).toContain('/blog/st-moritz');
    expect(liveRouteList(s.t.db, s.time.now())).toContain('/blog/st-moritz');
    const published = await version();
    expect(published).not.toBe(before);

    await archive(post.id, post.updatedAt);
    expect(await sitemapPaths()).not.toContain('/blog/st-moritz');
    expect(liveRouteSet(s.t.db, s.time.now()).has('/blog/st-moritz')).toBe(false);
    expect(await version()).not.toBe(published);
  });

  it('never lists a draft, and a scheduled post only from its time', async () => {
    await writePost(s.t, s.admin, { slug: 'unfinished' });
    const at = new Date(s.time.now().getTime() + 10 * 60_000).toISOString();
    await writePost(s.t, s.admin, { slug: 'dawn', status: 'scheduled', publishAt: at });
    const before = await version();
    expect(await sitemapPaths()).not.toContain('/blog/dawn');
    s.time.advance(10 * 60_000);
    // Nobody wrote anything: the time alone makes it public, and the version says so.
    expect(await sitemapPaths()).toContain('/blog/dawn');
    expect(await version()).not.toBe(before);
    expect(await sitemapPaths()).not.toContain('/blog/unfinished');
  });
});

describe('a post’s page', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'club-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
    mkdirSync(join(dir, 'prerendered', 'blog'), { recursive: true });
    writeFileSync(join(dir, 'prerendered', 'blog', 'marcus.html'), '<title>Marcus</title>');
    writeFileSync(join(dir, 'prerendered', 'blog', 'gone.html'), '<title>Gone</title>');
    serveBuiltApp(s.t.app, dir, { routes: () => liveRouteSet(s.t.db, s.time.now()) });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is served while the post is public, and 404 with the app once archived', async () => {
    const post = await writePost(s.t, s.admin, { slug: 'gone', status: 'published' });
    const marcus = await s.t.request('/blog/marcus');
    expect(marcus.status).toBe(200);
    expect(await marcus.text()).toContain('<title>Marcus</title>');
    await archive(post.id, post.updatedAt);
    const gone = await s.t.request('/blog/gone');
    expect(gone.status).toBe(404);
    // The shell: the app renders "We couldn’t find that story", not the old page.
    expect(await gone.text()).toContain('<title>shell</title>');
    expect((await s.t.request('/blog/never-written')).status).toBe(404);
    expect((await s.t.request('/blog')).status).toBe(200);
  });

  it('is the shell with a 200 when published since the last render, until its page is written', async () => {
    await writePost(s.t, s.admin, { slug: 'fresh-off-the-press', status: 'published' });
    const fresh = await s.t.request('/blog/fresh-off-the-press');
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('<title>shell</title>');
  });
});
