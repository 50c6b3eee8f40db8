/** GET /api/posts and /api/posts/:slug (issue 39): the published posts, with ETags. */
import { describe, expect, it } from 'vitest';
import { JOURNAL_API, type PostSummary, type PublicPost } from '@shared/journal-api';
import { journalSuite, writePost } from '../../helpers/posts';

const s = journalSuite(['admin']);

const get = async <T>(path: string, headers: Record<string, string> = {}) => {
  const res = await s.t.request(path, { headers });
  return { res, body: res.status === 200 ? ((await res.json()) as T) : undefined };
};
const slugs = async () =>
  (await get<PostSummary[]>(JOURNAL_API.posts)).body!.map((post) => post.slug);

describe('GET /api/posts', () => {
  it('lists the published posts newest first, without their bodies', async () => {
    const { res, body } = await get<PostSummary[]>(JOURNAL_API.posts);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('ETag')).toMatch(/^"[\w-]+"$/);
    expect(body!.map((post) => post.slug)).toEqual(['isabella', 'marcus', 'sophia']);
    expect(body![0]).toEqual({
      id: 1,
      slug: 'isabella',
      title: 'From -$20,000 to Wheels Up: Isabella’s 120 Days',
      excerpt: expect.stringContaining('An Austin studio owner'),
      author: 'The Aurelian Editorial Team',
      authorRole: 'Member stories',
      tags: [],
      cover: {
        url: '/images/blog/isabella.svg',
        alt: 'A private jet climbing above mountains in the first light of morning',
      },
      publishedAt: '2025-10-07T12:00:00.000Z',
      readingMinutes: expect.any(Number),
    });
    expect(body![0]).not.toHaveProperty('markdown');
    expect(body![0]).not.toHaveProperty('html');
  });

  it('answers 304 to its own ETag, and a new ETag once a post is published', async () => {
    const first = await get(JOURNAL_API.posts);
    const etag = first.res.headers.get('ETag')!;
    expect((await get(JOURNAL_API.posts, { 'If-None-Match': etag })).res.status).toBe(304);

    await writePost(s.t, s.admin, { slug: 'draft-only' });
    // A draft changes nothing the public sees; the ETag may move, the list must not.
    expect(await slugs()).toEqual(['isabella', 'marcus', 'sophia']);

    s.time.advance(1000);
    await writePost(s.t, s.admin, { slug: 'st-moritz', status: 'published' });
    const after = await get<PostSummary[]>(JOURNAL_API.posts, { 'If-None-Match': etag });
    expect(after.res.status).toBe(200);
    expect(after.res.headers.get('ETag')).not.toBe(etag);
    expect(after.body!.map((post) => post.slug)).toEqual([
      'st-moritz',
      'isabella',
      'marcus',
      'sophia',
    ]);
    expect(after.body![0]!.publishedAt).toBe(s.time.now().toISOString());
  });

  it('shows a scheduled post from its time on, and never an archived one', async () => {
    const at = new Date(s.time.now().getTime() + 60_000).toISOString();
    await writePost(s.t, s.admin, { slug: 'later', status: 'scheduled', publishAt: at });
    expect(await slugs()).not.toContain('later');
    s.time.advance(60_000);
    expect((await slugs())[0]).toBe('later');
  });
});

describe('GET /api/posts/:slug', () => {
  it('answers a published post with its sanitised HTML', async () => {
    const { res, body } = await get<PublicPost>(JOURNAL_API.post('marcus'));
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"[\w-]+"$/);
    expect(body).toMatchObject({ id: 2, slug: 'marcus', author: 'The Aurelian Editorial Team' });
    expect(body!.html).toMatch(/^<p>/);
    expect(body!.html).toContain('<h2>');
    expect(body).not.toHaveProperty('markdown');
  });

  it('renders what an admin wrote without its script', async () => {
    await writePost(s.t, s.admin, {
      slug: 'careful',
      status: 'published',
      markdown:
        'Hello <script>alert(1)</script> [x](javascript:alert(2)) <img src=x onerror=alert(3)>',
    });
    const { body } = await get<PublicPost>(JOURNAL_API.post('careful'));
    expect(body!.html).not.toMatch(/script|javascript|onerror|alert/);
  });

  it('answers 404 for a draft, a post scheduled for later, an archived one and no post', async () => {
    await writePost(s.t, s.admin, { slug: 'a-draft' });
    const later = new Date(s.time.now().getTime() + 3_600_000).toISOString();
    await writePost(s.t, s.admin, { slug: 'a-plan', status: 'scheduled', publishAt: later });
    s.t.db.$client
      .prepare("UPDATE posts SET archived_at = ? WHERE slug = 'sophia'")
      .run(s.time.now().toISOString());
    for (const slug of ['a-draft', 'a-plan', 'sophia', 'nobody']) {
      const { res } = await get(JOURNAL_API.post(slug));
      expect(res.status, slug).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'No post at this address' });
    }
  });
});
