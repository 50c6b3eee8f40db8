import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { countRows } from './helpers/db';
import { registerMember, type TestMember } from './helpers/members';
import { controlledByServiceWorker, goOffline, goOnline } from './helpers/offline';

// Issue 12 "Offline edges": /api/login and /api/logout are navigations (the cart icon, Sign
// Out). Without the server the service worker answers them, never the browser's error page.
test.use({ serviceWorkers: 'allow' });

const header = (page: Page) => page.getByRole('banner');
const sessionsOf = (member: TestMember) =>
  countRows('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', member.user.id);

/** A signed-in member on their dashboard, the worker in control. */
async function signedInMember(page: Page): Promise<TestMember> {
  // Registration, the dashboard and the worker's install (it waits for the media warm-up).
  test.slow();
  await page.goto('/home');
  const member = await registerMember(page);
  await page.goto('/dashboard');
  await expect(header(page).getByText(`Welcome, ${member.firstName}`)).toBeVisible({
    // The first visit to the members' area loads its code and pulls the member's data.
    timeout: 15_000,
  });
  await controlledByServiceWorker(page);
  return member;
}

test('the cart icon offline opens sign-in, which says it needs a connection', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await controlledByServiceWorker(page);
  await goOffline(context, page);
  await header(page).getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Signing in needs a connection.' }),
  ).toBeVisible();
});

test('/api/logout offline signs out on the device at once and on the server on reconnect', async ({
  page,
  context,
}) => {
  const member = await signedInMember(page);
  await goOffline(context, page);
  await page.goto('/api/logout');
  await expect(page).toHaveURL(/\/home$/);
  await expect(header(page).getByText(`Welcome, ${member.firstName}`)).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  expect(sessionsOf(member)).toBe(1);

  await goOnline(context, page);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => sessionsOf(member), { timeout: 10_000 }).toBe(0);
});

test('Sign Out with the server out of reach (the browser thinks it is online) still signs out', async ({
  page,
  context,
}) => {
  const member = await signedInMember(page);
  // Lie-fi: navigator.onLine stays true, but nothing reaches the server.
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(header(page).getByText(`Welcome, ${member.firstName}`)).toHaveCount(0);
  expect(sessionsOf(member)).toBe(1);

  await context.unroute('**/api/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => sessionsOf(member), { timeout: 10_000 }).toBe(0);
});
