import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { type Page } from '@playwright/test';
import { queryRows } from './helpers/db';
import { E2E_DB_PATH } from './helpers/env';
import { recordPosts, toast } from './helpers/forms';
import { registerMember, type TestMember } from './helpers/members';
import { expect, test } from './helpers/test';

// Requests are steered from the page here; the worker must not answer them first.
test.use({ serviceWorkers: 'block' });

const loginForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

async function signInWith(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** A registered member whose browser is signed out again (the cookie from registering is gone). */
async function signedOutMember(page: Page): Promise<TestMember> {
  const member = await registerMember(page);
  await page.context().clearCookies();
  return member;
}

const greeting = (page: Page) => page.getByRole('banner').getByText(/^Welcome, /);

test.describe('sign in', () => {
  test('a wrong password shows Sign In Failed and stays signed out', async ({ page }) => {
    const member = await signedOutMember(page);
    await page.goto('/login');
    await expect(page).toHaveTitle(/^Sign In · /);
    await signInWith(page, member.email, 'not-the-password');
    await expect(toast(page, 'Sign In Failed')).toContainText(
      'Invalid email or password. Please try again.',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(greeting(page)).toHaveCount(0);
  });

  test('success goes to /dashboard; the header greets the member; Sign Out ends it', async ({
    page,
  }) => {
    const member = await signedOutMember(page);
    await page.goto('/login');
    await signInWith(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const header = page.getByRole('banner');
    await expect(header.getByText(`Welcome, ${member.firstName}`)).toBeVisible();
    await expect(header.getByText('Premium Member')).toBeVisible();

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(greeting(page)).toHaveCount(0);
    // The server's session is over too: the member call answers 401.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('follows a same-origin redirect, and never an open one', async ({ page }) => {
    const member = await signedOutMember(page);
    await page.goto('/login?redirect=/register/checkout');
    await signInWith(page, member.email, member.password);
    await expect(page).toHaveURL(/\/register\/checkout$/);

    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login?redirect=//evil.example');
    await expect(loginForm(page)).toBeVisible();
    await signInWith(page, member.email, member.password);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  });

  test('a member already signed in goes straight to the dashboard', async ({ page }) => {
    await registerMember(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('offline: says a connection is needed and sends nothing', async ({ page, context }) => {
    const member = await signedOutMember(page);
    await page.goto('/login');
    await expect(loginForm(page)).toBeVisible();
    const posts = recordPosts(page, '/api/auth/login');
    // No service worker here: every chunk the page needs must have arrived before the cut.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await signInWith(page, member.email, member.password);
    await expect(toast(page, 'Connection Error')).toContainText(
      'Unable to connect to server. Please try again.',
    );
    await expect(loginForm(page).getByRole('status')).toContainText(
      'Signing in needs a connection',
    );
    expect(posts).toHaveLength(0);
    await context.setOffline(false);
  });

  test("too many attempts: the server's message says when to try again", async ({ page }) => {
    const message = 'Too many sign-in attempts. Please try again in 15 minutes.';
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '900' },
        json: { message, code: 'rate_limited' },
      }),
    );
    await page.goto('/login');
    await signInWith(page, 'someone@example.com', 'whatever1');
    await expect(toast(page, 'Sign In Failed')).toContainText(message);
  });

  test('shows the schema messages and links to recovery and registration', async ({ page }) => {
    await page.goto('/login');
    await signInWith(page, 'not-an-email', '123');
    await expect(loginForm(page).getByText('Please enter a valid email address')).toBeVisible();
    await expect(loginForm(page).getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create your membership' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});

/** Writes a reset token as the API stores it (only its hex SHA-256), returning the token. */
function insertResetToken(userId: string, expiresInMs = 60 * 60 * 1000): string {
  const token = randomBytes(20).toString('hex');
  const db = new Database(E2E_DB_PATH);
  try {
    const now = Date.now();
    db.prepare(
      'INSERT INTO password_reset_tokens (id, user_id, expires_at, used_at, created_at) VALUES (?, ?, ?, NULL, ?)',
    ).run(
      createHash('sha256').update(token).digest('hex'),
      userId,
      new Date(now + expiresInMs).toISOString(),
      new Date(now).toISOString(),
    );
  } finally {
    db.close();
  }
  return token;
}

test.describe('password reset', () => {
  test('forgot password always confirms the same way, with a way back', async ({ page }) => {
    await page.goto('/forgot-password');
    const form = page.getByRole('form', { name: 'Reset your password' });
    await form.getByLabel('Email').fill('nobody-here@example.com');
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'A letter is on its way' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'If an account exists for that email',
    );
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a mailed link resets the password once; the new one signs in', async ({ page }) => {
    const member = await signedOutMember(page);
    const token = insertResetToken(member.user.id);
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pas');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await signInWith(page, member.email, 'brand-new-pass');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.context().clearCookies();
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('New password', { exact: true }).fill('another-pass');
    await page.getByLabel('Confirm new password').fill('another-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByRole('heading', { name: 'This link has already been used' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('an expired, an unknown and a missing token each say so', async ({ page }) => {
    const member = await signedOutMember(page);
    const expired = insertResetToken(member.user.id, -60_000);
    const tryToken = async (query: string) => {
      await page.goto(`/reset-password${query}`);
      await page.getByLabel('New password', { exact: true }).fill('another-pass');
      await page.getByLabel('Confirm new password').fill('another-pass');
      await page.getByRole('button', { name: 'Reset Password' }).click();
    };
    await tryToken(`?token=${expired}`);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await tryToken('?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();

    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a New Link' })).toBeVisible();
  });
});

test.describe('Book Now', () => {
  const bookNow = (page: Page, name: string) =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name }) })
      .getByRole('link', { name: 'Book Now' });

  test('leads a signed-in member to booking and a visitor to the waitlist', async ({ page }) => {
    await page.goto('/destinations');
    await expect(bookNow(page, 'Kyoto')).toHaveAttribute('href', '/waitlist');

    await registerMember(page);
    await page.reload();
    const [kyoto] = queryRows<{ id: string }>("SELECT id FROM destinations WHERE name = 'Kyoto'");
    await expect(bookNow(page, 'Kyoto')).toHaveAttribute('href', `/booking/${kyoto?.id}`);
    await bookNow(page, 'Kyoto').click();
    await expect(page).toHaveURL(new RegExp(`/booking/${kyoto?.id}$`));
  });
});
