import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { toast } from './helpers/forms';

// Issue 12 "Sharing" and "Keyboard": Share uses the system sheet where there is one and copies
// the link otherwise; '/' focuses the destination search; Escape closes the menu.

interface Shared {
  shares: ShareData[];
  copies: string[];
}

/** Stands in for the browser's share sheet (when `withSheet`) and clipboard, recording both. */
async function recordSharing(page: Page, withSheet: boolean): Promise<() => Promise<Shared>> {
  await page.addInitScript((sheet) => {
    const log: Shared = { shares: [], copies: [] };
    (window as unknown as { shared: Shared }).shared = log;
    const define = (name: string, value: unknown) =>
      Object.defineProperty(Navigator.prototype, name, { configurable: true, value });
    define('share', sheet ? (data: ShareData) => void log.shares.push(data) : undefined);
    define('canShare', sheet ? () => true : undefined);
    define('clipboard', {
      writeText: (text: string) => {
        log.copies.push(text);
        return Promise.resolve();
      },
    });
  }, withSheet);
  return () => page.evaluate(() => (window as unknown as { shared: Shared }).shared);
}

const firstCard = (page: Page) => page.getByRole('article').filter({ hasText: 'Book Now' }).first();

test('a destination is shared through the system sheet where there is one', async ({
  page,
  baseURL,
}) => {
  const shared = await recordSharing(page, true);
  await page.goto('/destinations');
  const card = firstCard(page);
  const name = await card.getByRole('heading').innerText();
  await card.getByRole('button', { name: 'Share' }).click();
  await expect.poll(async () => (await shared()).shares).toHaveLength(1);
  const [data] = (await shared()).shares;
  expect(data?.title).toContain(name);
  const url = new URL(data?.url ?? '');
  expect(url.href).toMatch(new RegExp(`^${baseURL}/destinations#destination-`));
  expect((await shared()).copies).toEqual([]);
  await expect(toast(page, 'Link copied')).toHaveCount(0);

  // The shared link leads back to that card.
  await page.goto(url.pathname + url.hash);
  await expect(page.locator(url.hash)).toBeInViewport();
});

test('without a share sheet, a blog post link is copied and a toast says so', async ({
  page,
  baseURL,
}) => {
  const shared = await recordSharing(page, false);
  await page.goto('/blog');
  const post = page.getByRole('main').getByRole('link', { name: /read/i }).first();
  await post.click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  const path = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  expect((await shared()).copies).toEqual([`${baseURL}${path}`]);
});

test('/ focuses the destination search unless typing elsewhere; Escape closes the menu', async ({
  page,
}) => {
  await page.goto('/destinations');
  const search = page.getByRole('searchbox', { name: 'Search destinations' });
  await expect(search).toHaveAttribute('aria-keyshortcuts', '/');
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');

  // In another field '/' is just a character.
  const email = page.getByRole('contentinfo').getByRole('textbox').first();
  await email.fill('a');
  await email.press('/');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('a/');

  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // The open menu keeps the focus: '/' does not reach behind it.
  await page.keyboard.press('/');
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});
