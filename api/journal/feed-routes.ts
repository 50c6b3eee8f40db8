/**
 * GET /blog/rss.xml from the database (issue 39): the published posts as RSS 2.0, so a post
 * published or falling due is in the feed at once. Mounted before the built app's static files.
 */
import { Hono } from 'hono';
import { BLOG_FEED_PATH, blogFeedXml } from '@shared/journal-feed';
import type { JournalDeps } from './journal-deps';
import { publicPosts } from './public-posts';
import { xmlAnswer } from './xml-answer';

export function journalFeedRoutes({ db, clock, publicUrl }: JournalDeps) {
  const origin = new URL(publicUrl).origin;
  return new Hono().get(BLOG_FEED_PATH, (c) => {
    return xmlAnswer(c, blogFeedXml(origin, publicPosts(db, clock())), 'application/rss+xml');
  });
}
