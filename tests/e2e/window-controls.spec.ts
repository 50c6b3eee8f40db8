import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';

// Issue 12 "Window controls overlay": in the installed desktop app the header becomes the title
// bar, laid out in the title-bar area so it never collides with the window buttons, draggable
// except for its links and buttons, and back to normal when the overlay is turned off.

test.use({ viewport: { width: 1440, height: 900 } });

/** The title-bar area Chromium would report with the window buttons on the right. */
const AREA = { x: 0, y: 0, width: 1300, height: 33 };

/** Playwright cannot open an installed window: the overlay API and its env() values are stood in. */
async function emulateOverlay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const overlay = Object.assign(new EventTarget(), { visible: true });
    Object.defineProperty(Navigator.prototype, 'windowControlsOverlay', { value: overlay });
  });
  await page.goto('/destinations');
  await page.addStyleTag({
    content: `:root { --titlebar-area-x: ${AREA.x}px; --titlebar-area-y: ${AREA.y}px;
      --titlebar-area-width: ${AREA.width}px; --titlebar-area-height: ${AREA.height}px; }`,
  });
}

const primaryNav = (page: Page) => page.getByRole('navigation', { name: 'Primary' });

test('the header is the title bar, clear of the window buttons, and falls back when turned off', async ({
  page,
}, testInfo) => {
  await emulateOverlay(page);
  await expect(page.locator('html')).toHaveAttribute('data-titlebar', '');
  const header = page.getByRole('banner');
  const logo = header.getByRole('link', { name: /home$/ });
  for (const part of [primaryNav(page), logo]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(AREA.x);
    expect(box.x + box.width).toBeLessThanOrEqual(AREA.x + AREA.width);
    expect(box.y).toBeGreaterThanOrEqual(AREA.y);
    expect(box.y + box.height).toBeLessThanOrEqual(AREA.y + AREA.height);
  }
  // The bar drags the window; its controls stay clickable.
  const region = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((el) => getComputedStyle(el).getPropertyValue('-webkit-app-region'));
  expect(await region(header)).toBe('drag');
  expect(await region(header.getByRole('link', { name: 'Cart' }))).toBe('no-drag');
  expect(await region(logo)).toBe('no-drag');
  await page.screenshot({ path: testInfo.outputPath('window-controls-overlay.png') });

  // The user turns the overlay off: the header is laid out as on the web again.
  await page.evaluate(() => {
    const overlay = (navigator as unknown as { windowControlsOverlay: EventTarget & object })
      .windowControlsOverlay;
    Object.assign(overlay, { visible: false });
    overlay.dispatchEvent(new Event('geometrychange'));
  });
  await expect(page.locator('html')).not.toHaveAttribute('data-titlebar');
  const nav = (await primaryNav(page).boundingBox())!;
  // Full width and full height again (sm:h-20), as on the web.
  expect(nav.x + nav.width).toBeGreaterThan(AREA.x + AREA.width);
  expect((await header.locator('[data-app-header-row]').boundingBox())!.height).toBe(80);
  expect(await region(header)).not.toBe('drag');
});

test('chrome-like controls are not text to select; content is', async ({ page }) => {
  await page.goto('/blog');
  const userSelect = (locator: ReturnType<Page['locator']>) =>
    locator.first().evaluate((el) => getComputedStyle(el).userSelect);
  expect(await userSelect(page.getByRole('banner'))).toBe('none');
  expect(await userSelect(page.getByRole('button', { name: 'Menu', exact: true }))).toBe('none');
  expect(await userSelect(page.getByRole('main').getByRole('heading', { level: 1 }))).not.toBe(
    'none',
  );
  expect(await userSelect(page.getByRole('contentinfo').getByRole('paragraph'))).not.toBe('none');
});
