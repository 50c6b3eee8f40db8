import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerMember } from './helpers/members';
import { APP_ROUTES, AUTH_ROUTES, CONTENT_ROUTES, MEMBER_ROUTES } from './helpers/routes';

// Every screen is scanned with axe-core; a serious or critical violation fails the test with the
// rule ids and where they occur. The scans are independent: both workers share them.
test.describe.configure({ mode: 'parallel' });

async function blockingViolations(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Let lazy data (Dexie reads, the catalogue pull) settle before scanning.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Signed-out visitors see the sign-in screens; members see their own area.
for (const route of MEMBER_ROUTES) {
  test(`no serious or critical accessibility violations on ${route} (member)`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home');
    await registerMember(page);
    await page.goto(route);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

for (const route of [...CONTENT_ROUTES, ...APP_ROUTES, ...AUTH_ROUTES]) {
  test(`no serious or critical accessibility violations on ${route}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    expect(await blockingViolations(page)).toEqual([]);
  });
}
