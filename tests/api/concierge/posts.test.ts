/**
 * The journal in the console (issue 39): staff read the posts, admins write them; every write is
 * one transaction with its version and audit entry, a stale edit is a 409 with the current post,
 * and an earlier version comes back in one step.
 */
import { describe, expect, it } from 'vitest';
import type { JournalChange } from '@api/journal';
import type { PageOf } from '@shared/api';
import {
  JOURNAL_API,
  POST_CONFLICT_CODE,
  POST_SLUG_TAKEN_CODE,
  type ConsolePost,
  type PostConflictBody,
  type PostVersion,
} from '@shared/journal-api';
import { makeClock, makeTestApp, TEST_ORIGIN, withCookie } from '../../helpers/api';
import { auditRows, getAs, itAnswersEachRole, postAs } from '../../helpers/console-calls';
import {
  AFTER_THE_BUNDLED_POSTS,
  journalSuite,
  patchPost,
  postBody,
  writePost,
} from '../../helpers/posts';
import { signedIn } from '../../helpers/staff';
import { rowVersion } from '../../helpers/versions';

const s = journalSuite(['concierge', 'admin']);

const version = (id: number) => rowVersion(s.t.db, 'posts', id);
const get = <T>(path: string, as = s.concierge) => getAs<T>(s.t, path, as);
const post = <T = ConsolePost>(path: string, body: unknown, as = s.admin) =>
  postAs<T>(s.t, path, body, as);
const patch = async <T = ConsolePost>(id: number, body: unknown, as = s.admin) => {
  const res = await patchPost(s.t, id, body, as);
  return { status: res.status, body: (await res.json()) as T };
};
const inMinutes = (n: number) => new Date(s.time.now().getTime() + n * 60_000).toISOString();
const list = (query = '') =>
  get<PageOf<ConsolePost>>(`${JOURNAL_API.consolePosts}${query ? `?${query}` : ''}`);
const slugsOf = async (query = '') => (await list(query)).body.items.map((p) => p.slug);

describe('who may use the journal’s console API', () => {
  const send = (method: string, path: string, body: unknown) => (cookie?: string) =>
    s.t.app.request(path, {
      method,
      body: JSON.stringify(body),
      headers: {
        'Content-Type': 'application/json',
        Origin: TEST_ORIGIN,
        ...withCookie(cookie).headers,
      },
    });
  itAnswersEachRole(
    () => s,
    [
      ['GET posts', (cookie) => s.t.request(JOURNAL_API.consolePosts, withCookie(cookie))],
      ['GET posts/:id', (cookie) => s.t.request(JOURNAL_API.consolePost(1), withCookie(cookie))],
      [
        'GET posts/:id/history',
        (cookie) => s.t.request(JOURNAL_API.consoleHistory(1), withCookie(cookie)),
      ],
      ['GET posts.csv', (cookie) => s.t.request(JOURNAL_API.consoleCsv, withCookie(cookie))],
      ['POST posts/preview', send('POST', JOURNAL_API.consolePreview, { markdown: '# Hi' })],
    ],
    ['audit_log'],
  );

  it.each([
    ['POST posts', () => ['POST', JOURNAL_API.consolePosts, postBody()] as const],
    [
      'PATCH posts/:id',
      () =>
        [
          'PATCH',
          JOURNAL_API.consolePost(1),
          { ...postBody({ slug: 'isabella' }), expectedUpdatedAt: version(1) },
        ] as const,
    ],
    [
      'POST posts/:id/archive',
      () => ['POST', JOURNAL_API.consoleArchive(1), { expectedUpdatedAt: version(1) }] as const,
    ],
    [
      'POST posts/:id/restore',
      () => ['POST', JOURNAL_API.consoleRestore(1), { expectedUpdatedAt: version(1) }] as const,
    ],
    [
      'POST posts/:id/history/:version/restore',
      () =>
        [
          'POST',
          JOURNAL_API.consoleRestoreVersion(1, 1),
          { expectedUpdatedAt: version(1) },
        ] as const,
    ],
  ])(
    '%s: 401 signed out, 403 for a member and a concierge, nothing written',
    async (_name, call) => {
      const member = signedIn(s.t, s.time, 'member', 'm@x.test');
      const [method, path, body] = call();
      const posts = s.t.count('posts');
      for (const [cookie, status] of [
        [undefined, 401],
        [member.cookie, 403],
        [s.concierge.cookie, 403],
      ] as const) {
        const res = await send(method, path, body)(cookie);
        expect(res.status).toBe(status);
        expect(await res.json()).toHaveProperty('message');
      }
      expect(s.t.count('posts')).toBe(posts);
      expect(s.t.count('post_versions')).toBe(3);
      expect(s.t.count('audit_log')).toBe(0);
    },
  );
});

