import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { countRows, uniqueEmail } from './helpers/db';

// includeHidden: while the sheet is open, everything outside it is aria-hidden.
const menuButton = (page: Page) =>
  page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const footer = (page: Page) => page.getByRole('contentinfo');
const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

test.describe('menu', () => {
  test('opens, lists the four items, closes after a choice and lands on /home#jets', async ({
    page,
  }) => {
    await page.goto('/waitlist');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

    const items = menu(page).getByRole('navigation', { name: 'Menu' }).getByRole('link');
    await expect(items).toHaveText(['DESTINATIONS', 'PRIVATE JETS', 'LUXURY HOTELS', 'LOGIN']);
    const hrefs = await items.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/destinations', '/home#jets', '/home#hotels', '/login']);

    await menu(page).getByRole('link', { name: 'PRIVATE JETS' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/home#jets$/);
    await expect(page.locator('#jets')).toBeInViewport();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('DESTINATIONS navigates and closes the sheet', async ({ page }) => {
    await page.goto('/thank-you');
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'DESTINATIONS' }).click();
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(menu(page)).toBeHidden();
  });

  test('Escape closes it, keeps focus inside while open and returns it to the trigger', async ({
    page,
  }) => {
    await page.goto('/waitlist');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    // Focus is trapped: tabbing many times never leaves the sheet.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await menu(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe('header', () => {
  test('the logo links home, the cart goes to the login endpoint, the skip link reaches main', async ({
    page,
  }) => {
    await page.goto('/waitlist');
    await expect(page.getByRole('link', { name: 'Aurelian Private Club home' })).toHaveAttribute(
      'href',
      '/',
    );

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();

    const login = page.waitForRequest(
      (r) => r.isNavigationRequest() && /\/api\/login$/.test(r.url()),
    );
    await page.getByRole('link', { name: 'Cart' }).click();
    await login;
  });

  test('/#anchor leads to the home page, keeping the anchor; /jet is the image page', async ({
    page,
  }) => {
    await page.goto('/#hotels');
    await expect(page).toHaveURL(/\/home#hotels$/);
    await page.goto('/jet');
    await expect(page).toHaveURL(/\/jet$/);
    await expect(page.getByRole('link', { name: 'Pre-order the hardcover' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('links, placeholders, payment methods, contact and legal notices', async ({ page }) => {
    await page.goto('/waitlist');
    const f = footer(page);
    const links: Array<[string, string]> = [
      ['Blog', '/blog'],
      ['Press', '/press/release-1'],
      ['Privacy Policy', '/privacy'],
      ['Terms & Conditions', '/terms'],
      // Spec 2.2's placeholders, given real destinations (issue 21: no <a> without an href).
      ['Services', '/shop'],
      ['Contact', '/contact'],
    ];
    for (const [name, href] of links) {
      await expect(f.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(f.locator('a:not([href])')).toHaveCount(0);
    const methods = f.getByRole('list', { name: 'Accepted payment methods' }).getByRole('listitem');
    await expect(methods).toHaveCount(9);
    for (const name of [
      'Visa',
      'Mastercard',
      'American Express',
      'Apple Pay',
      'Klarna',
      'Bitcoin',
    ]) {
      await expect(f.getByRole('listitem', { name })).toBeVisible();
    }
    await expect(f.getByRole('link', { name: '+1 (888) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    await expect(f.getByRole('link', { name: 'concierge@aurelianclub.com' })).toHaveAttribute(
      'href',
      'mailto:concierge@aurelianclub.com',
    );
    await expect(f.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      /instagram\.com/,
    );
    await expect(f.getByText(/not financial, investment, tax/)).toBeVisible();
    await expect(f.getByText(/Apple Pay is a trademark of Apple Inc\./)).toBeVisible();
    await expect(
      f.getByText(`© ${new Date().getFullYear()} Aurelian Private Club LLC`),
    ).toBeVisible();
  });
});

test.describe('newsletter', () => {
  test('an empty submission is ignored; a valid one toasts, clears the field and is stored', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/newsletter')) posts.push(r.url());
    });
    await page.goto('/waitlist');
    const form = footer(page).getByRole('form', { name: 'Newsletter signup' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');

    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);

    const address = uniqueEmail('newsletter');
    await email.fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page).filter({ hasText: 'Success!' })).toContainText(
      "You've been added to our exclusive newsletter.",
    );
    await expect(email).toHaveValue('');
    // The empty submission made no request: only the valid one reached the server.
    expect(posts).toHaveLength(1);
    expect(
      countRows('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?', address),
    ).toBe(1);
  });

  test('a malformed address shows the schema message and sends nothing', async ({ page }) => {
    await page.goto('/waitlist');
    const form = footer(page).getByRole('form', { name: 'Newsletter signup' });
    await form.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
  });
});

test('F8 moves focus to the notifications', async ({ page }) => {
  await page.goto('/waitlist');
  const form = footer(page).getByRole('form', { name: 'Newsletter signup' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('f8'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page).first()).toBeVisible();
  await page.keyboard.press('F8');
  const focusedInRegion = await page
    .getByRole('region', { name: /Notifications/ })
    .evaluate((region) => region.contains(document.activeElement));
  expect(focusedInRegion).toBe(true);
});
