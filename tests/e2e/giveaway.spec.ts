import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { queryRows, uniqueEmail } from './helpers/db';
import { recordPosts, stubChallengeSite, toast } from './helpers/forms';

const entry = (page: Page) => page.getByRole('form', { name: 'Giveaway entry' });
const activation = (page: Page) => page.getByRole('form', { name: 'Getaway activation' });
const rules = /I agree to the official rules and confirm I am 21\+/i;

async function fillEntrant(page: Page, form: ReturnType<typeof entry>, email: string) {
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('+1 555 010 2030');
}

const rowsFor = (email: string) =>
  queryRows<{ interests: string; firstName: string }>(
    'SELECT interests, first_name AS firstName FROM waitlist WHERE email = ?',
    email,
  );

test('/enter: the Dubai intro, a link to /win, and every validation message', async ({ page }) => {
  const posts = recordPosts(page, '/api/waitlist');
  await page.goto('/enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main.getByText(/5 days and 4 nights/).first()).toBeVisible();
  await expect(main.getByText(/23 Nov 2025 at 11:59 PM EST/).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /rules/i })).toHaveAttribute('href', '/win');

  await entry(page).getByRole('button', { name: 'Submit Entry' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Invalid email address',
    'Phone number must be at least 10 digits',
    'You must agree to the rules and confirm you are 21+',
  ]) {
    await expect(entry(page).getByText(message)).toBeVisible();
  }
  await fillEntrant(page, entry(page), uniqueEmail('enter.invalid'));
  await entry(page).getByRole('button', { name: 'Submit Entry' }).click();
  await expect(
    entry(page).getByText('You must agree to the rules and confirm you are 21+'),
  ).toBeVisible();
  await expect(entry(page).getByText('First name is required')).toHaveCount(0);
  expect(posts).toHaveLength(0);
});

test('/enter: Entry Received, reset, one tagged row, then /challenge after 1.5 s', async ({
  page,
}) => {
  const email = uniqueEmail('enter');
  const posts = recordPosts(page, '/api/waitlist');
  const challengeSite = await stubChallengeSite(page);
  await page.goto('/enter');
  await fillEntrant(page, entry(page), email);
  await entry(page).getByRole('checkbox', { name: rules }).check();
  await entry(page).getByRole('button', { name: 'Submit Entry' }).click();

  await expect(toast(page, 'Entry Received')).toBeVisible();
  // The toast comes first; the redirect waits.
  await expect(page).toHaveURL(/\/enter$/);
  await expect(entry(page).getByLabel('First name')).toHaveValue('');
  await expect(entry(page).getByRole('checkbox', { name: rules })).not.toBeChecked();
  // On to /challenge, which sends the browser on to the external challenge site.
  await page.waitForURL(challengeSite);

  expect(rowsFor(email)).toEqual([{ interests: 'Dubai Getaway Contest Entry', firstName: 'Ada' }]);
  expect(posts[0]).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    phoneNumber: '+1 555 010 2030',
    interests: 'Dubai Getaway Contest Entry',
  });
});

test('/won: validation, then Activation Initiated and /activate after 1.5 s', async ({ page }) => {
  const email = uniqueEmail('won');
  await page.goto('/won');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const submit = activation(page).getByRole('button', { name: 'Activate My Getaway' });
  await submit.click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Invalid email address',
    'Phone number must be at least 10 digits',
  ]) {
    await expect(activation(page).getByText(message)).toBeVisible();
  }
  await expect(activation(page).getByRole('checkbox')).toHaveCount(0);

  await fillEntrant(page, activation(page), email);
  await submit.click();
  await expect(toast(page, 'Activation Initiated')).toBeVisible();
  await expect(page).toHaveURL(/\/won$/);
  await page.waitForURL('**/activate');
  expect(rowsFor(email)).toEqual([{ interests: 'Gifted Getaway Activation', firstName: 'Ada' }]);
});

test.describe('refused by the server', () => {
  test.use({ serviceWorkers: 'block' });

  test("/enter shows the server's error text and stays", async ({ page }) => {
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Entries are closed.' }),
      }),
    );
    await page.goto('/enter');
    const email = uniqueEmail('enter.refused');
    await fillEntrant(page, entry(page), email);
    await entry(page).getByRole('checkbox', { name: rules }).check();
    await entry(page).getByRole('button', { name: 'Submit Entry' }).click();
    await expect(toast(page, 'Error')).toContainText('Entries are closed.');
    await expect(entry(page).getByLabel('Email')).toHaveValue(email);
    await expect(page).toHaveURL(/\/enter$/);
  });

  test('/won falls back to its own text when the server sends none', async ({ page }) => {
    await page.route('**/api/waitlist', (route) => route.fulfill({ status: 400, body: '' }));
    await page.goto('/won');
    await fillEntrant(page, activation(page), uniqueEmail('won.refused'));
    await activation(page).getByRole('button', { name: 'Activate My Getaway' }).click();
    await expect(toast(page, 'Error')).toContainText('Failed to submit. Please try again.');
    await expect(page).toHaveURL(/\/won$/);
  });
});
