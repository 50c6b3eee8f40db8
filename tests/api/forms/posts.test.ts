/**
 * Issue 21: the public forms as plain HTML form posts. A good post is stored exactly once by the
 * JSON endpoint and answered 303 to a page that names no typed value; a bad one gets its page
 * back, refilled and escaped, with the spec's messages.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORM_NAMES, FORM_OUTCOMES, type FormName } from '@shared/form-posts';
import { WAITLIST_INTERESTS } from '@shared/constants';
import { makeClock, makeTestApp, type TestApp } from '../../helpers/api';
import { fixturePageStore } from '../../helpers/form-pages';
import { GOOD_POSTS, postForm } from '../../helpers/form-posts';
import { dbRows } from '../../helpers/db-rows';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ clock: makeClock().clock, pages: fixturePageStore() });
});
afterEach(() => t.close());

const rows = (table: string) => dbRows(t.db, `SELECT * FROM ${table}`);

/** The start tag of the first control named `name` (the page's own form comes before the footer). */
const controlTag = (html: string, name: string) =>
  new RegExp(`<(?:input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('a good post', () => {
  it.each(FORM_NAMES)('%s: stored once, then 303 to its next page', async (name) => {
    const { fields, table, location } = GOOD_POSTS[name];
    const res = await postForm(t, name, fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(location);
    expect(rows(table)).toHaveLength(1);
    // Nothing typed reaches an address: only the form's name does.
    const values = Object.entries(fields).filter(([k]) => k !== 'formPage');
    for (const [, value] of values) {
      expect(res.headers.get('Location')).not.toContain(encodeURIComponent(value));
    }
    expect(await res.text()).toBe('');
  });

  it('tags each person form as spec 7 says and stores the values the schema cleaned', async () => {
    for (const name of ['waitlist', 'giveaway', 'activation'] as const) {
      await postForm(t, name, { ...GOOD_POSTS[name].fields, firstName: '  Amelia  ' });
    }
    expect(rows('waitlist').map((r) => [r.interests, r.first_name])).toEqual([
      [WAITLIST_INTERESTS.waitlist, 'Amelia'],
      [WAITLIST_INTERESTS.giveaway, 'Amelia'],
      [WAITLIST_INTERESTS.activation, 'Amelia'],
    ]);
  });

  it('stores a booking with its guests as a number and the price of record', async () => {
    const res = await postForm(t, 'booking', {
      ...GOOD_POSTS.booking.fields,
      jetPrice: '1',
      totalPrice: '1',
    });
    expect(res.status).toBe(303);
    const [booking] = rows('bookings');
    expect(booking).toMatchObject({ guests: 3, jet_id: 'global-7500', status: 'pending' });
    expect(Number(booking!.total_price_cents)).toBeGreaterThan(100);
  });

  it('keeps a message line break as a newline', async () => {
    await postForm(t, 'contact', GOOD_POSTS.contact.fields);
    expect(rows('contact_messages')[0]!.message).toBe(
      'Could you hold a chalet for us?\nTwo rooms.',
    );
  });

  it.each([
    ['/', '/?sent=newsletter'],
    ['/terms/', '/terms?sent=newsletter'],
    ['/thank-you', '/thank-you?sent=newsletter'],
    ['/dashboard', '/home?sent=newsletter'],
    ['https://evil.example/', '/home?sent=newsletter'],
    ['//evil.example', '/home?sent=newsletter'],
    ['/terms?x=<b>', '/home?sent=newsletter'],
  ])('newsletter sent from %s goes to %s', async (formPage, location) => {
    const res = await postForm(t, 'newsletter', { email: 'reader@example.com', formPage });
    expect(res.headers.get('Location')).toBe(location);
  });

  it('accepts multipart/form-data too', async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries(GOOD_POSTS.waitlist.fields)) body.set(k, v);
    const res = await t.request('/api/forms/waitlist', {
      method: 'POST',
      body,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(res.status).toBe(303);
    expect(rows('waitlist')).toHaveLength(1);
  });
});

const NASTY = '<script>alert("x")</script> & \'quoted\'';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quoted&#x27;';

const BAD_POSTS: Record<FormName, [Record<string, string>, Record<string, string>]> = {
  waitlist: [
    { firstName: NASTY, lastName: ' ', email: 'a"b@', phoneNumber: '123', formPage: '/waitlist' },
    {
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phoneNumber: 'Phone number must be at least 10 digits',
    },
  ],
  giveaway: [
    { ...GOOD_POSTS.giveaway.fields, agreeToRules: '', firstName: NASTY },
    { agreeToRules: 'You must agree to the rules and confirm you are 21+' },
  ],
  activation: [
    { firstName: NASTY, lastName: '', email: '', phoneNumber: '' },
    {
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phoneNumber: 'Phone number must be at least 10 digits',
    },
  ],
  newsletter: [
    { email: NASTY, formPage: '/terms' },
    { email: 'Please enter a valid email address' },
  ],
  contact: [
    { name: '', email: '', subject: NASTY, type: 'booking', message: '' },
    {
      name: 'Please fill in all required fields.',
      email: 'Please fill in all required fields.',
      message: 'Please fill in all required fields.',
    },
  ],
  booking: [
    {
      ...GOOD_POSTS.booking.fields,
      destinationId: '',
      guests: '0',
      returnDate: '2025-09-30',
      specialRequests: NASTY,
    },
    {
      destinationId: 'Please select a destination',
      guests: 'At least 1 guest is required',
      returnDate: 'Return date must be on or after the departure date',
    },
  ],
};

describe('a bad post', () => {
  it.each(FORM_NAMES)('%s: 400 with its page refilled and the spec messages', async (name) => {
    const [fields, issues] = BAD_POSTS[name];
    const res = await postForm(t, name, { ...fields, formKey: 'key-of-the-first-view' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await res.text();
    const summary = /<div class="form-errors" role="alert"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(summary).toContain(FORM_OUTCOMES[name].failure.title);
    for (const message of new Set(Object.values(issues))) {
      expect(summary.split(message)).toHaveLength(2); // each message once
    }
    for (const field of Object.keys(issues)) {
      expect(controlTag(html, field)).toContain('aria-invalid="true"');
    }
    expect(html).toContain(ESCAPED);
    expect(html).not.toContain('<script>alert');
    // Answered at the form's action, the page must not boot the app (without-scripts.ts).
    expect(html).not.toMatch(/<script(?! type="application\/json")/);
    expect(html).not.toContain('key-of-the-first-view');
    expect(controlTag(html, 'formKey')).toMatch(/value="[0-9a-f-]{36}"/);
    expect(rows(GOOD_POSTS[name].table)).toHaveLength(0);
    expect(t.logs).toEqual([]);
  });

  it('gives the chosen option, radio and text back, and leaves the others unchosen', async () => {
    const res = await postForm(t, 'booking', {
      ...GOOD_POSTS.booking.fields,
      jetId: 'falcon-8x',
      guests: '5',
      guestEmail: 'nope',
      specialRequests: '\nA first-line break',
    });
    const html = await res.text();
    expect(controlTag(html, 'guestEmail')).toContain('value="nope"');
    expect(html).toContain('<option value="5" selected="">5 Guests</option>');
    expect(html).not.toMatch(/<option value="2" selected/);
    expect(html).toContain('value="falcon-8x" checked=""/>');
    expect(html).not.toMatch(/value="global-7500" checked/);
    expect(html).toContain('name="specialRequests">\n\nA first-line break</textarea>');
    expect(html).not.toMatch(/<option value="" selected/);
  });

  it('names an unchosen jet and a missing date with their own messages', async () => {
    const { jetId: _jet, departureDate: _date, ...rest } = GOOD_POSTS.booking.fields;
    const res = await postForm(t, 'booking', rest);
    const html = await res.text();
    expect(html).toContain('Please select a private jet');
    expect(html).toContain('Departure date is required');
    expect(controlTag(html, 'jetId')).toContain('aria-invalid="true"');
  });

  it("answers the JSON endpoint's own refusal (a date in the past) the same way", async () => {
    const res = await postForm(t, 'booking', {
      ...GOOD_POSTS.booking.fields,
      departureDate: '2025-01-01',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Departure date cannot be in the past');
    expect(rows('bookings')).toHaveLength(0);
  });
});
