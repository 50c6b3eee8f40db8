import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { type Page } from '@playwright/test';
import { queryRows, uniqueEmail } from './helpers/db';
import { E2E_DB_PATH } from './helpers/env';
import { registerMember } from './helpers/members';
import { expect, test } from './helpers/test';

// Requests are steered from the page here; the worker must not answer them first.
test.use({ serviceWorkers: 'block' });

const TOO_COMMON = 'This password is too common. Please choose another.';

/** Writes a link token as the API stores it (only its hex SHA-256), returning the token. */
function insertToken(
  table: 'email_verification_tokens' | 'password_reset_tokens',
  userId: string,
  email: string,
): string {
  const token = randomBytes(20).toString('hex');
  const db = new Database(E2E_DB_PATH);
  try {
    const now = Date.now();
    const id = createHash('sha256').update(token).digest('hex');
    const expires = new Date(now + 60 * 60 * 1000).toISOString();
    const created = new Date(now).toISOString();
    if (table === 'email_verification_tokens') {
      db.prepare(
        'INSERT INTO email_verification_tokens (id, user_id, email, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(id, userId, email, expires, created);
    } else {
      db.prepare(
        'INSERT INTO password_reset_tokens (id, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
      ).run(id, userId, expires, created);
    }
  } finally {
    db.close();
  }
  return token;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Please confirm your email' });

test.describe('email confirmation', () => {
  test('the dashboard asks to confirm, sends again, and the link confirms', async ({ page }) => {
    await page.goto('/home');
    const member = await registerMember(page);
    await page.goto('/dashboard');
    await expect(banner(page)).toContainText(`We sent a link to ${member.email}`);

    await banner(page).getByRole('button', { name: 'Send Again' }).click();
    await expect(banner(page).getByRole('status')).toHaveText(
      `We've sent a new confirmation link to ${member.email}. It works for 24 hours.`,
    );
    const links = queryRows<{ n: number }>(
      'SELECT COUNT(*) AS n FROM email_verification_tokens WHERE user_id = ?',
      member.user.id,
    );
    expect(links[0]?.n).toBe(2);

    const token = insertToken('email_verification_tokens', member.user.id, member.email);
    await page.goto(`/verify-email?token=${token}`);
    await expect(page).toHaveTitle(/^Confirm Your Email · /);
    await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Thank you. Your email address is confirmed.',
    );
    await page.getByRole('link', { name: 'Go to Your Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
    await expect(banner(page)).toHaveCount(0);

    // The same link again: already used, said kindly.
    await page.goto(`/verify-email?token=${token}`);
    await expect(
      page.getByRole('heading', { name: 'Your email is already confirmed' }),
    ).toBeVisible();
  });

  test('a wrong or a missing link says so and leads to the dashboard', async ({ page }) => {
    await page.goto('/verify-email?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Your Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  });
});

test.describe('too common a password', () => {
  test('registration shows the server’s refusal on the password field', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create your membership' });
    await form.getByLabel('First name').fill('Celeste');
    await form.getByLabel('Last name').fill('Vance');
    await form.getByLabel('Email').fill(uniqueEmail('common'));
    await form.getByLabel('Phone number').fill('+1 555 867 5309');
    await form.getByLabel('Password', { exact: true }).fill('Password1');
    await form.getByLabel('Confirm password').fill('Password1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    const password = form.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription(TOO_COMMON);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a reset shows it on the new password, and the link still works', async ({ page }) => {
    await page.goto('/home');
    const member = await registerMember(page);
    await page.context().clearCookies();
    const token = insertToken('password_reset_tokens', member.user.id, member.email);
    await page.goto(`/reset-password?token=${token}`);
    const fresh = page.getByLabel('New password', { exact: true });
    await fresh.fill('qwerty123');
    await page.getByLabel('Confirm new password').fill('qwerty123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(fresh).toHaveAccessibleDescription(TOO_COMMON);

    await fresh.fill('amber-lantern-harbour');
    await page.getByLabel('Confirm new password').fill('amber-lantern-harbour');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
  });
});
