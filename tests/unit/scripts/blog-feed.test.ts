import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '@app/content/blog';
import { blogFeedXml } from '../../../scripts/vite-plugins/blog-feed';

describe('blogFeedXml', () => {
  it('lists the posts newest first, linked on the site’s origin', () => {
    const xml = blogFeedXml('https://club.example');
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([
      'https://club.example/blog',
      'https://club.example/blog/isabella',
      'https://club.example/blog/marcus',
      'https://club.example/blog/sophia',
    ]);
    expect(xml).toContain('<pubDate>Tue, 07 Oct 2025 12:00:00 GMT</pubDate>');
  });

  it('escapes what a title or excerpt may carry', () => {
    const post = { ...BLOG_POSTS[0]!, title: 'Fish & <chips>', excerpt: '"Quoted" & more' };
    const xml = blogFeedXml('https://club.example', [post]);
    expect(xml).toContain('<title>Fish &amp; &lt;chips&gt;</title>');
    expect(xml).toContain('<description>&quot;Quoted&quot; &amp; more</description>');
    expect(xml).not.toContain('<chips>');
  });
});