describe('POST /api/concierge/catalog/posts', () => {
  it('creates a post: 201 with the record and its updatedAt, its first version and audit entry', async () => {
    const { status, body } = await post(
      JOURNAL_API.consolePosts,
      postBody({
        slug: 'st-moritz',
        markdown: '## Snow\n\nOn the *lake*. <script>alert(1)</script>',
        tags: [' Travel ', 'travel', 'Winter'],
      }),
    );
    expect(status).toBe(201);
    const now = s.time.now().toISOString();
    expect(body).toMatchObject({
      id: 4,
      slug: 'st-moritz',
      status: 'draft',
      tags: ['Travel', 'Winter'],
      html: '<h2>Snow</h2>\n<p>On the <em>lake</em>. </p>',
      publishAt: null,
      publishedAt: null,
      archivedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    expect((await get<ConsolePost>(JOURNAL_API.consolePost(4))).body).toEqual(body);
    const history = (await get<PostVersion[]>(JOURNAL_API.consoleHistory(4))).body;
    expect(history).toEqual([
      expect.objectContaining({ action: 'created', actorEmail: 'admin@club.test', at: now }),
    ]);
    expect(history[0]!.snapshot).toMatchObject({
      slug: 'st-moritz',
      markdown: expect.stringContaining('## Snow'),
    });
    expect(auditRows(s.t)).toEqual([
      expect.objectContaining({
        action: 'post.created',
        entity_type: 'post',
        entity_id: '4',
        staff_email: 'admin@club.test',
        before: null,
        after: expect.objectContaining({ slug: 'st-moritz', status: 'draft' }),
      }),
    ]);
  });

  it('dates a published post now, and keeps a scheduled one’s time', async () => {
    const published = await writePost(s.t, s.admin, { status: 'published' });
    expect(published.publishedAt).toBe(s.time.now().toISOString());
    const at = inMinutes(90);
    const scheduled = await writePost(s.t, s.admin, { status: 'scheduled', publishAt: at });
    expect(scheduled).toMatchObject({ status: 'scheduled', publishAt: at, publishedAt: null });
  });

  it('refuses an address that is taken: 409 "That address is taken", nothing written', async () => {
    const { status, body } = await post(JOURNAL_API.consolePosts, postBody({ slug: 'marcus' }));
    expect(status).toBe(409);
    expect(body).toMatchObject({
      message: 'That address is taken',
      code: POST_SLUG_TAKEN_CODE,
      issues: { slug: 'That address is taken' },
    });
    expect(s.t.count('posts')).toBe(3);
    expect(s.t.count('audit_log')).toBe(0);
  });

  it('refuses a scheduled time that has passed, by the server’s clock', async () => {
    const { status, body } = await post(
      JOURNAL_API.consolePosts,
      postBody({ status: 'scheduled', publishAt: inMinutes(-1) }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      issues: { publishAt: 'Choose a time in the future to schedule this post' },
    });
    expect(s.t.count('posts')).toBe(3);
  });

  it.each([
    [{ title: '  ' }, 'title', 'Please give the post a title'],
    [
      { slug: 'Slow Luxury' },
      'slug',
      'The address may use lowercase letters, digits and single hyphens, like slow-luxury',
    ],
    [{ slug: 'double--hyphen' }, 'slug', expect.stringContaining('single hyphens')],
    [{ slug: '-edge' }, 'slug', expect.stringContaining('lowercase')],
    [{ excerpt: '' }, 'excerpt', 'Please write a short excerpt for the listing'],
    [{ markdown: ' \n ' }, 'markdown', 'Please write the post'],
    [{ author: '' }, 'author', 'Please name the author'],
    [{ status: 'live' }, 'status', 'Status must be one of draft, scheduled, published'],
    [{ status: 'scheduled' }, 'publishAt', 'Please choose a date and time to publish'],
    [
      { status: 'scheduled', publishAt: 'tomorrow' },
      'publishAt',
      'Please choose a date and time to publish',
    ],
    [
      { status: 'draft', publishAt: '2030-01-01T00:00:00.000Z' },
      'publishAt',
      'Only a scheduled post has a publishing time',
    ],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', 'A post has at most 10 tags'],
    [{ tags: ['x'.repeat(41)] }, 'tags.0', 'Each tag is one line of up to 40 characters'],
    [
      { coverPictureId: 'pic-1' },
      'coverAlt',
      'Please describe the cover picture for readers who cannot see it',
    ],
  ])('refuses %j: 400 naming %s', async (fields, field, message) => {
    const { status, body } = await post<{ issues: Record<string, string> }>(
      JOURNAL_API.consolePosts,
      { ...postBody(), ...fields },
    );
    expect(status).toBe(400);
    expect(body.issues[field]).toEqual(message);
    expect(s.t.count('posts')).toBe(3);
  });
});

describe('PATCH /api/concierge/catalog/posts/:id', () => {
  it('edits with the version seen, keeps the new version and the audit entry', async () => {
    const before = version(2);
    s.time.advance(1000);
    const { status, body } = await patch(2, {
      ...postBody({ slug: 'marcus', title: 'Walls Before Windows, revised', status: 'published' }),
      expectedUpdatedAt: before,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Walls Before Windows, revised',
      // A published post keeps the date it was first published; its cover stays.
      publishedAt: '2025-09-30T12:00:00.000Z',
      coverUrl: '/images/blog/marcus.svg',
      coverAlt: 'A quiet lake at dusk framed by the stone columns of a lakeside villa',
      updatedAt: s.time.now().toISOString(),
    });
    const history = (await get<PostVersion[]>(JOURNAL_API.consoleHistory(2))).body;
    expect(history.map((v) => v.action)).toEqual(['updated', 'imported']);
    expect(auditRows(s.t)).toMatchObject([{ action: 'post.updated' }]);
  });

  it('answers a stale edit 409 with the post as it now is, and writes nothing', async () => {
    const seen = version(1);
    s.time.advance(1000);
    await patch(1, { ...postBody({ slug: 'isabella', title: 'First' }), expectedUpdatedAt: seen });
    const { status, body } = await patch<PostConflictBody>(1, {
      ...postBody({ slug: 'isabella', title: 'Second' }),
      expectedUpdatedAt: seen,
    });
    expect(status).toBe(409);
    expect(body.code).toBe(POST_CONFLICT_CODE);
    expect(body.current).toMatchObject({ id: 1, title: 'First', updatedAt: version(1) });
    expect(s.t.count('audit_log')).toBe(1);
  });

  it('refuses another post’s address, and answers 404 for no post', async () => {
    const taken = await patch(3, {
      ...postBody({ slug: 'marcus' }),
      expectedUpdatedAt: version(3),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ issues: { slug: 'That address is taken' } });
    const none = await patch(99, { ...postBody(), expectedUpdatedAt: version(3) });
    expect(none.status).toBe(404);
  });
});

describe('archive, restore and the history', () => {
  it('archives a post out of public view and restores it', async () => {
    const archived = await post(JOURNAL_API.consoleArchive(3), { expectedUpdatedAt: version(3) });
    expect(archived.status).toBe(200);
    expect(archived.body.archivedAt).toBe(s.time.now().toISOString());
    expect((await s.t.request(JOURNAL_API.post('sophia'))).status).toBe(404);
    expect(await slugsOf('status=archived')).toEqual(['sophia']);
    const again = await post(JOURNAL_API.consoleArchive(3), { expectedUpdatedAt: version(3) });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This post is already archived.' },
    });

    s.time.advance(1000);
    const restored = await post(JOURNAL_API.consoleRestore(3), { expectedUpdatedAt: version(3) });
    expect(restored.status).toBe(200);
    expect(restored.body.archivedAt).toBeNull();
    expect((await s.t.request(JOURNAL_API.post('sophia'))).status).toBe(200);
    expect(auditRows(s.t)).toMatchObject([
      { action: 'post.archived' },
      { action: 'post.restored' },
    ]);
  });

  it('puts an earlier version back in one step', async () => {
    const original = (await get<ConsolePost>(JOURNAL_API.consolePost(1))).body;
    s.time.advance(1000);
    await patch(1, {
      ...postBody({
        slug: 'isabella-revised',
        title: 'Rewritten',
        markdown: 'All new.',
        status: 'published',
      }),
      expectedUpdatedAt: version(1),
    });
    const [latest, imported] = (await get<PostVersion[]>(JOURNAL_API.consoleHistory(1))).body;
    expect(latest!.snapshot.title).toBe('Rewritten');
    s.time.advance(1000);
    const { status, body } = await post(JOURNAL_API.consoleRestoreVersion(1, imported!.id), {
      expectedUpdatedAt: version(1),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'isabella',
      title: original.title,
      markdown: original.markdown,
      html: original.html,
      coverUrl: original.coverUrl,
      status: 'published',
    });
    expect(
      (await get<PostVersion[]>(JOURNAL_API.consoleHistory(1))).body.map((v) => v.action),
    ).toEqual(['version-restored', 'updated', 'imported']);
    expect(auditRows(s.t).at(-1)).toMatchObject({
      action: 'post.version-restored',
      after: expect.objectContaining({ restoredVersion: imported!.id }),
    });
    const unknown = await post(JOURNAL_API.consoleRestoreVersion(1, 999), {
      expectedUpdatedAt: version(1),
    });
    expect(unknown.status).toBe(404);
    const stale = await post(JOURNAL_API.consoleRestoreVersion(1, imported!.id), {
      expectedUpdatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(stale.status).toBe(409);
  });
});

describe('the list, the preview and the CSV', () => {
  it('lists newest first and filters by status and q', async () => {
    await writePost(s.t, s.admin, { slug: 'a-draft', title: 'Quiet upgrade' });
    s.time.advance(1000);
    await writePost(s.t, s.admin, {
      slug: 'a-plan',
      status: 'scheduled',
      publishAt: inMinutes(60),
    });
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    expect(body.items.map((p) => p.slug)).toEqual([
      'a-plan',
      'a-draft',
      'isabella',
      'marcus',
      'sophia',
    ]);
    expect(await slugsOf('status=draft')).toEqual(['a-draft']);
    expect(await slugsOf('status=scheduled')).toEqual(['a-plan']);
    expect(await slugsOf('status=published')).toEqual(['isabella', 'marcus', 'sophia']);
    expect(await slugsOf('q=quiet')).toEqual(['a-draft']);
    expect(await slugsOf('q=Laurent')).toEqual(['sophia']);
    expect((await list('status=live')).status).toBe(400);
  });

  it('previews Markdown as the sanitised HTML it would store', async () => {
    const { status, body } = await post<{ html: string }>(
      JOURNAL_API.consolePreview,
      { markdown: '**Hi** <img src=x onerror=alert(1)>' },
      s.concierge,
    );
    expect(status).toBe(200);
    expect(body.html).toBe('<p><strong>Hi</strong> </p>');
    expect(s.t.count('audit_log')).toBe(0);
  });

  it('exports the posts as CSV with the list’s filters, formulas defused', async () => {
    await writePost(s.t, s.admin, { slug: 'formula', title: '=HYPERLINK("x")' });
    const res = await s.t.request(
      `${JOURNAL_API.consoleCsv}?status=draft`,
      withCookie(s.concierge.cookie),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(
      'attachment; filename="posts-2025-10-20.csv"',
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Post,Created,Updated,Status,Publish at,Published,Archived,Title,Address,Author,Author role,Tags,Excerpt',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(',formula,');
  });
});

describe('the server hears of each change', () => {
  it('is told the addresses a write touched, both of a renamed post', async () => {
    const changes: JournalChange[] = [];
    const time = makeClock(AFTER_THE_BUNDLED_POSTS);
    const t = makeTestApp({ clock: time.clock, onJournalChanged: (c) => void changes.push(c) });
    try {
      const admin = signedIn(t, time, 'admin');
      const made = await writePost(t, admin, { slug: 'first-draft' });
      const renamed = await patchPost(
        t,
        made.id,
        {
          ...postBody({ slug: 'final-title', status: 'published' }),
          expectedUpdatedAt: made.updatedAt,
        },
        admin,
      );
      expect(renamed.status).toBe(200);
      const expected = rowVersion(t.db, 'posts', made.id);
      await postAs(t, JOURNAL_API.consoleArchive(made.id), { expectedUpdatedAt: expected }, admin);
      // A refused write tells nothing.
      await postAs(t, JOURNAL_API.consoleArchive(made.id), { expectedUpdatedAt: expected }, admin);
      expect(changes).toEqual([
        { slugs: ['first-draft'] },
        { slugs: ['first-draft', 'final-title'] },
        { slugs: ['final-title'] },
      ]);
    } finally {
      t.close();
    }
  });
});
