/**
 * The first second of a visit (issue 21), as a person on a slow phone meets it: every app script
 * held back 2 s, the CPU slowed 4x, and each tap made as soon as its control is drawn, before the
 * app is interactive. Nothing pressed is lost, no submit is sent twice, and nothing typed ever
 * reaches an address. These tests import Playwright's own `test`: the project's helper would
 * wait for the app first, which is exactly what a person does not do.
 */
import { expect, test, type Page } from '@playwright/test';
import { countRows, uniqueEmail } from './helpers/db';
import { fillPerson, stubChallengeSite, toast } from './helpers/forms';
import {
  appReady,
  recordUrls,
  releaseScripts,
  slowStart,
  tapNow,
  urlsHolding,
} from './helpers/slow-start';

// Each test waits out the held scripts of several waves at 4x CPU.
test.describe.configure({ timeout: 60_000 });
// A phone (the slow device), where every control can be scrolled into view.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
const APP_WAKES = { timeout: 25_000 };

async function openEarly(page: Page, path: string): Promise<string[]> {
  await slowStart(page);
  const urls = recordUrls(page);
  await page.goto(path, { waitUntil: 'commit' });
  return urls;
}

/** Proves the steps before it happened while the app was still asleep, then lets it wake. */
async function stillAsleep(page: Page) {
  expect(await appReady(page), 'the app woke before the person acted').toBe(false);
  releaseScripts(page);
}

test('the menu opens when tapped before the app is ready, and its entries are links', async ({
  page,
}) => {
  await openEarly(page, '/home');
  const menu = page.getByRole('button', { name: 'Menu' });
  await tapNow(menu);
  await stillAsleep(page);
  await expect(menu).toHaveAttribute('data-early-pressed', '');
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible(APP_WAKES);
  await expect(sheet.getByRole('link', { name: 'Destinations' })).toHaveAttribute(
    'href',
    '/destinations',
  );
  await expect(menu).not.toHaveAttribute('data-early-pressed');
});

