/**
 * Issue 21, the edges of a plain form post: what a browser never sends (oversize, malformed,
 * another content type), the page view's key (a resend stores once; an edited resend is told to
 * check), the CSRF rule, the write limit, a failing store, no build to refill, and cookies.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@shared/api';
import { register } from '../../helpers/accounts';
import { makeClock, makeTestApp, type TestApp, type TestAppOptions } from '../../helpers/api';
import { fixturePageStore } from '../../helpers/form-pages';
import { GOOD_POSTS, postForm } from '../../helpers/form-posts';

let t: TestApp;
const start = (options: TestAppOptions = {}) => {
  t?.close();
  t = makeTestApp({ clock: makeClock().clock, pages: fixturePageStore(), ...options });
};
beforeEach(() => start());
afterEach(() => t.close());

const count = (table = 'waitlist') => t.count(table);
const keyIn = (html: string) => /name="formKey" value="([^"]*)"/.exec(html)?.[1];
const waitlist = GOOD_POSTS.waitlist.fields;

describe('bodies a browser never sends', () => {
  it('answers 413 with the form page for a body over 256 KB, storing nothing', async () => {
    const res = await postForm(t, 'contact', {
      ...GOOD_POSTS.contact.fields,
      message: 'x'.repeat(300_000),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('This form is too large to send (limit 256 KB).');
    expect(html).toContain('action="/api/forms/contact"');
    expect(count('contact_messages')).toBe(0);
  });

  it("reads a body over the JSON limit (64 KB) and answers with the schema's message", async () => {
    const res = await postForm(t, 'contact', {
      ...GOOD_POSTS.contact.fields,
      message: 'x'.repeat(100_000),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Must be at most 5000 characters');
  });

  it.each([
    ['a stray percent sign', 'firstName=Amelia%&lastName=Hart'],
    ['percent-escapes that are not UTF-8', 'firstName=%C3%28&lastName=Hart'],
    ['a lone surrogate', 'firstName=%ED%A0%80&lastName=Hart'],
  ])('answers 400 with the page for %s, keeping what it could read', async (_, body) => {
    const res = await postForm(t, 'waitlist', body);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Failed to join waitlist. Please try again.');
    expect(html).toContain('value="Hart"');
    expect(count()).toBe(0);
    expect(t.logs).toEqual([]);
  });

  it.each(['application/json', 'text/plain', ''])(
    'answers 415 to the content type %j',
    async (type) => {
      const res = await postForm(t, 'waitlist', JSON.stringify(waitlist), {
        headers: { 'Content-Type': type },
      });
      expect(res.status).toBe(415);
      expect(await res.text()).toContain('role="alert"');
      expect(count()).toBe(0);
    },
  );

  it('answers 404 in HTML for a form that does not exist, and 405 to a GET', async () => {
    const res = await postForm(t, 'survey', waitlist);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const get = await t.request('/api/forms/waitlist');
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
  });
});

describe("the page view's key", () => {
  it('stores a post sent twice under one key once, and answers both 303', async () => {
    const first = await postForm(t, 'waitlist', waitlist, { key: 'view-1234-abcd' });
    const second = await postForm(t, 'waitlist', waitlist, { key: 'view-1234-abcd' });
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('Location')).toBe('/thank-you');
    expect(count()).toBe(1);
  });

  it('asks to check and send again when the key comes back with other details', async () => {
    await postForm(t, 'waitlist', waitlist, { key: 'view-1234-abcd' });
    const edited = await postForm(
      t,
      'waitlist',
      { ...waitlist, lastName: 'Hartley' },
      { key: 'view-1234-abcd' },
    );
    expect(edited.status).toBe(422);
    const html = await edited.text();
    expect(html).toContain('Please check them and send it again.');
    expect(html).toContain('value="Hartley"');
    const fresh = keyIn(html);
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const resent = await postForm(
      t,
      'waitlist',
      { ...waitlist, lastName: 'Hartley' },
      { key: fresh },
    );
    expect(resent.status).toBe(303);
    expect(count()).toBe(2);
  });

  it('stores each post without a usable key (none, or not a key) as it comes', async () => {
    await postForm(t, 'waitlist', waitlist);
    await postForm(t, 'waitlist', waitlist, { key: 'a b' });
    expect(count()).toBe(2);
  });

  it('never lets an outer Idempotency-Key header stand in for the form key', async () => {
    const headers = { [IDEMPOTENCY_HEADER]: 'outer-key-123' };
    await postForm(t, 'waitlist', waitlist, { headers });
    await postForm(t, 'waitlist', waitlist, { headers });
    expect(count()).toBe(2);
  });
});

describe('who may post', () => {
  it.each([
    [{ 'Sec-Fetch-Site': 'cross-site' }],
    [{ 'Sec-Fetch-Site': 'same-site' }],
    [{ 'Sec-Fetch-Site': undefined, Origin: 'https://evil.example' }],
  ])('refuses a cross-site post %j with 403, storing nothing', async (headers) => {
    const res = await postForm(t, 'waitlist', waitlist, { headers });
    expect(res.status).toBe(403);
    expect(count()).toBe(0);
  });

  it('stores through the public origin, https included (the store request passes its CSRF check)', async () => {
    start({ env: { PUBLIC_URL: 'https://club.example' } });
    const res = await postForm(t, 'waitlist', waitlist, {
      headers: { 'Sec-Fetch-Site': undefined, Origin: 'https://club.example' },
    });
    expect(res.status).toBe(303);
    expect(count()).toBe(1);
  });

  it('counts each post once against the write limit, and gives the form back on a 429', async () => {
    start({ env: { RATE_LIMIT_WRITES_ADDRESS: '2/1m' } });
    expect((await postForm(t, 'waitlist', waitlist)).status).toBe(303);
    expect((await postForm(t, 'newsletter', GOOD_POSTS.newsletter.fields)).status).toBe(303);
    const refused = await postForm(t, 'waitlist', { ...waitlist, firstName: 'Third' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toMatch(/Too many requests/i);
    expect(html).toContain('value="Third"');
    expect(count()).toBe(1);
  });
});

describe('when storing fails or the build is missing', () => {
  it("gives the form back with the spec's failure text and a 503, never a 500 or a stack", async () => {
    t.db.$client.exec('DROP TABLE contact_messages');
    const res = await postForm(t, 'contact', GOOD_POSTS.contact.fields);
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('Failed to send message. Please try again or contact us directly.');
    expect(html).toContain('value="Aspen in winter"');
    expect(html).not.toMatch(/sqlite|at .*\.ts/i);
  });

  it('falls back to a plain page with the form when there is no pre-rendered page', async () => {
    start({ pages: undefined });
    const res = await postForm(t, 'giveaway', {
      ...GOOD_POSTS.giveaway.fields,
      agreeToRules: '',
      lastName: '<i>',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<form method="post" action="/api/forms/giveaway">');
    expect(html).toContain('You must agree to the rules and confirm you are 21+');
    expect(html).toContain('value="&lt;i&gt;"');
    expect(keyIn(html)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the session cookie', () => {
  it('passes on what the store request says about the session (here: clear a stale one)', async () => {
    const res = await postForm(t, 'waitlist', waitlist, {
      headers: { Cookie: 'session=stale-token' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/session=;|Max-Age=0/);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it("stores a signed-in member's booking as theirs", async () => {
    const { user, cookie } = await register(t);
    const res = await postForm(t, 'booking', GOOD_POSTS.booking.fields, {
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(303);
    const row = t.db.$client.prepare('SELECT user_id FROM bookings').get() as { user_id: string };
    expect(row.user_id).toBe(user.id);
  });
});
