/**
 * Catalogue uploads nobody uses are deleted after a day, rows and files (issue 39); a picture a
 * record, a post's cover, or any version in either's history names is kept, since a restore
 * could bring it back.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogPictureFiles, pruneUnusedPictures } from '@api/catalog';
import { JOURNAL_PICTURE_USES } from '@api/journal';
import { uuidV5 } from '@api/catalog/seed-data/stable-id';
import {
  CATALOG_EDITOR_API as EDITOR,
  type CatalogPictureUploaded,
  type ConsoleDestination,
} from '@shared/catalog-editor-api';
import {
  makeClock,
  makeTestApp,
  TEST_ORIGIN,
  type TestApp,
  type TestClock,
} from '../../helpers/api';
import { patchPost, writePost } from '../../helpers/posts';
import { signedIn, type Person } from '../../helpers/staff';

const ASPEN = uuidV5('destination:aspen');
const DAY = 24 * 60 * 60 * 1000;

let dir: string;
let t: TestApp;
let time: TestClock;
let admin: Person;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-prune-'));
  time = makeClock();
  t = makeTestApp({ clock: time.clock, env: { UPLOADS_DIR: dir } });
  admin = signedIn(t, time, 'admin');
});
afterEach(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(): Promise<string> {
  const bytes = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#446688' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'p.png', { type: 'image/png' }));
  const res = await t.request(EDITOR.pictures, {
    method: 'POST',
    body: form,
    headers: { Origin: TEST_ORIGIN, Cookie: admin.cookie },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as CatalogPictureUploaded).id;
}

async function setAspenPictures(ids: string[]) {
  const get = await t.request(EDITOR.record('destinations', ASPEN), {
    headers: { Cookie: admin.cookie },
  });
  const seen = (await get.json()) as ConsoleDestination;
  time.advance(1000);
  const res = await t.app.request(EDITOR.record('destinations', ASPEN), {
    method: 'PATCH',
    body: JSON.stringify({
      pictures: ids.map((id) => ({ id, alt: 'Aspen in snow' })),
      expectedUpdatedAt: seen.updatedAt,
    }),
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: admin.cookie },
  });
  expect(res.status).toBe(200);
}

const filesOf = (id: string) =>
  readdirSync(join(dir, 'catalog'))
    .filter((name) => name.startsWith(id))
    .sort();
const rowIds = () =>
  (t.db.$client.prepare('SELECT id FROM catalog_pictures').all() as { id: string }[]).map(
    (r) => r.id,
  );

describe('pruning unused catalogue pictures', () => {
  it('deletes, after a day, only the uploads nothing names or could restore', async () => {
    const linked = await upload();
    const cover = await upload();
    const inRecordHistory = await upload();
    const inPostHistory = await upload();
    const unused = await upload();

    await setAspenPictures([inRecordHistory]);
    await setAspenPictures([linked]);
    await writePost(t, admin, { coverPictureId: cover, coverAlt: 'A cover' });
    const once = await writePost(t, admin, { coverPictureId: inPostHistory, coverAlt: 'Gone' });
    time.advance(1000);
    const removed = await patchPost(
      t,
      once.id,
      {
        ...once,
        tags: once.tags,
        coverPictureId: null,
        coverAlt: null,
        expectedUpdatedAt: once.updatedAt,
      },
      admin,
    );
    expect(removed.status).toBe(200);

    // A day has not passed: nothing goes, not even the unused one.
    expect(
      await pruneUnusedPictures(t.db, catalogPictureFiles(dir), time.now(), [JOURNAL_PICTURE_USES]),
    ).toEqual([]);

    time.advance(DAY);
    // Staff sessions end when idle; a colleague uploads the next day.
    admin = signedIn(t, time, 'admin', 'next-day@club.test');
    const fresh = await upload();
    expect(filesOf(unused)).toEqual([`${unused}-640.avif`, `${unused}-640.webp`]);
    const pruned = await pruneUnusedPictures(t.db, catalogPictureFiles(dir), time.now(), [
      JOURNAL_PICTURE_USES,
    ]);
    expect(pruned).toEqual([unused]);
    expect(filesOf(unused)).toEqual([]);
    expect(rowIds().sort()).toEqual([linked, cover, inRecordHistory, inPostHistory, fresh].sort());
    for (const kept of [linked, cover, inRecordHistory, inPostHistory, fresh]) {
      expect(filesOf(kept)).toHaveLength(2);
    }
    // Served no more.
    expect((await t.request(`/media/catalog/${unused}-640.webp`)).status).toBe(404);
  });
});
