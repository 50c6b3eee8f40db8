import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { countRows, queryRows, uniqueEmail } from './helpers/db';

const form = (page: Page) => page.getByRole('form', { name: 'Join the waitlist' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Join the Waitlist' });
const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

async function fill(page: Page, values: Partial<Record<string, string>>) {
  const f = form(page);
  if (values.first !== undefined) await f.getByLabel('First name').fill(values.first);
  if (values.last !== undefined) await f.getByLabel('Last name').fill(values.last);
  if (values.email !== undefined) await f.getByLabel('Email').fill(values.email);
  if (values.phone !== undefined) await f.getByLabel('Phone number').fill(values.phone);
}

test('each validation message appears for bad input, and nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/waitlist')) posts.push(r.url());
  });
  await page.goto('/waitlist');
  await submit(page).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Invalid email address',
    'Phone number must be at least 10 digits',
  ]) {
    await expect(form(page).getByText(message)).toBeVisible();
  }
  await expect(form(page).getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  await fill(page, { first: 'Ada', last: 'Lovelace', email: 'ada@', phone: '12345' });
  await submit(page).click();
  await expect(form(page).getByText('Invalid email address')).toBeVisible();
  await expect(form(page).getByText('Phone number must be at least 10 digits')).toBeVisible();
  await expect(form(page).getByText('First name is required')).toHaveCount(0);
  await expect(form(page).getByText('Last name is required')).toHaveCount(0);
  expect(posts).toHaveLength(0);
});

test("shows today's figure, limited membership and a single page heading", async ({ page }) => {
  await page.goto('/waitlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(/limited to 500 members/)).toBeVisible();
  const text = await page.getByText(/joined the waitlist today/).textContent();
  const n = Number(text?.match(/(\d+)\s+joined the waitlist today/)?.[1]);
  expect(n).toBeGreaterThanOrEqual(100);
  expect(n).toBeLessThanOrEqual(999);
});

test('joining toasts, sets the flag, lands on /thank-you and stores exactly one row', async ({
  page,
}) => {
  const email = uniqueEmail('waitlist');
  await page.goto('/waitlist');
  await fill(page, { first: 'Ada', last: 'Lovelace', email, phone: '+1 555 010 2030' });
  await submit(page).click();

  await expect(toasts(page).filter({ hasText: 'Successfully Joined!' })).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're #146,247 on the list");
  expect(await page.evaluate(() => localStorage.getItem('waitlistJoined'))).toBe('true');

  const rows = queryRows<{ firstName: string; interests: string }>(
    'SELECT first_name AS firstName, interests FROM waitlist WHERE email = ?',
    email,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toEqual({ firstName: 'Ada', interests: 'Waitlist subscriber' });
});

test('the confirmation page: next steps, founding perk, contact and links', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're #146,247 on the list");
  await expect(page.getByRole('list', { name: 'Next steps' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: '70% off your first package' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '+1 (888) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+18885550142',
  );
  await expect(main.getByRole('link', { name: 'concierge@aurelianclub.com' })).toHaveAttribute(
    'href',
    'mailto:concierge@aurelianclub.com',
  );
  await expect(main.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Visit the Shop' })).toHaveAttribute('href', '/shop');
});

test.describe('refused by the server', () => {
  // Requests must reach page.route, not a service worker in between.
  test.use({ serviceWorkers: 'block' });

  test('shows field issues inline and the failure toast, keeps the values, resends once', async ({
    page,
  }) => {
    const email = uniqueEmail('refused');
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Invalid request',
          issues: { phoneNumber: 'Phone number must be at least 10 digits' },
        }),
      }),
    );
    await page.goto('/waitlist');
    await fill(page, { first: 'Grace', last: 'Hopper', email, phone: '555 010 2030' });
    await submit(page).click();

    const failure = toasts(page).filter({ hasText: 'Submission Failed' });
    await expect(failure).toContainText('Failed to join waitlist. Please try again.');
    await expect(form(page).getByText('Phone number must be at least 10 digits')).toBeVisible();
    await expect(form(page).getByLabel('Email')).toHaveValue(email);
    await expect(page).toHaveURL(/\/waitlist$/);

    await page.unroute('**/api/waitlist');
    await submit(page).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(countRows('SELECT COUNT(*) AS n FROM waitlist WHERE email = ?', email)).toBe(1);
  });
});
