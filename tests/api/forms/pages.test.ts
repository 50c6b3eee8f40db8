/**
 * Issue 21, the pages the forms live on as the server sends them: a fresh key in every form of
 * every response (compressed per response, still revalidated), and after a form post
 * (`?sent=<form>`) the spec's confirmation outside the app's root.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_DEFAULTS } from '@shared/external-links';
import { FORM_NAMES, FORM_OUTCOMES } from '@shared/form-posts';
import { prerenderedFile } from '@shared/public-routes';
import { makeTestApp, type TestApp } from '../../helpers/api';
import { bodyOf } from '../../helpers/decoded-body';
import { FIXTURE_PAGES, fixturePage } from '../../helpers/form-pages';
import { serveBuiltApp } from '@api/web';

let dir: string;
let t: TestApp;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-forms-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Shell</title><div id="root"></div>',
  );
  for (const [route, html] of Object.entries({
    ...FIXTURE_PAGES,
    '/thank-you': fixturePage('/thank-you'),
  })) {
    const file = join(dir, prerenderedFile(route));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    // A stale precompressed copy must never be sent: it has no keys.
    writeFileSync(`${file}.br`, 'stale');
  }
  t = makeTestApp();
  serveBuiltApp(t.app, dir);
});
afterEach(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

const keysIn = (html: string) =>
  [...html.matchAll(/name="formKey" value="([^"]*)"/g)].map((m) => m[1]);

describe('form keys', () => {
  it('gives every form of every response a key of its own', async () => {
    const pages = await Promise.all([1, 2].map(async () => bodyOf(await t.request('/waitlist'))));
    const keys = pages.flatMap(keysIn);
    expect(keys).toHaveLength(4); // the page's form and the footer's newsletter, twice
    expect(new Set(keys).size).toBe(4);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['', null],
  ])(
    'compresses each response for Accept-Encoding %j, revalidated, varying',
    async (accept, encoding) => {
      const res = await t.request('/contact', {
        headers: accept ? { 'Accept-Encoding': accept } : {},
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
      const html = await bodyOf(res);
      expect(keysIn(html).every((key) => key!.length === 36)).toBe(true);
      expect(html.replace(/value="[0-9a-f-]{36}"/g, 'value=""')).toBe(FIXTURE_PAGES['/contact']);
      expect(html).toContain('<script type="module"');
    },
  );

  it('answers HEAD with the headers only', async () => {
    const res = await t.request('/booking', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(await res.text()).toBe('');
  });

  it("serves /thank-you, the waitlist's next page, as a pre-rendered page", async () => {
    const html = await bodyOf(await t.request('/thank-you'));
    expect(html).toContain('<h1>/thank-you</h1>');
  });
});

describe('the ?sent= notice', () => {
  it.each(FORM_NAMES)('after a %s post: the success words, before the root', async (name) => {
    const route = FORM_OUTCOMES[name].route ?? '/terms';
    const html = await bodyOf(await t.request(`${route}?sent=${name}`));
    const { title, description } = FORM_OUTCOMES[name].success;
    const notice = new RegExp(
      `<div class="form-notice" role="status" data-form-notice="${name}">[\\s\\S]*?</div><div id="root">`,
    ).exec(html)?.[0];
    expect(notice).toContain(title.replace(/'/g, '&#x27;'));
    if (description) expect(notice).toContain(description.replace(/'/g, '&#x27;'));
    // Its styles come with it; a page without a notice (below) does not load them.
    expect(html).toContain('<link rel="stylesheet" href="/styles/form-notice.css">');
  });

  it.each([
    // /challenge is a script's redirect: without one, straight to where it leads.
    ['giveaway', '/enter', EXTERNAL_LINK_DEFAULTS.CHALLENGE_URL],
    ['activation', '/won', '/activate'],
  ])('after a %s post, moves on without JavaScript after 1.5 s', async (name, route, next) => {
    const html = await bodyOf(await t.request(`${route}?sent=${name}`));
    expect(html).toContain(
      `<noscript><meta http-equiv="refresh" content="1.5;url=${next}"></noscript></head>`,
    );
  });

  it('says nothing for anything but a form name, and never echoes the query', async () => {
    for (const sent of ['', 'survey', '<x-echo>', 'contactx', 'Contact']) {
      const html = await bodyOf(await t.request(`/contact?sent=${encodeURIComponent(sent)}`));
      expect(html).not.toContain('form-notice');
      expect(html).not.toContain('x-echo');
    }
    const contact = await bodyOf(await t.request('/contact?sent=contact'));
    expect(contact).not.toContain('http-equiv="refresh"');
  });
});
