import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import { cacheControlFor, explainMissingBuild, serveBuiltApp } from '@api/static-files';
import { makeTestApp, type TestApp } from '../helpers/api';

const INDEX = '<!doctype html><title>Aurelian</title><div id="root"></div>';
let dir: string;
let t: TestApp;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Aurelian"}');
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1);');
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

describe('cacheControlFor', () => {
  it('keeps the service worker registration script fresh', () => {
    expect(cacheControlFor('/registerSW.js', '/x/registerSW.js')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg', '/x/favicon.svg')).toBe('public, max-age=3600');
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
