import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import { prerenderedFile } from '@shared/public-routes';
import { cacheControlFor } from '@api/web/static-files';
import { makeTestApp, type TestApp } from '../../helpers/api';
import { bodyOf } from '../../helpers/decoded-body';
import { explainMissingBuild, serveBuiltApp } from '@api/web';

const INDEX = '<!doctype html><title>Aurelian</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('Aurelian '.repeat(200))});`;
const BR_FIRST = 'gzip, deflate, br, zstd';
let dir: string;
let t: TestApp;

/** Writes a file and, as the build's precompress step does, its .br and .gz siblings. */
function writeWithSiblings(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeWithSiblings(join(dir, 'index.html'), INDEX);
  writeWithSiblings(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeWithSiblings(join(dir, 'manifest.webmanifest'), '{"name":"Aurelian"}');
  writeWithSiblings(join(dir, 'assets', 'index-AbC123.js'), SCRIPT);
  writeWithSiblings(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  writeWithSiblings(join(dir, 'sitemap.xml'), '<urlset></urlset>');
  writeFileSync(join(dir, 'icons', 'icon-192.png'), 'png');
  t = makeTestApp();
  serveBuiltApp(t.app, dir);
});
afterEach(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it.each([
    ['/assets/index-AbC123.js', 'public, max-age=31536000, immutable', /javascript/],
    ['/sw.js', 'no-cache', /javascript/],
    ['/manifest.webmanifest', 'no-cache', /manifest\+json/],
    ['/', 'no-cache', /text\/html/],
    ['/index.html', 'no-cache', /text\/html/],
    ['/icons/icon-192.png', 'public, max-age=3600', /image\/png/],
  ])('serves %s with Cache-Control %s', async (path, cacheControl, type) => {
    const res = await t.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(cacheControl);
    expect(res.headers.get('Content-Type')).toMatch(type);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('keeps the document headers off the build files, not off a page or the worker', async () => {
    const asset = await t.request('/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('X-Content-Type-Options')).toBe('nosniff');
    for (const name of ['Content-Security-Policy', 'Permissions-Policy', 'X-Frame-Options']) {
      expect(asset.headers.get(name), name).toBeNull();
    }
    for (const path of ['/', '/sw.js']) {
      const res = await t.request(path);
      expect(res.headers.get('Content-Security-Policy'), path).toContain("default-src 'self'");
    }
    // A missing build file is an error page like any other.
    const missing = await t.request('/assets/gone-XyZ987.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });

  it.each(['/destinations/asia', '/shop/product/4', '/some/unknown/path'])(
    'answers the app shell for the client route %s',
    async (path) => {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('answers 404 for a missing hashed asset instead of the shell', async () => {
    const res = await t.request('/assets/gone-123.js');
    expect(res.status).toBe(404);
  });

  it.each(['/x.js', '/favicon.png', '/.env', '/data/club.db', '/wp-login.php', '/a/b.json?v=1'])(
    'answers a plain 404, not the shell, for the missing file %s',
    async (path) => {
      const res = await t.request(path, { headers: { 'Accept-Encoding': BR_FIRST } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('id="root"');
    },
  );

  it('serves robots.txt and sitemap.xml as files', async () => {
    const robots = await t.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('Content-Type')).toMatch(/text\/plain/);
    expect(await robots.text()).toContain('Disallow: /api/');
    const sitemap = await t.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('Content-Type')).toMatch(/xml/);
  });

  it('keeps API answers and API 404s as JSON', async () => {
    expect((await t.request(API.jets)).headers.get('Content-Type')).toMatch(/json/);
    const res = await t.request('/api/unknown');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found', error: 'Not Found' });
  });

  it('refuses to serve files outside the folder', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await t.request(path);
      expect(await res.text()).not.toContain('"dependencies"');
    }
  });
});

describe('compressed files', () => {
  it.each([
    ['/assets/index-AbC123.js', SCRIPT],
    ['/sw.js', 'self.addEventListener("install", () => {});'],
    ['/manifest.webmanifest', '{"name":"Aurelian"}'],
    ['/robots.txt', 'User-agent: *\nDisallow: /api/\n'],
    ['/', INDEX],
    ['/destinations/asia', INDEX],
  ])('%s: brotli first, then gzip, else plain, always with Vary', async (path, text) => {
    for (const [accept, encoding] of [
      [BR_FIRST, 'br'],
      ['gzip, deflate', 'gzip'],
      ['', null],
    ] as const) {
      const res = await t.request(path, { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
      expect(await bodyOf(res)).toBe(text);
    }
  });

  it('keeps the type and caching of the plain file', async () => {
    const js = await t.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(js.headers.get('Content-Type')).toMatch(/javascript/);
    expect(js.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const sw = await t.request('/sw.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(sw.headers.get('Content-Encoding')).toBe('gzip');
    expect(sw.headers.get('Cache-Control')).toBe('no-cache');
    const shell = await t.request('/no-such-page', { headers: { 'Accept-Encoding': 'br' } });
    expect(shell.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(shell.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends a file without siblings as it is, with no Vary', async () => {
    const res = await t.request('/icons/icon-192.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBeNull();
  });
});

describe('pre-rendered public routes', () => {
  const page = (route: string) => `<!doctype html><title>${route}</title><h1>${route}</h1>`;
  beforeEach(() => {
    for (const route of ['/', '/destinations', '/destinations/asia', '/terms']) {
      const file = join(dir, prerenderedFile(route));
      mkdirSync(dirname(file), { recursive: true });
      writeWithSiblings(file, page(route));
    }
    // serveBuiltApp notes which pages the build wrote when it starts: start it again.
    t.close();
    t = makeTestApp();
    serveBuiltApp(t.app, dir);
  });

  it.each([
    ['/', '/'],
    ['/destinations', '/destinations'],
    ['/destinations/', '/destinations'],
    ['/destinations/asia', '/destinations/asia'],
    ['/terms?ref=footer', '/terms'],
  ])('answers %s with the HTML of %s, compressed and revalidated', async (path, route) => {
    for (const [accept, encoding] of [
      [BR_FIRST, 'br'],
      ['', null],
    ] as const) {
      const res = await t.request(path, { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
      expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
      expect(await bodyOf(res)).toBe(page(route));
    }
  });

  it.each(['/dashboard', '/login', '/destinations/mars', '/no-such-page', '/home'])(
    'answers %s (not pre-rendered) with the shell',
    async (path) => {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('still answers a missing file with a 404', async () => {
    expect((await t.request('/destinations.html')).status).toBe(404);
    expect((await t.request('/terms/x.js')).status).toBe(404);
  });
});

describe('cacheControlFor', () => {
  it('revalidates pre-rendered pages like the shell', () => {
    expect(cacheControlFor('/terms', '/x/prerendered/terms.html.br')).toBe('no-cache');
    expect(cacheControlFor('/blog/marcus', '/x/prerendered/blog/marcus.html')).toBe('no-cache');
  });

  it('keeps the service worker registration script fresh', () => {
    expect(cacheControlFor('/registerSW.js', '/x/registerSW.js')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg', '/x/favicon.svg')).toBe('public, max-age=3600');
    expect(cacheControlFor('/sw.js', '/x/sw.js.br')).toBe('no-cache');
    expect(cacheControlFor('/', '/x/index.html.gz')).toBe('no-cache');
  });
});

describe('without a build', () => {
  it('tells page requests to run the build, and keeps the API working', async () => {
    const bare = makeTestApp();
    explainMissingBuild(bare.app, 'dist');
    const page = await bare.request('/destinations');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('run `npm run build`');
    expect((await bare.request(API.jets)).status).toBe(200);
    expect((await bare.request('/api/nope')).status).toBe(404);
    bare.close();
  });
});
