import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { registerMember } from './helpers/members';
import { controlledByServiceWorker, goOffline } from './helpers/offline';

// Issue 12 "Offline edges": a screen with nothing on the device to show, offline, gets the
// branded offline page listing what does open offline, never the browser's error page.
test.use({ serviceWorkers: 'allow' });

const offlineScreen = (page: Page) => page.getByRole('region', { name: "You're offline" });
const offlineLinks = (page: Page) =>
  offlineScreen(page).getByRole('navigation', { name: 'Available offline' }).getByRole('link');

test('a navigation the worker cannot answer lands on the offline page, which lists what opens', async ({
  page,
  context,
}) => {
  // Registration, the dashboard and the worker's install (it waits for the media warm-up).
  test.slow();
  await page.goto('/home');
  const member = await registerMember(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByText(`Welcome, ${member.firstName}`)).toBeVisible({
    // The first visit to the members' area loads its code and pulls the member's data.
    timeout: 15_000,
  });
  await controlledByServiceWorker(page);
  await goOffline(context, page);
  await page.goto('/api/health');
  await expect(page).toHaveURL(/\/offline$/);
  await expect(page).toHaveTitle(/You're offline/);
  // Signed in on this device: the member's own screens come first.
  await expect(offlineLinks(page)).toHaveText([
    /My dashboard/,
    /My profile/,
    /Home/,
    /Destinations/,
    /The journal/,
    /The shop/,
  ]);
  await offlineLinks(page).filter({ hasText: 'The journal' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a product never loaded on this device says the device is offline', async ({
  page,
  context,
}) => {
  // The catalogue never reaches this device.
  await context.route('**/api/products**', (route) => route.abort('connectionrefused'));
  await page.goto('/contact');
  await controlledByServiceWorker(page);
  await goOffline(context, page);
  await page.goto('/shop/product/1');
  await expect(offlineScreen(page)).toBeVisible();
  await expect(offlineScreen(page)).toContainText('This piece has not been loaded');
  // Signed out: no member screens on offer.
  await expect(offlineLinks(page)).toHaveText([/Home/, /Destinations/, /The journal/, /The shop/]);
});