test('a category on /home filters when tapped before the app is ready', async ({ page }) => {
  await openEarly(page, '/home');
  const group = page.getByRole('group', { name: /filter/i }).first();
  const europe = group.getByRole('button', { name: 'Europe', exact: true });
  await tapNow(europe);
  await stillAsleep(page);
  await expect(europe).toHaveAttribute('aria-pressed', 'true', APP_WAKES);
  await expect(group.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the trust documents demo unlocks the downloads when tapped early', async ({ page }) => {
  await openEarly(page, '/documents/trust');
  await tapNow(page.getByRole('button', { name: 'Demo: unlock downloads' }));
  await stillAsleep(page);
  await expect(page.getByText('Downloads unlocked.', { exact: false })).toBeVisible(APP_WAKES);
  await expect(page.getByRole('link', { name: /Download/ })).toHaveCount(2);
});

const EMPTY_SUBMITS: [path: string, form: string, submit: string, messages: string[]][] = [
  [
    '/enter',
    'Giveaway entry',
    'Submit Entry',
    [
      'Last name is required',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'You must agree to the rules and confirm you are 21+',
    ],
  ],
  [
    '/won',
    'Getaway activation',
    'Activate My Getaway',
    ['Last name is required', 'Invalid email address'],
  ],
  [
    '/waitlist',
    'Join the waitlist',
    'Join the Waitlist',
    ['Last name is required', 'Phone number must be at least 10 digits'],
  ],
  [
    '/booking',
    'Booking request',
    'Request Booking',
    [
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Departure date is required',
      'Return date is required',
    ],
  ],
];

for (const [path, formName, submit, messages] of EMPTY_SUBMITS) {
  test(`${path}: a submit pressed before the app is ready shows the spec's messages`, async ({
    page,
  }) => {
    const urls = await openEarly(page, path);
    const form = page.getByRole('form', { name: formName });
    await form.getByLabel(/First name|Guest name/).fill('Jane');
    await tapNow(form.getByRole('button', { name: new RegExp(submit, 'i') }));
    await stillAsleep(page);
    await expect(form).toHaveAttribute('aria-busy', 'true');
    for (const message of messages) {
      await expect(form.getByText(message, { exact: true })).toBeVisible(APP_WAKES);
    }
    await expect(form).not.toHaveAttribute('aria-busy');
    // What was typed is still there, and the page never went anywhere with it.
    await expect(form.getByLabel(/First name|Guest name/)).toHaveValue('Jane');
    expect(new URL(page.url()).pathname).toBe(path);
    expect(urlsHolding(urls, ['Jane'])).toEqual([]);
  });
}

test('/contact: a submit pressed early without the required fields says which', async ({
  page,
}) => {
  await openEarly(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await tapNow(form.getByRole('button', { name: 'Send Message' }));
  await stillAsleep(page);
  await expect(toast(page, 'Required Fields')).toBeVisible(APP_WAKES);
});

test('/enter: Enter pressed twice before the app is ready sends the entry once', async ({
  page,
}) => {
  const email = uniqueEmail('early.enter');
  const challengeSite = await stubChallengeSite(page);
  const urls = await openEarly(page, '/enter');
  const form = page.getByRole('form', { name: 'Giveaway entry' });
  await fillPerson(form, { first: 'Jane', last: 'Early', email, phone: '+1 555 010 2030' });
  await form.getByRole('checkbox').check();
  await form.getByLabel('Phone number').press('Enter');
  await form.getByLabel('Phone number').press('Enter');
  await stillAsleep(page);
  await expect(toast(page, 'Entry Received')).toBeVisible(APP_WAKES);
  await page.waitForURL(challengeSite, APP_WAKES);
  expect(countRows('SELECT count(*) AS n FROM waitlist WHERE email = ?', email)).toBe(1);
  expect(urlsHolding(urls, ['Jane', 'Early', email, '555 010 2030'])).toEqual([]);
});

test('/waitlist: a join pressed twice before the app is ready lands once on /thank-you', async ({
  page,
}) => {
  const email = uniqueEmail('early.waitlist');
  const urls = await openEarly(page, '/waitlist');
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await fillPerson(form, { first: 'Jane', last: 'Early', email, phone: '+1 555 010 2030' });
  const join = form.getByRole('button', { name: 'Join the Waitlist' });
  await tapNow(join);
  await tapNow(join);
  await stillAsleep(page);
  await page.waitForURL('**/thank-you', APP_WAKES);
  expect(countRows('SELECT count(*) AS n FROM waitlist WHERE email = ?', email)).toBe(1);
  expect(urlsHolding(urls, ['Jane', 'Early', email])).toEqual([]);
});

test('the footer newsletter, sent before the app is ready, subscribes once', async ({ page }) => {
  const email = uniqueEmail('early.newsletter');
  const urls = await openEarly(page, '/blog');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Email address').press('Enter');
  await stillAsleep(page);
  await expect(toast(page, 'Success!')).toBeVisible(APP_WAKES);
  await expect(form.getByLabel('Email address')).toHaveValue('');
  expect(countRows('SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?', email)).toBe(
    1,
  );
  expect(new URL(page.url()).pathname).toBe('/blog');
  expect(urlsHolding(urls, [email])).toEqual([]);
});

test('/contact: a message sent before the app is ready arrives once', async ({ page }) => {
  const email = uniqueEmail('early.contact');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const urls = await openEarly(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill('Jane Early');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('A villa for twelve in June, please.');
  await tapNow(form.getByRole('button', { name: 'Send Message' }));
  // It failed now and then in full runs, the form filled and unmarked once the app woke. These
  // checks say which step lost it: the tap (not taken here) or the send (a page error below).
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await stillAsleep(page);
  const rows = () => countRows('SELECT count(*) AS n FROM contact_messages WHERE email = ?', email);
  await expect(toast(page, 'Message Sent Successfully'))
    .toBeVisible(APP_WAKES)
    .catch(async (error: Error) => {
      const state = await page.evaluate(() => ({
        ready: 'appReady' in document.documentElement.dataset,
        held: window.__early?.q.length,
        busy: document.querySelector('form[aria-busy]') !== null,
        url: location.href,
      }));
      const pages = urls.filter((url) => !/\/assets\/|\.(?:avif|svg|woff2)$/.test(url));
      throw new Error(
        `${error.message}\nrows: ${rows()}; page: ${JSON.stringify(state)}; ` +
          `errors: ${JSON.stringify(errors)}; requests and navigations: ${pages.join(' ')}`,
      );
    });
  expect(rows()).toBe(1);
  expect(urlsHolding(urls, ['Jane Early', email, 'villa for twelve'])).toEqual([]);
});
