import { describe, expect, it } from 'vitest';
import { blogFeedXml, type FeedPost } from '@shared/journal-feed';

const post = (slug: string, publishedAt: string, extra: Partial<FeedPost> = {}): FeedPost => ({
  slug,
  title: `The ${slug} story`,
  author: 'The Aurelian Editorial Team',
  authorRole: 'Member stories',
  excerpt: 'An excerpt.',
  publishedAt,
  ...extra,
});

describe('blogFeedXml', () => {
  it('lists the posts newest first, linked on the site’s origin', () => {
    const xml = blogFeedXml('https://club.example', [
      post('marcus', '2025-09-30T12:00:00.000Z'),
      post('isabella', '2025-10-07T12:00:00.000Z'),
      post('sophia', '2025-09-23T12:00:00.000Z'),
    ]);
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([
      'https://club.example/blog',
      'https://club.example/blog/isabella',
      'https://club.example/blog/marcus',
      'https://club.example/blog/sophia',
    ]);
    expect(xml).toContain('<pubDate>Tue, 07 Oct 2025 12:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Tue, 07 Oct 2025 12:00:00 GMT</lastBuildDate>');
  });

  it('escapes what a title or excerpt may carry', () => {
    const xml = blogFeedXml('https://club.example', [
      post('a', '2025-10-07T12:00:00.000Z', {
        title: 'Fish & <chips>',
        excerpt: '"Quoted" & more',
      }),
    ]);
    expect(xml).toContain('<title>Fish &amp; &lt;chips&gt;</title>');
    expect(xml).toContain('<description>&quot;Quoted&quot; &amp; more</description>');
    expect(xml).not.toContain('<chips>');
  });

  it('is a channel without items when nothing is published', () => {
    const xml = blogFeedXml('https://club.example', []);
    expect(xml).toContain('<channel>');
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
  });
});
