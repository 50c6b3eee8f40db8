import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { APP_ROUTES, CONTENT_ROUTES } from './helpers/routes';

// Every screen is scanned with axe-core; a serious or critical violation fails the test with the
// rule ids and where they occur.

for (const route of [...CONTENT_ROUTES, ...APP_ROUTES]) {
  test(`no serious or critical accessibility violations on ${route}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Let lazy data (Dexie reads, the catalogue pull) settle before scanning.
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
