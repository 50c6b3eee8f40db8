import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { SYNC_API } from '@shared/sync-api';
import { countRows, queryRows } from './helpers/db';
import { toast } from './helpers/forms';
import { localRows } from './helpers/local-db';
import { registerMember } from './helpers/members';
import { controlledByServiceWorker, goOffline, goOnline } from './helpers/offline';

// These tests are about the service worker (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

// Issue 8's offline edges: signing out with no connection ends the local session at once and
// the server's when the connection returns; a destination chosen offline is saved once later.

const header = (page: Page) => page.getByRole('banner');

const sessionsOf = (userId: string) =>
  countRows('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', userId);

test('Sign Out offline forgets the member at once and ends the server session on reconnect', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  const member = await registerMember(page);
  await page.goto('/dashboard');
  await expect(header(page).getByText(`Welcome, ${member.firstName}`)).toBeVisible();
  await controlledByServiceWorker(page);
  expect(sessionsOf(member.user.id)).toBe(1);

  await goOffline(context, page);
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByText(`Welcome, ${member.firstName}`)).toHaveCount(0);
  // Not the expired-session greeting: the member chose to leave.
  await expect(toast(page, 'You are logged out. Logging in again...')).toHaveCount(0);
  // The dashboard is no longer theirs to open on this device.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  expect(sessionsOf(member.user.id)).toBe(1);

  await goOnline(context, page);
  await expect.poll(() => sessionsOf(member.user.id), { timeout: 10_000 }).toBe(0);
  // The server's sign-out cleared the session hint too: the app knows who this is (nobody)
  // without asking. Checked once it has settled, so a greeting could no longer be on its way.
  const checks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SYNC_API.pull) checks.push(r.url());
  });
  await page.reload();
  const loadedAt = await page.evaluate(() => performance.timeOrigin);
  await expect
    .poll(async () => (await localRows(page, 'session'))[0]?.fetchedAt ?? 0)
    .toBeGreaterThanOrEqual(loadedAt);
  expect(checks).toEqual([]);
  await expect(header(page).getByText(`Welcome, ${member.firstName}`)).toHaveCount(0);
});

test('a complimentary destination chosen offline is saved once when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  const member = await registerMember(page);
  await page.goto('/register/destinations');
  await expect(page.getByRole('radio', { name: 'Kyoto' })).toBeVisible();
  await controlledByServiceWorker(page);

  await goOffline(context, page);
  await page.getByText('Kyoto', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(toast(page, 'Choice saved on this device')).toBeVisible();
  await expect(page).toHaveURL(/\/register\/checkout$/);
  const chosen = () =>
    queryRows<{ destination: string | null }>(
      'SELECT selected_destination_id AS destination FROM users WHERE id = ?',
      member.user.id,
    )[0]?.destination ?? null;
  expect(chosen()).toBeNull();

  await goOnline(context, page);
  const [kyoto] = queryRows<{ id: string }>("SELECT id FROM destinations WHERE name = 'Kyoto'");
  await expect.poll(chosen, { timeout: 10_000 }).toBe(kyoto?.id);
  // Sent once: one idempotency record for this member's choice (other tests choose too).
  expect(
    countRows(
      'SELECT COUNT(*) AS n FROM idempotency_keys WHERE scope = ?',
      `POST /api/user/select-destination user:${member.user.id}`,
    ),
  ).toBe(1);
});
