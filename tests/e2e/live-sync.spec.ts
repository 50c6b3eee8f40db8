import type { BrowserContext, Page } from '@playwright/test';
import { API } from '@shared/api';
import { SYNC_API } from '@shared/sync-api';
import { bookAspenThroughApi } from './helpers/member-bookings';
import { MEMBER_PASSWORD, registerMember, type TestMember } from './helpers/members';
import { expect, test } from './helpers/test';

// Issue 23: one member on two devices (two browser contexts, each with its own session). A change
// on one shows on the other without a reload; an offline one catches up when it reconnects.

const welcome = (page: Page) => page.getByRole('heading', { level: 1 });
const trips = (page: Page) => page.getByRole('main').getByRole('region', { name: /My trips/i });

async function signInOn(context: BrowserContext, member: TestMember, origin: string) {
  const page = await context.newPage();
  const res = await page.request.post(API.signIn, {
    headers: { Origin: origin },
    data: { email: member.email, password: MEMBER_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

async function renameTo(page: Page, firstName: string, member: TestMember) {
  const res = await page.request.put(API.profile, {
    headers: { Origin: new URL(page.url()).origin },
    // Spec 7's body, from any client: a plain update.
    data: {
      firstName,
      lastName: member.lastName,
      phoneNumber: '',
      state: '',
      companyName: '',
      upcomingTrips: [],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The dashboard, open and listening (its stream has said it is ready). */
async function openDashboard(page: Page) {
  const ready = page.waitForResponse((r) => r.url().includes(SYNC_API.events));
  await page.goto('/dashboard');
  await ready;
  await expect(welcome(page)).toBeVisible();
}

test('a change on one device shows on the other, open, without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  const member = await registerMember(page);
  await openDashboard(page);
  const laptop = await browser.newContext();
  try {
    const other = await signInOn(laptop, member, baseURL!);
    await other.goto('/');
    await renameTo(other, 'Augusta', member);
    await expect(welcome(page)).toContainText('Augusta', { timeout: 5000 });

    // A booking made on the other device appears in this one's My trips.
    await bookAspenThroughApi(other, 3);
    await expect(trips(page).getByText('Aspen')).toBeVisible({ timeout: 5000 });
    expect(page.url()).toContain('/dashboard');
  } finally {
    await laptop.close();
  }
});

test('a device that was offline catches up with one pull when it reconnects', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  const member = await registerMember(page);
  await openDashboard(page);
  await context.setOffline(true);
  const laptop = await browser.newContext();
  try {
    const other = await signInOn(laptop, member, baseURL!);
    await other.goto('/');
    await renameTo(other, 'Beatrice', member);
    await bookAspenThroughApi(other, 2);
    await expect(welcome(page)).not.toContainText('Beatrice');

    const pulls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === SYNC_API.pull) pulls.push(r.url());
    });
    // Chromium fires `online` itself: the app pulls once, from its cursor.
    await context.setOffline(false);
    await expect(welcome(page)).toContainText('Beatrice', { timeout: 5000 });
    await expect(trips(page).getByText('Aspen')).toBeVisible();
    // Caught up from the cursor it had, not from scratch.
    expect(pulls.length).toBeGreaterThan(0);
    expect(pulls.every((url) => url.includes('since='))).toBe(true);
  } finally {
    await laptop.close();
  }
});

test('signing out in one tab ends the other tab’s stream, and the member is signed out there', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await registerMember(page);
  await openDashboard(page);
  const refused: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === SYNC_API.events && r.status() === 401) refused.push(401);
  });
  const tab = await context.newPage();
  await tab.goto('/');
  const out = await tab.request.post(API.signOut, {
    headers: { Origin: new URL(tab.url()).origin },
  });
  expect(out.status()).toBe(200);
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });
  expect(refused.length).toBeLessThanOrEqual(1);
});
