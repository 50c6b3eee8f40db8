import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { countRows, uniqueEmail } from './helpers/db';
import { isoDay, stubChallengeSite, toast } from './helpers/forms';
import {
  controlledByServiceWorker,
  goOffline,
  goOnline,
  outboxSettled,
  writesInFlight,
} from './helpers/offline';

// These tests are about the service worker (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });
// A fresh worker precaches the whole site before it controls the page: under a full run's load
// that alone takes a good part of the default 30 s.
test.slow();

// Issue 4 "Offline and exactly once": each form submitted offline says the request is saved,
// keeps it across a reload, and delivers it exactly once when the connection returns; the
// success toast (and redirect) come only once the server has it.

const waitingPill = (page: Page, n: number) =>
  page.getByRole('button', { name: `${n} waiting to send` });
const savedNotice = (page: Page) => page.getByText('Your request is saved on this device.');

/** How long a reconnected page may take to deliver its outbox ("within a few seconds"). */
const DELIVERY_MS = 8_000;

interface OfflineCase {
  /** the page, once online, with everything it needs cached */
  open: (page: Page) => Promise<void>;
  fill: (page: Page, email: string) => Promise<void>;
  submit: string;
  rows: (email: string) => number;
  success: string;
}

async function runOffline(page: Page, context: BrowserContext, c: OfflineCase, email: string) {
  const rows = () => c.rows(email);
  const inFlight = writesInFlight(context);
  await c.open(page);
  await controlledByServiceWorker(page);
  await goOffline(context, page);

  await c.fill(page, email);
  await page.getByRole('button', { name: c.submit }).click();
  await expect(savedNotice(page)).toBeVisible();
  await expect(page.getByText(/sent automatically when the connection returns/)).toBeVisible();
  await expect(waitingPill(page, 1)).toBeVisible();
  await expect(toast(page, c.success)).toHaveCount(0);
  expect(rows(), 'nothing reached the server while offline').toBe(0);

  // The request lives in IndexedDB, not in the page: a reload keeps it, and the form knows it.
  await page.reload();
  await expect(waitingPill(page, 1)).toBeVisible();
  await expect(savedNotice(page)).toBeVisible();
  expect(rows()).toBe(0);

  await goOnline(context, page);
  await expect.poll(rows, { timeout: DELIVERY_MS }).toBe(1);
  await expect(toast(page, c.success)).toBeVisible();
  await expect(waitingPill(page, 1)).toBeHidden();
  await outboxSettled(page, inFlight);
  expect(rows(), 'delivered exactly once').toBe(1);
}

async function fillEntrant(page: Page, formName: string, email: string) {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('+1 555 010 0199');
}

const waitlistRows = (interests: string) => (email: string) =>
  countRows(
    'SELECT count(*) AS n FROM waitlist WHERE email = ? AND interests = ?',
    email,
    interests,
  );

test.describe('forms offline', () => {
  test('a booking made offline is sent exactly once on reconnect', async ({ page, context }) => {
    const list = (await (await page.request.get('/api/destinations')).json()) as Array<{
      id: string;
      slug: string;
    }>;
    const aspen = list.find((d) => d.slug === 'aspen')?.id ?? '';
    await runOffline(
      page,
      context,
      {
        open: async (p) => {
          await p.goto(`/booking/${aspen}`);
          await expect(p.getByRole('radio')).toHaveCount(6);
        },
        fill: async (p, email) => {
          const form = p.getByRole('form', { name: 'Booking request' });
          await form.getByRole('radio', { name: 'Gulfstream G650ER' }).check({ force: true });
          await form.getByLabel('Guest name').fill('Amelia Hart');
          await form.getByLabel('Email').fill(email);
          await form.getByLabel('Phone').fill('+1 555 010 2030');
          await form.getByLabel('Departure date').fill(isoDay(20));
          await form.getByLabel('Return date').fill(isoDay(25));
        },
        submit: 'Request Booking',
        rows: (email) =>
          countRows('SELECT count(*) AS n FROM bookings WHERE guest_email = ?', email),
        success: 'Booking Confirmed!',
      },
      uniqueEmail('offline.booking'),
    );
  });

  test('a contact message made offline is sent exactly once on reconnect', async ({
    page,
    context,
  }) => {
    await runOffline(
      page,
      context,
      {
        open: (p) => p.goto('/contact').then(() => undefined),
        fill: async (p, email) => {
          const form = p.getByRole('form', { name: 'Contact us' });
          await form.getByLabel('Name').fill('Ada Lovelace');
          await form.getByLabel('Email').fill(email);
          await form.getByLabel('Message').fill('Sent from a train.');
        },
        submit: 'Send Message',
        rows: (email) =>
          countRows('SELECT count(*) AS n FROM contact_messages WHERE email = ?', email),
        success: 'Message Sent Successfully',
      },
      uniqueEmail('offline.contact'),
    );
  });

  test('a giveaway entry made offline is sent once, then goes to /challenge', async ({
    page,
    context,
  }) => {
    const challengeSite = await stubChallengeSite(page);
    await runOffline(
      page,
      context,
      {
        open: (p) => p.goto('/enter').then(() => undefined),
        fill: async (p, email) => {
          await fillEntrant(p, 'Giveaway entry', email);
          await p.getByRole('form', { name: 'Giveaway entry' }).getByRole('checkbox').check();
        },
        submit: 'Submit Entry',
        rows: waitlistRows('Dubai Getaway Contest Entry'),
        success: 'Entry Received',
      },
      uniqueEmail('offline.enter'),
    );
    // On to /challenge, which sends the browser on to the external challenge site.
    await page.waitForURL(challengeSite);
  });

  test('an activation made offline is sent once, then goes to /activate', async ({
    page,
    context,
  }) => {
    await runOffline(
      page,
      context,
      {
        open: (p) => p.goto('/won').then(() => undefined),
        fill: (p, email) => fillEntrant(p, 'Getaway activation', email),
        submit: 'Activate My Getaway',
        rows: waitlistRows('Gifted Getaway Activation'),
        success: 'Activation Initiated',
      },
      uniqueEmail('offline.won'),
    );
    await page.waitForURL('**/activate');
  });
});

test.describe('delivered after leaving the form', () => {
  test('the layout announces a request saved offline once the server has it', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('offline.left');
    const rows = () =>
      countRows('SELECT count(*) AS n FROM contact_messages WHERE email = ?', email);
    await page.goto('/contact');
    await controlledByServiceWorker(page);
    await goOffline(context, page);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Sent before leaving.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(savedNotice(page)).toBeVisible();

    // Leave for another page of the app (served offline from the precache).
    await page.goto('/destinations');
    await expect(waitingPill(page, 1)).toBeVisible();
    await goOnline(context, page);
    await expect.poll(rows, { timeout: DELIVERY_MS }).toBe(1);
    await expect(toast(page, 'Message Sent Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/destinations$/);
  });
});
