import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { queryRows, uniqueEmail } from './helpers/db';
import { toast } from './helpers/forms';
import { registerMember } from './helpers/members';

// Requests are steered from the page in some tests; the worker must not answer them first.
test.use({ serviceWorkers: 'block' });

/** A 1×1 PNG: small, and a real image the server can read and re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const form = (page: Page) => page.getByRole('form', { name: 'Create your membership' });
const avatarDialog = (page: Page) => page.getByRole('dialog', { name: 'Add your portrait' });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to Checkout' });

async function registerThroughForm(page: Page, email = uniqueEmail('register')) {
  await page.goto('/register');
  const f = form(page);
  await f.getByLabel('First name').fill('Celeste');
  await f.getByLabel('Last name').fill('Vance');
  await f.getByLabel('Email').fill(email);
  await f.getByLabel('Phone number').fill('+1 555 867 5309');
  await f.getByLabel('Password', { exact: true }).fill('silk-and-gold-7');
  await f.getByLabel('Confirm password').fill('silk-and-gold-7');
  await f.getByRole('button', { name: 'Create Account' }).click();
  return email;
}

const userRow = (email: string) =>
  queryRows<{ avatar: string | null; destination: string | null }>(
    'SELECT profile_image_url AS avatar, selected_destination_id AS destination FROM users WHERE email = ?',
    email,
  )[0];

test('register, upload a portrait, choose a destination, see the membership summary', async ({
  page,
}) => {
  const email = await registerThroughForm(page);
  await expect(avatarDialog(page)).toBeVisible();
  const picker = avatarDialog(page).getByLabel('Choose a profile photo');

  // Not an image: the spec's message, and nothing to upload.
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(avatarDialog(page).getByRole('alert')).toHaveText(
    'Please select an image file (JPG, PNG, GIF)',
  );
  await expect(avatarDialog(page).getByRole('button', { name: 'Upload Photo' })).toBeDisabled();

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    avatarDialog(page).getByRole('img', { name: 'Preview of your profile photo' }),
  ).toBeVisible();
  await expect(avatarDialog(page).getByRole('alert')).toHaveCount(0);
  await avatarDialog(page).getByRole('button', { name: 'Upload Photo' }).click();

  await expect(page).toHaveURL(/\/register\/destinations$/);
  await expect(page.getByRole('banner').getByText('Welcome, Celeste')).toBeVisible();
  expect(userRow(email)?.avatar).toMatch(/^\/uploads\/avatars\/.+\.webp$/);

  // Nothing chosen: the warning shows and Continue is disabled.
  await expect(page.getByText('Please Select a Destination')).toBeVisible();
  await expect(
    page.getByText('Choose your complimentary vacation destination to continue'),
  ).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();

  const kyoto = page.getByRole('radio', { name: 'Kyoto' });
  await expect(page.getByText('valued at $1,500').first()).toBeVisible();
  // A card is chosen by clicking it, or from the keyboard like any radio.
  await page.getByText('Lake Como', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Lake Como' })).toBeChecked();
  await kyoto.focus();
  await page.keyboard.press('Space');
  await expect(kyoto).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Lake Como' })).not.toBeChecked();
  await expect(page.getByText('Please Select a Destination')).toHaveCount(0);
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/register\/checkout$/);
  const summary = page.getByRole('region', { name: 'Premium Membership' });
  await expect(summary).toContainText('$109.00');
  await expect(summary).toContainText('$29.99');
  await expect(summary).toContainText('$11.32');
  await expect(summary).toContainText('$149.32');
  await expect(summary).toContainText('8 dispute letters per month');
  await expect(summary).toContainText('90-day money-back guarantee');
  await expect(summary).toContainText('Cancel anytime');
  await expect(summary).toContainText('Kyoto, Japan');
  await expect(summary).toContainText('valued at $2,000');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();

  const [row] = queryRows<{ id: string }>("SELECT id FROM destinations WHERE name = 'Kyoto'");
  expect(userRow(email)?.destination).toBe(row?.id);
});

test('Skip leaves the avatar for later and goes on to the destinations', async ({ page }) => {
  const email = await registerThroughForm(page);
  await avatarDialog(page).getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/register\/destinations$/);
  await expect(page).toHaveTitle(/^Choose Your Destination · /);
  expect(userRow(email)?.avatar).toBeNull();
});

test('shows the schema messages, and a taken email as Registration Failed', async ({ page }) => {
  await page.goto('/register');
  const f = form(page);
  await f.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Please enter a valid email address',
    'Phone number must be at least 10 digits',
    'Password must be at least 6 characters',
  ]) {
    await expect(f.getByText(message)).toBeVisible();
  }
  await f.getByLabel('First name').fill('Celeste');
  await f.getByLabel('Last name').fill('Vance');
  await f.getByLabel('Email').fill(uniqueEmail('mismatch'));
  await f.getByLabel('Phone number').fill('0123456789');
  await f.getByLabel('Password', { exact: true }).fill('secret1');
  await f.getByLabel('Confirm password').fill('secret2');
  await f.getByRole('button', { name: 'Create Account' }).click();
  await expect(f.getByText('Please enter a valid phone number')).toBeVisible();
  await f.getByLabel('Phone number').fill('+1 555 867 5309');
  await f.getByRole('button', { name: 'Create Account' }).click();
  await expect(f.getByText("Passwords don't match")).toBeVisible();
  await expect(avatarDialog(page)).toHaveCount(0);

  const member = await registerMember(page);
  await page.context().clearCookies();
  await registerThroughForm(page, member.email);
  await expect(toast(page, 'Registration Failed')).toContainText(
    'An account with this email already exists',
  );
  await expect(avatarDialog(page)).toHaveCount(0);
});

test('the destination step asks a visitor to sign in first', async ({ page }) => {
  await page.goto('/register/destinations');
  await expect(page).toHaveURL(/\/login\?redirect=\/register\/destinations$/);
});

test.describe('Proceed to Checkout', () => {
  test('a 401 asks the member to sign in again and returns them to checkout', async ({ page }) => {
    await registerMember(page);
    await page.route('**/api/create-checkout-session', (route) =>
      route.fulfill({ status: 401, json: { message: 'Unauthorized' } }),
    );
    await page.goto('/register/checkout');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(toast(page, 'Authentication Required')).toContainText(
      'Please log in to continue with checkout.',
    );
    await expect(page).toHaveURL(/\/login\?redirect=\/register\/checkout$/);
  });

  test('an error field is the toast text; a failed request says so', async ({ page }) => {
    await registerMember(page);
    await page.route('**/api/create-checkout-session', (route) =>
      route.fulfill({ status: 400, json: { error: 'Membership is already active.' } }),
    );
    await page.goto('/register/checkout');
    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
    await proceed.click();
    await expect(toast(page, 'Error')).toContainText('Membership is already active.');
    await expect(proceed).toBeEnabled();

    await page.unroute('**/api/create-checkout-session');
    await page.route('**/api/create-checkout-session', (route) => route.abort('failed'));
    await proceed.click();
    await expect(toast(page, 'Error')).toContainText('Failed to start checkout. Please try again.');
  });
});
