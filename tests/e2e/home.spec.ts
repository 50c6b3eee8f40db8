import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';

/** Seed catalogue (api/db/seed-data): the names the home page may show per filter. */
const FEATURED = [
  'Aspen',
  'Amalfi Coast',
  'Santorini',
  'Kyoto',
  'Dubai',
  'The Maldives',
  'Bora Bora',
  'St. Barts',
];
const BY_CATEGORY: Record<string, string[]> = {
  USA: ['Aspen', 'Napa Valley', 'The Hamptons', 'Big Sur', 'Jackson Hole', 'Miami Beach'],
  Europe: ['Amalfi Coast', 'Paris', 'St. Moritz', 'Saint-Tropez', 'Lake Como', 'Santorini'],
  Asia: ['Kyoto', 'Tokyo', 'Dubai', 'Paro Valley', 'Singapore', 'Udaipur'],
  Islands: ['The Maldives', 'Bora Bora', 'Bali', 'Mahé', 'St. Barts', 'Providenciales'],
};

const featured = (page: Page) => page.getByRole('region', { name: 'Featured Destinations' });
const cardNames = (page: Page) =>
  featured(page).getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

test.beforeEach(async ({ page }) => {
  await page.goto('/home');
});

test('the hero carries the headline and leads to the waitlist', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Design a Life of Effortless Freedom',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.getByRole('link', { name: 'Join the waitlist' }).first().click();
  await expect(page).toHaveURL(/\/waitlist$/);
});

test('the press strip and the welcome section are there', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'As Featured In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Early Access' })).toHaveAttribute(
    'href',
    '/waitlist',
  );
  await page.getByRole('link', { name: 'Explore Destinations' }).click();
  await expect(page.locator('#destinations')).toBeInViewport();
});

test('featured destinations: All shows the featured list, each filter only its category', async ({
  page,
}) => {
  const cards = featured(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const all = await cardNames(page);
  expect(all.length).toBeGreaterThan(0);
  expect(all.length).toBeLessThanOrEqual(6);
  for (const name of all) expect(FEATURED).toContain(name);
  await expect(featured(page).getByRole('button', { name: 'All' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  for (const [label, names] of Object.entries(BY_CATEGORY)) {
    await featured(page).getByRole('button', { name: label, exact: true }).click();
    await expect(featured(page).getByRole('button', { name: label, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual([...names].sort());
  }

  await featured(page).getByRole('link', { name: 'View All Destinations' }).click();
  await expect(page).toHaveURL(/\/destinations$/);
});

test('elite private jets shows the first three jets with capacity and range', async ({ page }) => {
  const jets = page.locator('#jets');
  await expect(jets.getByRole('heading', { name: 'Elite Private Jets' })).toBeVisible();
  const cards = jets.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Bombardier Global 7500',
    'Gulfstream G650ER',
    'Dassault Falcon 8X',
  ]);
  await expect(cards.nth(0)).toContainText('Up to 19 passengers');
  await expect(cards.nth(0)).toContainText('7,700 nm');
  await expect(cards.nth(2)).toContainText('Up to 14 passengers');
  await expect(cards.nth(2)).toContainText('6,450 nm');
});

test('why choose, the testimonial and the closing stats', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Why Choose Aurelian' })).toBeVisible();
  for (const benefit of ['Exclusive Access', 'Concierge 24/7', 'Global Network']) {
    await expect(page.getByRole('heading', { name: benefit, level: 3 })).toBeVisible();
  }
  await expect(page.getByRole('blockquote')).toHaveCount(1);

  const cta = page.getByRole('region', { name: 'Your seat is waiting' });
  for (const value of ['200+', '50+', '15K+']) {
    await expect(cta.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(cta.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
    'href',
    '/waitlist',
  );
});

test('the menu anchors land on #jets and #hotels', async ({ page }) => {
  await expect(page.locator('#jets')).toHaveCount(1);
  await expect(page.locator('#hotels')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Luxury Hotels' })).toBeAttached();

  await page.goto('/home#hotels');
  await expect(page.locator('#hotels')).toBeInViewport();
  await page.goto('/home#jets');
  await expect(page.locator('#jets')).toBeInViewport();
});

test.describe('hero video', () => {
  test.use({ serviceWorkers: 'block' });

  test('a video that cannot load is only logged; the page carries on', async ({ page }) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/media/hero.*', (route) => route.abort('failed'));

    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => warnings.some((text) => text.includes('hero video'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the film is asked for only once the page has loaded', async ({ page }) => {
    // Both times on the page's own clock: Playwright's request events and a binding called on
    // `load` reach the test by different paths, in either order. The film is asked for when its
    // <source> enters the document (the parser's or React's doing alike); the resource timing
    // entry would do, but Chromium adds it only when the download ends, which a busy machine
    // may hold back past any wait.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('video source[src^="/media/hero."]')) return;
        Object.assign(window, { filmAskedAt: performance.now() });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/home');
    // The app adds the film's sources when it wants the film; when the browser then fetches it is
    // the media stack's own business (a full run's busy browser has been seen to wait long).
    const times = await page.waitForFunction(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const { filmAskedAt } = window as unknown as { filmAskedAt?: number };
      return (
        filmAskedAt !== undefined && { askedAt: filmAskedAt, loadedAt: navigation?.loadEventEnd }
      );
    });
    const { askedAt, loadedAt } = (await times.jsonValue()) as {
      askedAt: number;
      loadedAt: number;
    };
    expect(loadedAt).toBeGreaterThan(0);
    expect(askedAt).toBeGreaterThanOrEqual(loadedAt);
  });

  test('plays, and stays still once the visitor prefers reduced motion', async ({ page }) => {
    const paused = () => page.locator('video').evaluate((v: HTMLVideoElement) => v.paused);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // It does play without the preference, so "paused" below is the preference's doing.
    await expect.poll(paused).toBe(false);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(paused).toBe(true);
    // Opened with the preference, it never starts: no autoplay, and paused.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const video = page.locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => [v.autoplay, v.paused])).toEqual([
      false,
      true,
    ]);
  });
});
