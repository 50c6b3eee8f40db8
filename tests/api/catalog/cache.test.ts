import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invalidateCatalog } from '@api/catalog/catalog-cache';
import { destinations } from '@api/db/schema';
import { COMPRESS_THRESHOLD_BYTES, compressJson } from '@api/middleware/compress-json';
import { API } from '@shared/api';
import { makeTestApp, type TestApp } from '../../helpers/api';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers });

function decode(bytes: ArrayBuffer, encoding: string | null): string {
  const buf = Buffer.from(bytes);
  if (encoding === 'br') return brotliDecompressSync(buf).toString();
  if (encoding === 'gzip') return gunzipSync(buf).toString();
  return buf.toString();
}

describe('catalogue lists: ETag and 304', () => {
  it.each([API.destinations, API.featuredDestinations, API.jets, API.products])(
    '%s answers 304 to its own strong ETag',
    async (path) => {
      const first = await get(path);
      const etag = first.headers.get('ETag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(path, { 'If-None-Match': etag! });
      expect(again.status).toBe(304);
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('Cache-Control')).toBe('no-cache');
      expect(again.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(await again.text()).toBe('');
    },
  );

  it('names each encoding with its own ETag, and any of them revalidates', async () => {
    const plain = await get(API.destinations);
    const br = await get(API.destinations, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await get(API.destinations, { 'Accept-Encoding': 'gzip' });
    const tags = [plain, br, gz].map((r) => r.headers.get('ETag'));
    expect(new Set(tags).size).toBe(3);
    const text = await plain.text();
    expect(decode(await br.arrayBuffer(), br.headers.get('Content-Encoding'))).toBe(text);
    expect(decode(await gz.arrayBuffer(), gz.headers.get('Content-Encoding'))).toBe(text);
    for (const tag of tags) {
      const res = await get(API.destinations, { 'If-None-Match': `"nope", W/${tag!}` });
      expect(res.status).toBe(304);
    }
    expect((await get(API.destinations, { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('keeps serving the cached list until the writer invalidates it, then a new ETag', async () => {
    const before = await get(API.destinations);
    const etag = before.headers.get('ETag')!;
    t.db
      .update(destinations)
      .set({ name: 'Aspen Highlands' })
      .where(eq(destinations.slug, 'aspen'))
      .run();
    expect((await get(API.destinations, { 'If-None-Match': etag })).status).toBe(304);

    invalidateCatalog(t.db);
    const after = await get(API.destinations, { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    const list = (await after.json()) as { slug: string; name: string }[];
    expect(list.find((d) => d.slug === 'aspen')?.name).toBe('Aspen Highlands');
  });
});

describe('JSON compression', () => {
  it('sends catalogue lists over 1 KB with the best accepted encoding, with Vary', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await get(API.products, { 'Accept-Encoding': accept });
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
      expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
      const body = await res.arrayBuffer();
      expect(JSON.parse(decode(body, encoding))).toHaveLength(8);
      if (encoding)
        expect(body.byteLength).toBeLessThan(
          new TextEncoder().encode(JSON.stringify(JSON.parse(decode(body, encoding)))).length,
        );
    }
  });

  it('leaves tiny API answers uncompressed', async () => {
    for (const path of [API.health, '/api/no-such-thing', API.product(999)]) {
      const res = await get(path, { 'Accept-Encoding': 'gzip, br' });
      expect(res.headers.get('Content-Encoding'), path).toBeNull();
      // Left alone because it is tiny (a plain, readable body under the threshold), not by chance.
      const body = await res.text();
      expect(typeof JSON.parse(body), path).toBe('object');
      expect(new TextEncoder().encode(body).length, path).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    }
  });

  describe('the middleware on its own', () => {
    const big = { items: Array.from({ length: 200 }, (_, i) => ({ i, name: `item ${i}` })) };
    const app = new Hono()
      .use(compressJson())
      .get('/big', (c) => {
        c.header('ETag', '"v1"');
        return c.json(big);
      })
      .get('/small', (c) => c.json({ ok: true }))
      .get('/text', (c) => c.text('x'.repeat(5000)));

    it('compresses JSON of 1 KB and more, and weakens its strong ETag', async () => {
      const res = await app.request('/big', { headers: { 'Accept-Encoding': 'br' } });
      expect(res.headers.get('Content-Encoding')).toBe('br');
      expect(res.headers.get('ETag')).toBe('W/"v1"');
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(JSON.parse(decode(await res.arrayBuffer(), 'br'))).toEqual(big);
    });

    it('leaves small JSON, other types and clients without compression alone', async () => {
      const small = await app.request('/small', { headers: { 'Accept-Encoding': 'br' } });
      expect(small.headers.get('Content-Encoding')).toBeNull();
      expect(await small.json()).toEqual({ ok: true });
      const text = await app.request('/text', { headers: { 'Accept-Encoding': 'br' } });
      expect(text.headers.get('Content-Encoding')).toBeNull();
      const plain = await app.request('/big');
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      expect(plain.headers.get('ETag')).toBe('"v1"');
      expect(await plain.json()).toEqual(big);
    });
  });
});
