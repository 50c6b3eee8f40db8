import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PUSH_CATEGORIES } from '@shared/schemas/push';
import { countRows } from './helpers/db';
import { isoDay, toast } from './helpers/forms';
import { registerMember, type TestMember } from './helpers/members';
import { controlledByServiceWorker } from './helpers/offline';
import {
  allowNotifications,
  originOf,
  standInForPushManager,
  storedCategories,
} from './helpers/push';
import { expect, test } from './helpers/test';

// Issue 38 "The app asks for permission after a moment that earns it (a booking sent, a first
// message), never on page load; on iPhone only once installed, and the Safari tab says how."
// PushManager is stood in for (no push service is reachable here) and permission is granted by
// the test, so "Turn on" goes through to the club, whose database is checked.

// The worker holds the subscription.
test.use({ serviceWorkers: 'allow' });
// A fresh worker precaches the whole site before it controls the page.
test.slow();

const conversation = (page: Page) => page.getByRole('list', { name: 'Messages' });
const offer = (page: Page) => page.getByRole('complementary', { name: 'Notifications' });
const profileSection = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Notifications on this device' });

/** axe-core's serious and critical findings inside `selector`. */
async function violationsIn(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function ask(page: Page, subject: string, body: string) {
  await page.goto('/messages/new');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(body);
  await page.getByRole('button', { name: 'Send to the concierge' }).click();
  await expect(conversation(page).getByText(body)).toBeVisible();
}

/** A member signed in on a page the worker controls, notifications allowed for the origin. */
async function memberWithWorker(page: Page, baseURL: string): Promise<TestMember> {
  await allowNotifications(page.context(), originOf(page, baseURL));
  await standInForPushManager(page);
  await page.goto('/home');
  await controlledByServiceWorker(page);
  return registerMember(page);
}

test('a first message earns the offer; Turn on saves this device, and the profile changes and ends it', async ({
  page,
  baseURL,
}) => {
  const member = await memberWithWorker(page, baseURL!);
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  // Never on page load.
  await expect(offer(page)).toHaveCount(0);

  await ask(page, 'Flowers in the suite', 'Peonies for our arrival, please.');
  await expect(offer(page)).toBeVisible();
  await expect(offer(page).getByRole('heading')).toHaveText('Be told the moment it matters');
  expect(await violationsIn(page, 'aside[aria-label="Notifications"]')).toEqual([]);
  await offer(page).getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(toast(page, 'Notifications On')).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  await expect.poll(() => storedCategories(member.user.id)).toEqual([[...PUSH_CATEGORIES]]);

  // Subscribed: a second message earns nothing more.
  await page.getByRole('textbox', { name: 'Your message' }).fill('And a late checkout.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation(page).getByText('And a late checkout.')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(offer(page)).toHaveCount(0);

  await page.goto('/profile');
  const section = profileSection(page);
  const trips = section.getByRole('switch', { name: 'Trip updates' });
  await expect(trips).toBeChecked();
  await expect(section.getByRole('switch')).toHaveCount(PUSH_CATEGORIES.length);
  expect(await violationsIn(page, 'main')).toEqual([]);
  await trips.click();
  await expect
    .poll(() => storedCategories(member.user.id))
    .toEqual([['messages', 'orders', 'payments']]);
  await expect(trips).not.toBeChecked();
  await section.getByRole('switch', { name: 'Payments' }).click();
  await expect.poll(() => storedCategories(member.user.id)).toEqual([['messages', 'orders']]);

  // What the device gets is read back from the club after a reload.
  await page.reload();
  await expect(profileSection(page).getByRole('switch', { name: 'Orders' })).toBeChecked();
  await expect(profileSection(page).getByRole('switch', { name: 'Payments' })).not.toBeChecked();

  await profileSection(page).getByRole('button', { name: 'Turn off on this device' }).click();
  await expect
    .poll(() =>
      countRows('SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?', member.user.id),
    )
    .toBe(0);
  await expect(
    profileSection(page).getByRole('button', { name: 'Turn on notifications' }),
  ).toBeVisible();

  // Turned on again from the profile: every category.
  await profileSection(page).getByRole('button', { name: 'Turn on notifications' }).click();
  await expect.poll(() => storedCategories(member.user.id)).toEqual([[...PUSH_CATEGORIES]]);
  await expect(profileSection(page).getByRole('switch')).toHaveCount(PUSH_CATEGORIES.length);
});

test('"Not now" is remembered: after a reload, another message brings no offer', async ({
  page,
  baseURL,
}) => {
  const member = await memberWithWorker(page, baseURL!);
  await ask(page, 'A table for two', 'Somewhere quiet on Saturday night.');
  await offer(page).getByRole('button', { name: 'Not now' }).click();
  await expect(offer(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => localStorage.getItem('aurelian.push-offer-not-now-at')),
  ).toBeTruthy();

  await page.reload();
  await expect(conversation(page).getByText('Somewhere quiet on Saturday night.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your message' }).fill('Nine o’clock, if they can.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation(page).getByText('Nine o’clock, if they can.')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(offer(page)).toHaveCount(0);
  expect(storedCategories(member.user.id)).toEqual([]);
});

test.describe('without a worker', () => {
  // The offer needs none: this browser can be asked, and has no subscription yet.
  test.use({ serviceWorkers: 'block' });

  test('a booking request earns the offer too', async ({ page }) => {
    await page.goto('/home');
    await registerMember(page);
    await page.goto('/booking');
    const form = page.getByRole('form', { name: 'Booking request' });
    await expect(offer(page)).toHaveCount(0);
    await form.getByLabel('Destination').selectOption({ label: 'Aspen, United States' });
    await form.getByRole('radio', { name: 'Embraer Phenom 300E' }).check({ force: true });
    await form.getByLabel('Guest name').fill('Amelia Hart');
    await form.getByLabel('Email').fill('amelia@example.com');
    await form.getByLabel('Phone').fill('+1 555 010 2030');
    await form.getByLabel('Departure date').fill(isoDay(20));
    await form.getByLabel('Return date').fill(isoDay(27));
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await expect(offer(page)).toBeVisible();
    await expect(offer(page).getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  });

  test('offline, the offer waits for the connection to turn them on', async ({ page, context }) => {
    await page.goto('/home');
    await registerMember(page);
    await page.goto('/messages/new');
    await expect(page.getByLabel('Subject')).toBeVisible();
    await context.setOffline(true);
    await page.getByLabel('Subject').fill('A car at the FBO');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('A driver at 6, please.');
    await page.getByRole('button', { name: 'Send to the concierge' }).click();
    const turnOn = offer(page).getByRole('button', { name: 'Turn on notifications' });
    await expect(offer(page)).toContainText('needs a connection');
    await expect(turnOn).toBeDisabled();
    await context.setOffline(false);
    await expect(turnOn).toBeEnabled();
    await expect(offer(page)).not.toContainText('needs a connection');
  });

  test('where the browser blocks notifications, no offer; the profile says how to allow them', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await page.goto('/home');
    await registerMember(page);
    await ask(page, 'The wine list', 'Something from Burgundy on board.');
    await page.waitForTimeout(500);
    await expect(offer(page)).toHaveCount(0);
    await page.goto('/profile');
    await expect(profileSection(page)).toContainText(
      'Notifications are blocked in this browser’s settings.',
    );
    await expect(profileSection(page)).toContainText('set Notifications to Allow');
    await expect(profileSection(page).getByRole('button')).toHaveCount(0);
  });
});

test.describe('on an iPhone, in a Safari tab', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    // No worker is needed to say how to install, and an iPhone tab has no PushManager.
    serviceWorkers: 'block',
  });

  test('the offer and the profile say how to install, instead of asking', async ({ page }) => {
    await page.goto('/home');
    await registerMember(page);
    await ask(page, 'Our anniversary', 'Champagne on board, please.');
    await expect(offer(page)).toBeVisible();
    await expect(offer(page).getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
    const steps = offer(page).getByRole('list', {
      name: 'Turn on notifications on iPhone or iPad',
    });
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    await expect(steps).toContainText('Add to Home Screen');
    await expect(steps).toContainText('from your Home Screen');
    expect(await violationsIn(page, 'aside[aria-label="Notifications"]')).toEqual([]);
    await offer(page).getByRole('button', { name: 'Not now' }).click();

    await page.goto('/profile');
    await expect(
      profileSection(page).getByRole('list', { name: 'Turn on notifications on iPhone or iPad' }),
    ).toBeVisible();
    await expect(profileSection(page).getByRole('switch')).toHaveCount(0);
  });
});
