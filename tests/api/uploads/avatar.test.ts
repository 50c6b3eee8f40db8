import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, type AvatarResponse } from '@shared/api';
import { AVATAR_MAX_BYTES } from '@shared/constants';
import { AVATAR_SIZE_MESSAGE, AVATAR_TYPE_MESSAGE } from '@shared/schemas/avatar';
import {
  makeClock,
  makeTestApp,
  TEST_ORIGIN,
  type TestApp,
  type TestClock,
} from '../../helpers/api';
import { register, currentUser } from '../../helpers/accounts';
import { endlessBody } from '../../helpers/endless-body';

let t: TestApp;
let time: TestClock;
let dir: string;
let cookie: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-uploads-'));
  time = makeClock();
  t = makeTestApp({ clock: time.clock, env: { UPLOADS_DIR: dir } });
  ({ cookie } = await register(t));
});
afterEach(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();

function upload(bytes: Uint8Array, name = 'me.png', type = 'image/png', field = 'avatar') {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return t.request(API.avatar, {
    method: 'POST',
    body: form,
    headers: { Origin: TEST_ORIGIN, Cookie: cookie },
  });
}

const storedFiles = () => readdirSync(join(dir, 'avatars'));
const me = () => currentUser(t, cookie);

describe('POST /api/upload/avatar: accepted', () => {
  it('stores a 512×512 WebP under a generated name and answers its URL', async () => {
    time.advance(1000);
    const res = await upload(await png());
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as AvatarResponse;
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(storedFiles()).toEqual([avatarUrl.split('/').at(-1)]);
    expect(await me()).toMatchObject({
      profileImageUrl: avatarUrl,
      updatedAt: '2025-09-20T12:00:01.000Z',
    });

    const served = await t.request(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('goes by content, not name or declared type: a PNG named .exe is accepted', async () => {
    const res = await upload(await png(), 'setup.exe', 'application/octet-stream');
    expect(res.status).toBe(200);
  });

  it.each([
    [
      'JPEG',
      () =>
        sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
          .jpeg()
          .toBuffer(),
    ],
    [
      'GIF',
      () =>
        sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    [
      'WebP',
      () =>
        sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
    ],
  ])('accepts a %s', async (_type, make) => {
    expect((await upload(await make(), 'x.img', 'image/x')).status).toBe(200);
  });

  it('drops EXIF and GPS from a photo and crops it square', async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#345' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Copyright: 'Amelia Hart' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 11/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await upload(photo, 'IMG_0001.JPG', 'image/jpeg');
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as AvatarResponse;
    const stored = Buffer.from(await (await t.request(avatarUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('PhoneCo')).toBe(false);
    expect(stored.includes('Amelia Hart')).toBe(false);
  });

  it('removes the previous avatar file when a new one is uploaded', async () => {
    const first = ((await (await upload(await png())).json()) as AvatarResponse).avatarUrl;
    const second = ((await (await upload(await png(30, 30))).json()) as AvatarResponse).avatarUrl;
    expect(second).not.toBe(first);
    expect(storedFiles()).toEqual([second.split('/').at(-1)]);
    expect((await t.request(first)).status).toBe(404);
    expect((await me()).profileImageUrl).toBe(second);
  });
});

describe('POST /api/upload/avatar: refused', () => {
  it('refuses an HTML file named .png with 400', async () => {
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const res = await upload(html, 'cute-cat.png', 'image/png');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: AVATAR_TYPE_MESSAGE });
    expect(existsSync(join(dir, 'avatars'))).toBe(false);
  });

  it('refuses a corrupt image with a valid signature with 400, not 500', async () => {
    const whole = await png(200, 200);
    const res = await upload(whole.subarray(0, 60));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: expect.stringContaining('could not be read'),
    });
  });

  it('refuses a request without the avatar field, or not multipart, with 400', async () => {
    expect((await upload(await png(), 'me.png', 'image/png', 'photo')).status).toBe(400);
    const json = await t.post(API.avatar, { avatar: 'x' }, { headers: { Cookie: cookie } });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ message: AVATAR_TYPE_MESSAGE });
  });

  it('refuses 6 MB with 413 from its Content-Length, before reading it', async () => {
    const res = await t.request(API.avatar, {
      method: 'POST',
      body: new Uint8Array(6 * 1024 * 1024),
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(6 * 1024 * 1024),
        Origin: TEST_ORIGIN,
        Cookie: cookie,
      },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: AVATAR_SIZE_MESSAGE });
  });

  it('stops reading a streamed body without Content-Length soon after the limit', async () => {
    const { body, counter } = endlessBody();
    const res = await t.app.request(API.avatar, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        Origin: TEST_ORIGIN,
        Cookie: cookie,
      },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: AVATAR_SIZE_MESSAGE });
    expect(counter.pulled).toBeLessThan(AVATAR_MAX_BYTES + 1024 * 1024);
  });

  it('refuses a file just over 5 MB inside a body under the limit with 413', async () => {
    const res = await upload(new Uint8Array(AVATAR_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: AVATAR_SIZE_MESSAGE });
  });

  it('keeps the 64 KB JSON limit on other paths', async () => {
    const res = await t.post(API.contact, { message: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
  });
});

describe('GET /uploads', () => {
  it.each([
    '/uploads/avatars/../../club.db',
    '/uploads/avatars/..%2f..%2fclub.db',
    '/uploads/avatars/%2e%2e/secret.webp',
    '/uploads/avatars/0123456789abcdef0123456789abcdef.webp',
    '/uploads/avatars/',
    '/uploads/documents/passport.pdf',
    '/uploads/',
    '/uploads',
  ])('answers 404 for %s', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(404);
  });
});
