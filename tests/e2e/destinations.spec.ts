import type { CurrentUser } from '@shared/api';
import type { SyncPull } from '@shared/sync-api';
import { test as plainTest, type Page } from '@playwright/test';
import { localDbCreated } from './helpers/local-db';
import { appReady, slowStart, tapNow } from './helpers/slow-start';
import { expect, test } from './helpers/test';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search destinations' });
const filters = (page: Page) =>
  page.getByRole('navigation', { name: 'Filter destinations by region' });
const category = (page: Page, name: string) =>
  filters(page).getByRole('link', { name, exact: true });
/** The one category link marked as the current page. */
const current = (page: Page) => filters(page).locator('[aria-current="page"]');

test('lists all 24 destinations', async ({ page }) => {
  await page.goto('/destinations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Showing 24 destinations', { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  await expect(current(page)).toHaveText('All');
  await expect(search(page)).toHaveAttribute('placeholder', 'Search destinations...');
  const first = cards(page).first();
  await expect(first.getByText('Included for Members')).toBeVisible();
  await expect(first.getByRole('link', { name: 'Book Now' })).toBeVisible();
});

test('the category in the URL sets the filter, and choosing one updates the URL', async ({
  page,
}) => {
  await page.goto('/destinations/asia');
  await expect(current(page)).toHaveText('Asia');
  await expect(page.getByText('Showing 6 destinations in Asia', { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);

  // Once the app runs, a category navigates in place: the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await category(page, 'Europe').click();
  await expect(page).toHaveURL(/\/destinations\/europe$/);
  await expect(page.getByText('Showing 6 destinations in Europe', { exact: true })).toBeVisible();
  await expect(current(page)).toHaveText('Europe');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  await category(page, 'All').click();
  await expect(page).toHaveURL(/\/destinations$/);
  await expect(cards(page)).toHaveCount(24);
  await expect(current(page)).toHaveText('All');
});

test('the categories are links to their pre-rendered pages', async ({ page }) => {
  await page.goto('/destinations');
  const hrefs = await filters(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/destinations',
    '/destinations/usa',
    '/destinations/europe',
    '/destinations/asia',
    '/destinations/islands',
  ]);
  await expect(current(page)).toHaveCount(1);
  await expect(filters(page).getByRole('tab')).toHaveCount(0);
});

plainTest('a category tapped before the app is ready still filters', async ({ page }) => {
  // Playwright's own test: a person on a slow phone does not wait for the app to wake.
  await slowStart(page);
  await page.goto('/destinations', { waitUntil: 'commit' });
  await tapNow(category(page, 'Asia'));
  await expect(page).toHaveURL(/\/destinations\/asia$/);
  await expect(current(page)).toHaveText('Asia');
  await expect(cards(page)).toHaveCount(6);
  expect(await appReady(page), 'the app woke before the filtered page was drawn').toBe(false);
});

plainTest.describe('without JavaScript', () => {
  // Playwright's own test: the project's waits for the app to wake, which it never does here.
  plainTest.use({ javaScriptEnabled: false });

  plainTest('a category still filters: its link loads the pre-rendered page', async ({ page }) => {
    await page.goto('/destinations');
    await category(page, 'Islands').click();
    await expect(page).toHaveURL(/\/destinations\/islands$/);
    await expect(current(page)).toHaveText('Islands');
    await expect(cards(page)).toHaveCount(6);
  });
});

test('an unknown category falls back to All', async ({ page }) => {
  await page.goto('/destinations/antarctica');
  await expect(current(page)).toHaveText('All');
  await expect(cards(page)).toHaveCount(24);
});

test('search matches the country too, case-insensitively, and combines with a category', async ({
  page,
}) => {
  await page.goto('/destinations');
  await expect(cards(page)).toHaveCount(24);
  await search(page).fill('  JaPaN ');
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(['Kyoto', 'Tokyo']);
  await expect(page.getByText('Showing 2 destinations for "JaPaN"', { exact: true })).toBeVisible();

  await search(page).fill('paris');
  await expect(category(page, 'Europe')).toHaveAttribute('href', '/destinations/europe?q=paris');
  await category(page, 'Europe').click();
  await expect(page).toHaveURL(/\/destinations\/europe\?q=paris$/);
  await expect(search(page)).toHaveValue('paris');
  await expect(
    page.getByText('Showing 1 destination for "paris" in Europe', { exact: true }),
  ).toBeVisible();
});

test('no match shows the empty state, and Clear Filters restores everything', async ({ page }) => {
  await page.goto('/destinations/islands');
  await search(page).fill('zzz');
  await expect(page.getByRole('heading', { name: 'No destinations found' })).toBeVisible();
  await expect(page.getByText('No destinations match your search')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(current(page)).toHaveText('All');
  await expect(page.getByText('Showing 24 destinations', { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
});

test('Book Now sends a signed-out visitor to the waitlist', async ({ page }) => {
  await page.goto('/destinations');
  await cards(page).first().getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/waitlist$/);
});

const MEMBER = {
  id: 'member-1',
  email: 'member@example.com',
  firstName: 'Ada',
  lastName: 'Member',
  profileImageUrl: null,
};

/** Runs in the page: stores the signed-in snapshot where app/local/db/db.ts keeps it. */
function writeSessionSnapshot(user: typeof MEMBER): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('club');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('session', 'readwrite');
      tx.objectStore('session').put({ key: 'current', user, fetchedAt: Date.now() });
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/** GET /api/sync's answer for a member with nothing but their profile (issue 23's pull). */
const snapshotOf = (user: typeof MEMBER): SyncPull => ({
  cursor: 'c1.1.aaaaaaaaaaaa',
  snapshot: true,
  // The few fields this page reads: a partial member stands for the whole one.
  profile: user as unknown as CurrentUser,
  bookings: [],
  orders: [],
  consultations: [],
  threads: [],
  itineraries: [],
  removed: { bookings: [], orders: [], consultations: [], threads: [], itineraries: [] },
});

test.describe('signed in', () => {
  // The page's own requests are steered here, so the worker must not answer them first.
  test.use({ serviceWorkers: 'block' });

  test('Book Now leads a member to booking with the destination', async ({ page, baseURL }) => {
    // Signed in as the app sees it: the server says so (with the hint cookie a sign-in leaves),
    // and so does the local snapshot.
    await page.route('**/api/sync?*', (route) => route.fulfill({ json: snapshotOf(MEMBER) }));
    await page.route('**/api/sync', (route) => route.fulfill({ json: snapshotOf(MEMBER) }));
    await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
    await page.goto('/destinations/asia');
    await expect(cards(page)).toHaveCount(6);
    await localDbCreated(page);
    await page.evaluate(writeSessionSnapshot, MEMBER);
    await page.reload();

    const rows = (await (await page.request.get('/api/destinations')).json()) as Array<{
      id: string;
      name: string;
    }>;
    const kyoto = rows.find((row) => row.name === 'Kyoto');
    expect(kyoto).toBeDefined();
    const book = cards(page)
      .filter({ has: page.getByRole('heading', { name: 'Kyoto' }) })
      .getByRole('link', { name: 'Book Now' });
    await expect(book).toHaveAttribute('href', `/booking/${kyoto?.id}`);
    await book.click();
    await expect(page).toHaveURL(new RegExp(`/booking/${kyoto?.id}$`));
  });
});

test.describe('before anything is cached', () => {
  // The worker would answer /api reads itself; these tests steer the network from the page.
  test.use({ serviceWorkers: 'block' });

  // Issue 10: the pre-rendered page carries the catalogue it was built with, so a first visit
  // shows it at once instead of 'Loading destinations...' while the first pull runs.
  test('shows the pre-rendered catalogue until the first pull lands', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/destinations', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/destinations');
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText('Loading destinations...')).toHaveCount(0);
    release();
    await expect(cards(page)).toHaveCount(24);
  });

  test('a first visit that cannot reach the catalogue still shows the pre-rendered one', async ({
    page,
  }) => {
    await page.route('**/api/destinations', (route) => route.abort('internetdisconnected'));
    await page.goto('/destinations');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(cards(page)).toHaveCount(24);
    await expect(
      page.getByText(/Destinations will appear here as soon as your connection/),
    ).toHaveCount(0);
  });
});
