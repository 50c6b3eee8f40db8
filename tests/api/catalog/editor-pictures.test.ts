/**
 * The catalogue's pictures (issue 39): an admin's upload checked by content, re-encoded into AVIF
 * and WebP renditions without EXIF or GPS, kept private on disk, served publicly and immutably,
 * and used as a record's public image once the record names it.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import {
  CATALOG_EDITOR_API as EDITOR,
  type CatalogPictureUploaded,
  type ConsoleDestination,
  type ConsoleProduct,
} from '@shared/catalog-editor-api';
import { CATALOG_PICTURE_TYPE_MESSAGE } from '@shared/schemas/catalog-editor';
import type { Destination, Product } from '@shared/schemas/catalog';
import { makeClock, makeTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/api';
import { signedIn, type Person } from '../../helpers/staff';

let dir: string;
let t: TestApp;
let admin: Person;
let concierge: Person;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-catalog-'));
  const time = makeClock();
  t = makeTestApp({ clock: time.clock, env: { UPLOADS_DIR: dir } });
  admin = signedIn(t, time, 'admin');
  concierge = signedIn(t, time, 'concierge');
});
afterEach(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A camera's PNG, 2000 × 1000, with its GPS position in EXIF and stored on its side. */
const cameraPng = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#884422' } })
    .png()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'Club Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 42/1 0/1' },
      },
    })
    .toBuffer();

function upload(bytes: Uint8Array | string, name: string, type: string, who = admin) {
  const form = new FormData();
  form.append(
    'file',
    new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }),
  );
  return t.request(EDITOR.pictures, {
    method: 'POST',
    body: form,
    headers: { Origin: TEST_ORIGIN, Cookie: who.cookie },
  });
}

const send = (method: string, path: string, body: unknown) =>
  t.request(path, {
    method,
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: admin.cookie },
  });

describe('uploading a picture', () => {
  it('re-encodes it upright into AVIF and WebP widths, no EXIF, no GPS, never upscaled', async () => {
    const original = await cameraPng();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'IMG_0001.PNG', 'image/png');
    expect(res.status).toBe(201);
    const picture = (await res.json()) as CatalogPictureUploaded;
    expect(picture.id).toMatch(/^[0-9a-f]{32}$/);
    // Orientation 6 is a quarter turn: 1000 wide, so kept at 640 only (1280 would upscale).
    expect(picture).toMatchObject({ width: 1000, height: 2000 });
    expect(picture.url).toBe(`/media/catalog/${picture.id}-640.webp`);
    expect(picture.renditions.sort()).toEqual([
      `/media/catalog/${picture.id}-640.avif`,
      `/media/catalog/${picture.id}-640.webp`,
    ]);
    for (const url of picture.renditions) {
      const served = await t.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('Content-Type')).toBe(
        url.endsWith('.avif') ? 'image/avif' : 'image/webp',
      );
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ width: 640, height: 1280 });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Club Camera'))).toBe(false);
    }
    const folder = join(dir, 'catalog');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(folder)) {
      expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600);
    }
  });

  it('keeps a wide picture at each site width up to its own, never above', async () => {
    const wide = await sharp({
      create: { width: 1500, height: 100, channels: 3, background: '#123456' },
    })
      .jpeg()
      .toBuffer();
    const picture = (await (
      await upload(wide, 'wide.jpg', 'image/jpeg')
    ).json()) as CatalogPictureUploaded;
    expect(picture.url).toBe(`/media/catalog/${picture.id}-1280.webp`);
    expect(picture.renditions.sort()).toEqual(
      ['1280.avif', '1280.webp', '640.avif', '640.webp'].map(
        (end) => `/media/catalog/${picture.id}-${end}`,
      ),
    );
  });

  it('refuses a file that is not a picture with a clear 400, and stores nothing', async () => {
    const res = await upload('just some words, not a picture', 'notes.png', 'image/png');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: CATALOG_PICTURE_TYPE_MESSAGE });
    expect(t.count('catalog_pictures')).toBe(0);
  });

  it('refuses a picture over the size limit with 413', async () => {
    const huge = new Uint8Array(16 * 1024 * 1024);
    const res = await upload(huge, 'huge.png', 'image/png');
    expect(res.status).toBe(413);
    expect(t.count('catalog_pictures')).toBe(0);
  });

  it('is for admins: a concierge is refused', async () => {
    const res = await upload(await cameraPng(), 'a.png', 'image/png', concierge);
    expect(res.status).toBe(403);
  });

  it('answers 404 for a name that is not one of ours', async () => {
    expect((await t.request('/media/catalog/../../club.db')).status).toBe(404);
    expect((await t.request(`/media/catalog/${'a'.repeat(32)}-640.webp`)).status).toBe(404);
  });
});

describe('a record’s pictures', () => {
  it('become the destination’s public image, with their alt text kept', async () => {
    const picture = (await (
      await upload(await cameraPng(), 'a.png', 'image/png')
    ).json()) as CatalogPictureUploaded;
    const created = await send('POST', EDITOR.list('destinations'), {
      name: 'Lake Bled',
      country: 'Slovenia',
      region: 'Upper Carniola',
      nights: 3,
      description: 'An island church in an alpine lake.',
      category: 'europe',
      pictures: [{ id: picture.id, alt: 'The island church at dawn' }],
    });
    expect(created.status).toBe(201);
    const record = (await created.json()) as ConsoleDestination;
    expect(record.pictures).toEqual([
      { id: picture.id, alt: 'The island church at dawn', url: picture.url },
    ]);
    const list = (await (await t.request(API.destinations)).json()) as Destination[];
    expect(list.find((d) => d.id === record.id)?.imageUrl).toBe(picture.url);
  });

  it('become a product’s image and gallery, in order', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(await cameraPng(), `p${i}.png`, 'image/png');
      ids.push(((await res.json()) as CatalogPictureUploaded).id);
    }
    const [p] = (
      (await (
        await t.request(`${EDITOR.list('products')}?q=Hoodie`, {
          headers: { Cookie: admin.cookie },
        })
      ).json()) as { items: ConsoleProduct[] }
    ).items;
    const res = await send('PATCH', EDITOR.record('products', p!.id), {
      pictures: ids.map((id, n) => ({ id, alt: `View ${n + 1}` })),
      expectedUpdatedAt: p!.updatedAt,
    });
    expect(res.status).toBe(200);
    const urls = ids.map((id) => `/media/catalog/${id}-640.webp`);
    expect(await res.json()).toMatchObject({
      image: urls[0],
      images: urls,
      pictures: [{ url: urls[0], alt: 'View 1' }, {}, {}],
    });
    const product = (await (await t.request(API.product(p!.id))).json()) as Product;
    expect(product.image).toBe(urls[0]);
    expect(product.images).toEqual(urls);
  });
});
