import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/test';

/**
 * Parts below the first screen hydrate after it (app/components/layout/defer-hydration.tsx):
 * once the page is idle, or at the visitor's first press. These tests keep the page from ever
 * being idle, so each press lands on a part that React has not hydrated yet, as a fast visitor's
 * would on a slow phone.
 */

/** Whether React listens to the element yet (app/lib/react-handles.ts). */
const live = (el: Locator) =>
  el.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')));

/** No idle time ever comes: only a press, or the 4 s deadline of whenIdle, opens the gate. */
async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/**
 * Presses `link` and checks that the app, not the browser, went to its page: a mark put on the
 * document before the press survives a navigation inside the app and not a full page load.
 */
async function navigatesInApp(page: Page, link: Locator, to: RegExp | string): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await link.click();
  await expect(page).toHaveURL(to);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true),
  ).toBe(true);
}

test.describe('parts hydrated after the first screen', () => {
  test('/home: a link below the hero, pressed before its part hydrates, navigates in the app', async ({
    page,
  }) => {
    await neverIdle(page);
    await page.goto('/home');
    const link = page.getByRole('link', { name: 'Get Early Access' }).first();
    expect(await live(link)).toBe(false);
    await navigatesInApp(page, link, /\/waitlist$/);
  });

  test('/destinations: a card past the first row, pressed before it hydrates, leads on in the app', async ({
    page,
  }) => {
    await neverIdle(page);
    await page.goto('/destinations');
    // Every card the server drew stays drawn while it waits (none is dropped for a re-render).
    const drawn = (
      (await (await page.request.get('/destinations')).text()).match(/<article/g) ?? []
    ).length;
    expect(drawn).toBeGreaterThan(8);
    await page.waitForTimeout(500);
    expect(await page.getByRole('article').count()).toBe(drawn);
    const link = page.getByRole('article').nth(7).getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\//);
    expect(await live(link)).toBe(false);
    // The first row is hydrated with the page.
    expect(await live(page.getByRole('article').first().getByRole('link').first())).toBe(true);
    await navigatesInApp(page, link, new URL(href, page.url()).href);
  });

  test('the footer hydrates at the first key press, and its links then navigate in the app', async ({
    page,
  }) => {
    await neverIdle(page);
    await page.goto('/enter');
    const footer = page.getByRole('contentinfo');
    const services = footer.getByRole('link', { name: 'Services' });
    expect(await live(services)).toBe(false);
    await page.keyboard.press('Shift');
    await expect.poll(() => live(services)).toBe(true);
    await navigatesInApp(page, services, /\/shop$/);
  });

  test('without a press, every part hydrates once the page is idle', async ({ page }) => {
    await page.goto('/home');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Services' });
    await expect.poll(() => live(footerLink)).toBe(true);
    await expect
      .poll(() => live(page.getByRole('link', { name: 'Get Early Access' }).first()))
      .toBe(true);
  });

  test('a page the app renders itself defers nothing', async ({ page }) => {
    await neverIdle(page);
    await page.goto('/enter');
    await page.keyboard.press('Shift');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    // Back and forward as the router hears them: /destinations is drawn by the client.
    await page.evaluate(() => {
      history.pushState(null, '', '/destinations');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/destinations/i);
    expect(await live(page.getByRole('article').nth(7).getByRole('link').first())).toBe(true);
  });
});
