/**
 * GET /blog/rss.xml from the database (issue 39): the published posts as RSS 2.0, so a post
 * published or falling due is in the feed at once. Mounted before the built app's static files.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { BLOG_FEED_PATH, blogFeedXml } from '@shared/journal-feed';
import type { JournalDeps } from './journal-deps';
import { publicPosts } from './public-posts';

export function journalFeedRoutes({ db, clock, publicUrl }: JournalDeps) {
  const origin = new URL(publicUrl).origin;
  return new Hono().get(BLOG_FEED_PATH, (c) => {
    const xml = blogFeedXml(origin, publicPosts(db, clock()));
    const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
    const headers = { 'Cache-Control': 'no-cache', ETag: etag };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    return c.body(xml, 200, { ...headers, 'Content-Type': 'application/rss+xml; charset=utf-8' });
  });
}
