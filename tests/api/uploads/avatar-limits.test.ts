/**
 * The avatar upload's limits before any decode: the session before the body, the picture's
 * dimensions from its header, and the queue that bounds concurrent image work.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageQueueFullError } from '@api/lib/images/image-queue';
import { API } from '@shared/api';
import { AVATAR_BUSY_MESSAGE, AVATAR_DIMENSIONS_MESSAGE } from '@shared/schemas/avatar';
import { makeClock, makeTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/api';
import { register } from '../../helpers/accounts';
import { endlessBody } from '../../helpers/endless-body';
import type { ImageQueue } from '@api/uploads';

let t: TestApp;
let dir: string;
let cookie: string;
async function start(imageQueue?: ImageQueue) {
  t?.close();
  t = makeTestApp({ clock: makeClock().clock, env: { UPLOADS_DIR: dir }, imageQueue });
  ({ cookie } = await register(t));
}
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-uploads-'));
  await start();
});
afterEach(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

function upload(bytes: Uint8Array, headers: Record<string, string> = { Cookie: cookie }) {
  const form = new FormData();
  form.append('avatar', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }));
  return t.request(API.avatar, {
    method: 'POST',
    body: form,
    headers: { Origin: TEST_ORIGIN, ...headers },
  });
}

/** A PNG whose header (a valid IHDR) claims this size, followed by pixels that are not there. */
function pngHeaderClaiming(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const garbage = chunk('IDAT', Buffer.from('not compressed pixels at all'));
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', ihdr), garbage]));
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b1f3a' } });

describe('dimensions, read from the header', () => {
  it('refuses a picture claiming 8192×8192 with 413, without decoding it', async () => {
    // Decoding would fail (the pixels are garbage): the answer can only come from the header.
    const res = await upload(pngHeaderClaiming(8192, 8192));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: AVATAR_DIMENSIONS_MESSAGE });
  });

  it.each([
    ['a PNG 4097 wide', () => solid(4097, 8).png().toBuffer()],
    ['a JPEG 4097 tall', () => solid(8, 4097).jpeg().toBuffer()],
    ['a WebP 5000 wide', () => solid(5000, 4).webp().toBuffer()],
  ])('refuses %s with 413 and says the limit', async (_name, make) => {
    const res = await upload(new Uint8Array(await make()));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: 'This image is too large. Please select one of at most 4096 × 4096 pixels.',
      error: 'This image is too large. Please select one of at most 4096 × 4096 pixels.',
    });
  });

  it('accepts 4096 wide, the limit itself', async () => {
    const res = await upload(new Uint8Array(await solid(4096, 16).png().toBuffer()));
    expect(res.status).toBe(200);
  });

  it('makes a 4096×1 strip a 512×512 avatar in moments, not minutes of upscaling', async () => {
    const started = Date.now();
    const res = await upload(new Uint8Array(await solid(4096, 1).png().toBuffer()));
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    const stored = await (await t.request(avatarUrl)).arrayBuffer();
    expect(await sharp(Buffer.from(stored)).metadata()).toMatchObject({ width: 512, height: 512 });
  });

  it('refuses a header that cannot be read with 400', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect((await upload(bytes)).status).toBe(400);
  });
});

describe('the session before the body', () => {
  it('refuses a signed-out 6 MB upload with 401, not by its size', async () => {
    const res = await t.request(API.avatar, {
      method: 'POST',
      body: new Uint8Array(6 * 1024 * 1024),
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(6 * 1024 * 1024),
        Origin: TEST_ORIGIN,
      },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });

  it('answers a signed-out endless stream at once, having read almost nothing', async () => {
    const { body, counter } = endlessBody();
    const res = await t.app.request(API.avatar, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: TEST_ORIGIN },
    } as RequestInit);
    expect(res.status).toBe(401);
    expect(counter.pulled).toBeLessThanOrEqual(128 * 1024);
  });

  it('still answers a read of the path with 405, not 401', async () => {
    expect((await t.request(API.avatar)).status).toBe(405);
  });
});

describe('the image queue', () => {
  it('answers 503 with Retry-After when too many pictures wait', async () => {
    await start({ run: () => Promise.reject(new ImageQueueFullError('full')) });
    const res = await upload(new Uint8Array(await solid(64, 64).png().toBuffer()));
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toMatchObject({ message: AVATAR_BUSY_MESSAGE });
  });
});
