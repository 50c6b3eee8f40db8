/**
 * /blog/rss.xml (issue 39): the journal's published posts as RSS 2.0, newest first, from the same
 * content the /blog pages are pre-rendered from, with the site's origin known at build time.
 */
import type { Plugin } from 'vite';
import { BLOG_POSTS, type BlogPost } from '../../app/content/blog';
import { BRAND } from '../../shared/brand';
import { escapeHtml } from '../../shared/html-text';

export const BLOG_FEED_PATH = '/blog/rss.xml';
export const BLOG_FEED_TITLE = `${BRAND.fullName}: The Journal`;
const DESCRIPTION =
  'Member stories, travel and the 120-day debt-free challenge, from the Aurelian editorial team.';

/** RFC 822 dates, as RSS 2.0 wants them: a post's day, at noon UTC so no zone moves its date. */
const rfc822 = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

function item(post: BlogPost, origin: string): string {
  const link = `${origin}/blog/${post.slug}`;
  return [
    '    <item>',
    `      <title>${escapeHtml(post.title)}</title>`,
    `      <link>${escapeHtml(link)}</link>`,
    `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
    `      <pubDate>${rfc822(post.date)}</pubDate>`,
    `      <dc:creator>${escapeHtml(post.author)}</dc:creator>`,
    `      <category>${escapeHtml(post.authorRole)}</category>`,
    `      <description>${escapeHtml(post.excerpt)}</description>`,
    '    </item>',
  ].join('\n');
}

export function blogFeedXml(origin: string, posts: readonly BlogPost[] = BLOG_POSTS): string {
  const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const updated = newest[0] ? rfc822(newest[0].date) : undefined;
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

export function blogFeed(publicUrl: string): Plugin {
  const origin = new URL(publicUrl).origin;
  return {
    name: 'club:blog-feed',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BLOG_FEED_PATH.slice(1),
        source: blogFeedXml(origin),
      });
    },
  };
}
