/**
 * The first second of a visit for the controls whose target depends on sign-in (issue 40): Book
 * Now (booking for members, the waitlist for everyone else, spec 2.3), the cart icon (the login
 * endpoint, whose page sends a member on to their dashboard) and the menu's LOGIN. Each is
 * tapped as soon as it is drawn, with every app script held back and the CPU slowed 4x, as
 * first-second.spec.ts does for visitors' taps. A member here is signed in as the API leaves
 * them, with the `signed_in` hint cookie and nothing stored on the device yet.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerMember } from './helpers/members';
import { appReady, releaseScripts, slowStart, tapNow } from './helpers/slow-start';

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
const APP_WAKES = { timeout: 25_000 };

/** Opens `path` with its scripts held; errors the page reports are collected. */
async function openEarly(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await slowStart(page);
  await page.goto(path, { waitUntil: 'commit' });
  return errors;
}

/** The first destination card where `path` offers it: its Book Now, and the booking it leads a member to. */
async function firstCard(page: Page, path: string) {
  const within = path === '/home' ? page.locator('#destinations') : page.getByRole('main');
  const card = within.locator('article[id^="destination-"]').first();
  const id = (await card.getAttribute('id'))?.replace('destination-', '');
  return { bookNow: card.getByRole('link', { name: 'Book Now' }), memberTarget: `/booking/${id}` };
}

/** Taps `link` while the app is still asleep (its scripts are held until this returns). */
async function tapAsleep(page: Page, link: Locator) {
  await link.waitFor();
  expect(await appReady(page), 'the app woke before the person acted').toBe(false);
  await tapNow(link);
  releaseScripts(page);
}

/** React reports a page that hydrates differently from its HTML (#418, #423, #425). */
const hydrationErrors = (errors: string[]) =>
  errors.filter((text) => /hydrat|Minified React error #4(?:18|23|25)/i.test(text));

for (const path of ['/destinations', '/home']) {
  test(`${path}: a member's Book Now, tapped before the app wakes, opens the booking form`, async ({
    page,
  }) => {
    await registerMember(page);
    await openEarly(page, path);
    const { bookNow, memberTarget } = await firstCard(page, path);
    await tapAsleep(page, bookNow);
    await page.waitForURL(`**${memberTarget}`, APP_WAKES);
    // The form opens with the destination chosen and locked (spec 2.4).
    await expect(page.getByRole('form', { name: 'Booking request' })).toBeVisible(APP_WAKES);
  });

  test(`${path}: a visitor's Book Now, tapped before the app wakes, opens the waitlist`, async ({
    page,
  }) => {
    await openEarly(page, path);
    await tapAsleep(page, (await firstCard(page, path)).bookNow);
    await page.waitForURL('**/waitlist', APP_WAKES);
    await expect(page.getByRole('form', { name: 'Join the waitlist' })).toBeVisible(APP_WAKES);
  });
}

test("a member's page wakes as it was drawn: Book Now keeps the member's target", async ({
  page,
}) => {
  await registerMember(page);
  const errors = await openEarly(page, '/destinations');
  const { bookNow, memberTarget } = await firstCard(page, '/destinations');
  // Pointed at the member's target before the app, by the page's inline script.
  await expect(bookNow).toHaveAttribute('href', memberTarget);
  releaseScripts(page);
  await expect.poll(() => appReady(page), APP_WAKES).toBe(true);
  // Once the member's session is stored, the app says the same (the header greets them).
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('banner').getByText(/^Welcome, /)).toBeVisible(APP_WAKES);
  await expect(bookNow).toHaveAttribute('href', memberTarget);
  expect(hydrationErrors(errors)).toEqual([]);
});

test('a hint left from a session ended elsewhere: Book Now leads to the waitlist once the app knows', async ({
  page,
  baseURL,
}) => {
  await page
    .context()
    .addCookies([{ name: 'signed_in', value: '1', url: baseURL ?? 'http://localhost' }]);
  const errors = await openEarly(page, '/destinations');
  const { bookNow } = await firstCard(page, '/destinations');
  await bookNow.waitFor();
  releaseScripts(page);
  // Drawn for a member at first (the hint says so); the server says nobody is signed in.
  await expect(bookNow).toHaveAttribute('href', '/waitlist', APP_WAKES);
  expect(hydrationErrors(errors)).toEqual([]);
});

test("a member's cart icon, tapped before the app wakes, leads to their dashboard", async ({
  page,
}) => {
  await registerMember(page);
  await openEarly(page, '/destinations');
  await tapAsleep(page, page.getByRole('banner').getByRole('link', { name: 'Cart' }));
  await page.waitForURL('**/dashboard', APP_WAKES);
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
});

test("a visitor's cart icon, tapped before the app wakes, leads to the sign-in form", async ({
  page,
}) => {
  await openEarly(page, '/destinations');
  await tapAsleep(page, page.getByRole('banner').getByRole('link', { name: 'Cart' }));
  await page.waitForURL('**/login', APP_WAKES);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible(APP_WAKES);
});

for (const who of ['member', 'visitor'] as const) {
  test(`the menu's LOGIN, for a ${who} who opened the menu before the app woke`, async ({
    page,
  }) => {
    if (who === 'member') await registerMember(page);
    await openEarly(page, '/home');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await appReady(page)).toBe(false);
    await tapNow(menu);
    releaseScripts(page);
    const login = page.getByRole('dialog').getByRole('link', { name: 'LOGIN' });
    await login.click(APP_WAKES);
    if (who === 'member') {
      await page.waitForURL('**/dashboard', APP_WAKES);
    } else {
      await page.waitForURL('**/login', APP_WAKES);
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible(APP_WAKES);
    }
  });
}
