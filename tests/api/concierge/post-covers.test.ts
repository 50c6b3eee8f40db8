/**
 * A post's cover (issue 39): an uploaded catalogue picture named by its id, its URL found by the
 * server; an unknown id refused with a clear 400; replaced, removed, and put back by a version.
 */
import { describe, expect, it } from 'vitest';
import { JOURNAL_API, type ConsolePost, type PostVersion } from '@shared/journal-api';
import { getAs, postAs } from '../../helpers/console-calls';
import { journalSuite, patchPost, postBody, writePost } from '../../helpers/posts';
import { rowVersion } from '../../helpers/versions';

const s = journalSuite(['admin']);

/** A picture as an upload leaves its row (the files do not matter to a post). */
function uploaded(letter: string, widths = [640, 1280]) {
  const id = letter.repeat(32);
  s.t.db.$client
    .prepare(
      'INSERT INTO catalog_pictures (id, widths, width, height, created_at, created_by) VALUES (?, ?, ?, 800, ?, ?)',
    )
    .run(id, JSON.stringify(widths), Math.max(...widths), s.time.now().toISOString(), 'a@b.c');
  return id;
}

const patch = async (id: number, fields: Record<string, unknown>) => {
  const body = {
    ...postBody({ slug: `p-${id}` }),
    ...fields,
    expectedUpdatedAt: rowVersion(s.t.db, 'posts', id),
  };
  s.time.advance(1000);
  const res = await patchPost(s.t, id, body, s.admin);
  return { status: res.status, body: (await res.json()) as ConsolePost & { message: string } };
};

describe('a post’s cover', () => {
  it('gives a new post its uploaded picture’s URL and description', async () => {
    const id = uploaded('a');
    const made = await writePost(s.t, s.admin, { coverPictureId: id, coverAlt: 'A lake at dawn' });
    expect(made).toMatchObject({
      coverPictureId: id,
      coverUrl: `/media/catalog/${id}-1280.webp`,
      coverAlt: 'A lake at dawn',
    });
  });

  it('refuses a picture id no upload has, with a 400 that names the field, and writes nothing', async () => {
    const before = s.t.count('posts');
    const res = await postAs<{ message: string; issues: Record<string, string> }>(
      s.t,
      JOURNAL_API.consolePosts,
      postBody({ coverPictureId: 'f'.repeat(32), coverAlt: 'Nothing' }),
      s.admin,
    );
    expect(res.status).toBe(400);
    const message = `No uploaded picture has the id ${'f'.repeat(32)}. Upload the cover again.`;
    expect(res.body).toMatchObject({ message, issues: { coverPictureId: message } });
    expect(s.t.count('posts')).toBe(before);
    const edit = await patch(1, { coverPictureId: 'f'.repeat(32), coverAlt: 'Nothing' });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(message);
  });

  it('is replaced, removed, and brought back by restoring a version', async () => {
    const first = uploaded('a');
    const second = uploaded('b', [640]);
    const made = await writePost(s.t, s.admin, { coverPictureId: first, coverAlt: 'First' });
    const replaced = await patch(made.id, { coverPictureId: second, coverAlt: 'Second' });
    expect(replaced.body).toMatchObject({
      coverPictureId: second,
      coverUrl: `/media/catalog/${second}-640.webp`,
      coverAlt: 'Second',
    });
    const removed = await patch(made.id, { coverPictureId: null, coverAlt: null });
    expect(removed.body).toMatchObject({ coverPictureId: null, coverUrl: null, coverAlt: null });

    const history = (await getAs<PostVersion[]>(s.t, JOURNAL_API.consoleHistory(made.id), s.admin))
      .body;
    const withFirst = history.find((v) => v.snapshot.coverPictureId === first)!;
    s.time.advance(1000);
    const restored = await postAs<ConsolePost>(
      s.t,
      JOURNAL_API.consoleRestoreVersion(made.id, withFirst.id),
      { expectedUpdatedAt: rowVersion(s.t.db, 'posts', made.id) },
      s.admin,
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      coverPictureId: first,
      coverUrl: `/media/catalog/${first}-1280.webp`,
      coverAlt: 'First',
    });
    const published = await patch(made.id, {
      coverPictureId: first,
      coverAlt: 'First',
      status: 'published',
    });
    const publicPost = await s.t.request(JOURNAL_API.post(published.body.slug));
    expect(await publicPost.json()).toMatchObject({
      cover: { url: `/media/catalog/${first}-1280.webp`, alt: 'First' },
    });
  });

  it('keeps a migrated post’s illustration with a new description, and removes it when asked', async () => {
    const original = (await getAs<ConsolePost>(s.t, JOURNAL_API.consolePost(2), s.admin)).body;
    expect(original.coverUrl).toBeTruthy();
    const slug = { slug: original.slug };
    const described = await patch(2, {
      ...slug,
      coverPictureId: null,
      coverAlt: 'Columns at dusk',
    });
    expect(described.body).toMatchObject({
      coverUrl: original.coverUrl,
      coverAlt: 'Columns at dusk',
    });
    const kept = await patch(2, { ...slug, coverPictureId: null, coverAlt: undefined });
    expect(kept.body).toMatchObject({ coverUrl: original.coverUrl, coverAlt: 'Columns at dusk' });
    const removed = await patch(2, { ...slug, coverPictureId: null, coverAlt: null });
    expect(removed.body).toMatchObject({ coverUrl: null, coverAlt: null });
  });
});
