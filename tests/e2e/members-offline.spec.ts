import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { API, IDEMPOTENCY_HEADER } from '@shared/api';
import { countRows, queryRows } from './helpers/db';
import { toast } from './helpers/forms';
import { bookAspenThroughApi } from './helpers/member-bookings';
import { registerMember } from './helpers/members';
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

// Issue 8: the members' area from this device's copy when offline, and a profile edit made
// offline delivered exactly once when the connection returns.

const main = (page: Page) => page.getByRole('main');
const waitingPill = (page: Page) => page.getByRole('button', { name: '1 waiting to send' });
const details = (page: Page) => main(page).getByRole('region', { name: /Your details|Edit/ });

/** Idempotency keys of every profile PUT the browser makes, page and service worker alike. */
function recordProfilePuts(context: BrowserContext): string[] {
  const keys: string[] = [];
  context.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === API.profile) {
      keys.push(r.headers()[IDEMPOTENCY_HEADER.toLowerCase()] ?? '');
    }
  });
  return keys;
}

async function signInAndVisit(page: Page) {
  await page.goto('/home');
  const member = await registerMember(page);
  await bookAspenThroughApi(page, 4);
  await page.goto('/dashboard');
  await expect(main(page).getByText('Aspen')).toBeVisible();
  await controlledByServiceWorker(page);
  await page.goto('/profile');
  await expect(details(page).getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  return member;
}

test('offline, the dashboard, My trips and the profile open from this device', async ({
  page,
  context,
}) => {
  const member = await signInAndVisit(page);
  await goOffline(context, page);

  await page.goto('/dashboard');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
    `Welcome back, ${member.firstName}`,
  );
  const trips = main(page).getByRole('region', { name: 'My trips' });
  await expect(trips.getByRole('listitem')).toContainText(['Aspen']);
  await expect(trips.getByText(/Last updated/)).toBeVisible();
  await expect(
    main(page)
      .getByText(/Last updated/)
      .first(),
  ).toBeVisible();
  await expect(toast(page, 'You are logged out')).toHaveCount(0);

  await page.reload();
  await expect(trips.getByText('4 guests')).toBeVisible();

  await page.goto('/profile');
  await expect(details(page).getByText(member.lastName)).toBeVisible();
  await expect(main(page).getByText(/Last updated/)).toBeVisible();
  await expect(page).toHaveURL('/profile');
});

test('a profile edit made offline is sent once when the connection returns', async ({
  page,
  context,
}) => {
  const member = await signInAndVisit(page);
  const puts = recordProfilePuts(context);
  const inFlight = writesInFlight(context);
  await goOffline(context, page);

  await details(page).getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('State').fill('Colorado');
  await form.getByLabel('Company name').fill('Offline Ventures');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Saved on this device')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(details(page).getByText('Offline Ventures')).toBeVisible();
  await expect(waitingPill(page)).toBeVisible();

  // Kept in IndexedDB: a reload offline still shows the edit and what waits.
  await page.reload();
  await expect(details(page).getByText('Offline Ventures')).toBeVisible();
  await expect(waitingPill(page)).toBeVisible();
  const row = () =>
    queryRows<{ state: string | null; company_name: string | null }>(
      'SELECT state, company_name FROM users WHERE email = ?',
      member.email.toLowerCase(),
    )[0];
  expect(row()).toEqual({ state: null, company_name: null });

  await goOnline(context, page);
  await expect.poll(row, { timeout: 8_000 }).toEqual({
    state: 'Colorado',
    company_name: 'Offline Ventures',
  });
  await expect(waitingPill(page)).toBeHidden();
  await outboxSettled(page, inFlight);
  expect(new Set(puts).size, 'one request, retried (if at all) under one key').toBe(1);
  const [key] = puts;
  expect(countRows('SELECT count(*) AS n FROM idempotency_keys WHERE key = ?', key)).toBe(1);
  await expect(main(page).getByText('Your profile was changed on another device.')).toHaveCount(0);
  await expect(details(page).getByText('Offline Ventures')).toBeVisible();
});
