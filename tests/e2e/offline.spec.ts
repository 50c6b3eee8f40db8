import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { countRows, uniqueEmail } from './helpers/db';
import {
  controlledByServiceWorker,
  goOffline,
  goOnline,
  outboxItems,
  outboxSettled,
  writesInFlight,
} from './helpers/offline';

// These tests are about the service worker (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });
// A fresh worker precaches the whole site before it controls the page: under a full run's load
// that alone takes a good part of the default 30 s.
test.slow();

// DESIGN.md "local-first": once loaded, the app opens offline from the service worker's precache
// and Dexie, and a form submitted offline is kept in the outbox and delivered exactly once when
// the connection returns. Each test gets a fresh browser context (no worker, no IndexedDB yet).

const waitingPill = (page: Page, n: number) =>
  page.getByRole('button', { name: `${n} waiting to send` });

/** How long a reconnected page may take to deliver its outbox ("within a few seconds"). */
const DELIVERY_MS = 8_000;

test.describe('offline', () => {
  test.afterEach(async ({ page }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    // What the browser still holds tells a lost request from a late or stuck one.
    const items = await outboxItems(page).catch((err: unknown) => [String(err)]);
    await testInfo.attach('outbox.json', {
      body: JSON.stringify(items, null, 2),
      contentType: 'application/json',
    });
  });

  test('destinations, home and the 404 page open offline', async ({ page, context }) => {
    await page.goto('/destinations');
    await controlledByServiceWorker(page);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const online = await cards.count();
    expect(online).toBeGreaterThan(0);

    await goOffline(context, page);
    await page.reload();
    // Rendered from the precached shell and the destinations kept in IndexedDB.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(`Showing ${online} destinations`)).toBeVisible();
    await expect(cards).toHaveCount(online);
    await expect(page.getByRole('heading', { name: 'Aspen', level: 3 })).toBeVisible();

    // A route never visited online comes from the navigation fallback.
    await page.goto('/home');
    await expect(
      page.getByRole('heading', { name: 'Design a Life of Effortless Freedom' }),
    ).toBeVisible();

    await page.goto('/no-such-page-anywhere');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Looks like this flight took a detour.' }),
    ).toBeVisible();
  });

  test('a waitlist request made offline is sent exactly once on reconnect', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('offline.waitlist');
    const rows = () => countRows('SELECT count(*) AS n FROM waitlist WHERE email = ?', email);
    const inFlight = writesInFlight(context);

    await page.goto('/waitlist');
    await controlledByServiceWorker(page);
    await goOffline(context, page);

    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone number').fill('+1 555 010 0199');
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();

    await expect(page.getByText('Your request is saved on this device.')).toBeVisible();
    await expect(page.getByText(/sent automatically when the connection returns/)).toBeVisible();
    await expect(waitingPill(page, 1)).toBeVisible();
    expect(rows(), 'nothing reached the server while offline').toBe(0);

    // The request lives in IndexedDB, not in the page: a reload keeps it.
    await page.reload();
    await expect(waitingPill(page, 1)).toBeVisible();
    expect(rows()).toBe(0);

    await goOnline(context, page);
    await expect.poll(rows, { timeout: DELIVERY_MS }).toBe(1);
    await expect(waitingPill(page, 1)).toBeHidden();
    await outboxSettled(page, inFlight);
    expect(rows(), 'delivered exactly once').toBe(1);
  });

  test('a newsletter signup made offline is sent exactly once on reconnect', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('offline.newsletter');
    const rows = () =>
      countRows('SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?', email);
    const inFlight = writesInFlight(context);

    await page.goto('/destinations');
    await controlledByServiceWorker(page);
    await goOffline(context, page);

    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();

    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Saved for delivery')).toBeVisible();
    await expect(
      toasts.getByText(/add you to the newsletter as soon as the connection returns/),
    ).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue('');
    await expect(waitingPill(page, 1)).toBeVisible();
    expect(rows(), 'nothing reached the server while offline').toBe(0);

    await page.reload();
    await expect(waitingPill(page, 1)).toBeVisible();
    expect(rows()).toBe(0);

    await goOnline(context, page);
    await expect.poll(rows, { timeout: DELIVERY_MS }).toBe(1);
    await expect(waitingPill(page, 1)).toBeHidden();
    await outboxSettled(page, inFlight);
    expect(rows(), 'delivered exactly once').toBe(1);
  });
});
