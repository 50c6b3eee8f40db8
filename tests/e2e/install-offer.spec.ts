import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './helpers/test';

// Issue 12 "Installing": a small, dismissible install offer from the second visit on, never on
// the first page view, hidden once installed and for 30 days after "Not now"; on iOS Safari the
// same action explains Add to Home Screen.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Hands each page an install offer as Chromium would, once loaded; counts prompt() calls. */
async function browserOffersInstall(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { prompts: number; offered: boolean };
    w.prompts = 0;
    w.offered = false;
    window.addEventListener('load', () => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: () => {
          w.prompts += 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(offer);
      w.offered = true;
    });
  });
}

const offerCard = (page: Page) => page.getByRole('complementary', { name: 'Install the app' });
const footerInstall = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Install the app' });
const prompts = (page: Page) =>
  page.evaluate(() => (window as unknown as { prompts: number }).prompts);
/** A new visit: a new tab is a new browsing session; localStorage carries the count. */
async function visit(context: BrowserContext, path = '/privacy'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  // The footer's action shows once the offer arrived, so the card has had its chance.
  await expect(footerInstall(page)).toBeVisible();
  return page;
}

test('appears from the second visit, prompts, and stays away 30 days after Not now', async ({
  context,
}) => {
  // Six visits, each a new tab.
  test.slow();
  await browserOffersInstall(context);
  const first = await visit(context);
  await expect(offerCard(first)).toHaveCount(0);
  // Moving around within the first visit does not make it a second one.
  await first.reload();
  await expect(footerInstall(first)).toBeVisible();
  await expect(offerCard(first)).toHaveCount(0);
  await first.close();

  const second = await visit(context);
  await expect(offerCard(second)).toBeVisible();
  await offerCard(second).getByRole('button', { name: 'Install the app' }).click();
  expect(await prompts(second)).toBe(1);
  // The browser's offer is spent: the card goes with it.
  await expect(offerCard(second)).toHaveCount(0);

  await second.close();

  const third = await visit(context);
  await offerCard(third).getByRole('button', { name: 'Not now' }).click();
  await expect(offerCard(third)).toHaveCount(0);
  await third.close();
  const fourth = await visit(context);
  await expect(offerCard(fourth)).toHaveCount(0);

  // 29 days after Not now it is still declined; after 30 it may ask again.
  const dismissedDaysAgo = (days: number) =>
    fourth.evaluate((ms) => {
      localStorage.setItem('aurelian.install-offer-dismissed-at', String(Date.now() - ms));
    }, days * DAY_MS);
  await dismissedDaysAgo(29);
  const fifth = await visit(context);
  await expect(offerCard(fifth)).toHaveCount(0);
  await fifth.close();
  await dismissedDaysAgo(30);
  await expect(offerCard(await visit(context))).toBeVisible();
});

test('is not offered in the installed app (standalone display)', async ({ context }) => {
  await browserOffersInstall(context);
  await visit(context);
  const installed = await context.newPage();
  // Playwright cannot emulate display-mode: the installed window is told so through matchMedia.
  await installed.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = real(query);
      if (!query.includes('display-mode: standalone')) return list;
      return Object.defineProperty(list, 'matches', { value: true });
    };
  });
  await installed.goto('/home');
  await expect(installed.getByRole('contentinfo')).toBeVisible();
  // The browser has made its offer, and React has had a frame to show it.
  await installed.waitForFunction(() => (window as unknown as { offered: boolean }).offered);
  await installed.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  await expect(offerCard(installed)).toHaveCount(0);
  await expect(footerInstall(installed)).toHaveCount(0);
});

test.describe('on iOS Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('Install the app opens the Add to Home Screen sheet; Escape closes it', async ({ page }) => {
    await page.goto('/home');
    await footerInstall(page).click();
    const sheet = page.getByRole('dialog', { name: 'Add Aurelian to your Home Screen' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('listitem')).toHaveText([/Tap Share/, /'Add to Home Screen'/]);
    await expect(sheet.locator('svg')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });
});
