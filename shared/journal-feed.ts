/**
 * /blog/rss.xml (issue 39): the journal's published posts as RSS 2.0, newest first. The server
 * writes it from the database on each request (api/journal/feed-routes.ts); the pages' head names
 * it (scripts/prerender/page-html.ts).
 */
import { BRAND } from './brand';
import { escapeHtml } from './html-text';

export const BLOG_FEED_PATH = '/blog/rss.xml';
export const BLOG_FEED_TITLE = `${BRAND.fullName}: The Journal`;
const DESCRIPTION =
  'Member stories, travel and the 120-day debt-free challenge, from the Aurelian editorial team.';

/** What the feed says of a post. */
export interface FeedPost {
  slug: string;
  title: string;
  author: string;
  /** the line under the author ('Member stories'), the item's category */
  authorRole: string;
  excerpt: string;
  /** ISO timestamp: when it was published */
  publishedAt: string;
}

/** RFC 822 dates, as RSS 2.0 wants them. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

function item(post: FeedPost, origin: string): string {
  const link = `${origin}/blog/${post.slug}`;
  return [
    '    <item>',
    `      <title>${escapeHtml(post.title)}</title>`,
    `      <link>${escapeHtml(link)}</link>`,
    `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
    `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
    `      <dc:creator>${escapeHtml(post.author)}</dc:creator>`,
    ...(post.authorRole ? [`      <category>${escapeHtml(post.authorRole)}</category>`] : []),
    `      <description>${escapeHtml(post.excerpt)}</description>`,
    '    </item>',
  ].join('\n');
}

export function blogFeedXml(origin: string, posts: readonly FeedPost[]): string {
  const newest = [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const updated = newest[0] ? rfc822(newest[0].publishedAt) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(BLOG_FEED_TITLE)}</title>`,
    `    <link>${escapeHtml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${escapeHtml(origin + BLOG_FEED_PATH)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeHtml(DESCRIPTION)}</description>`,
    '    <language>en</language>',
    ...(updated ? [`    <lastBuildDate>${updated}</lastBuildDate>`] : []),
    ...newest.map((post) => item(post, origin)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
