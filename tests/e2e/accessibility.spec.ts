import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import {
  APP_ROUTES,
  AUTH_ROUTES,
  CONSOLE_ROUTES,
  CONTENT_ROUTES,
  MEMBER_ROUTES,
} from './helpers/routes';
import { screenSettled } from './helpers/settled';
import { test } from './helpers/shared-pages';

// Every screen is scanned with axe-core; a serious or critical violation fails that screen's test
// with the rule ids and where they occur. The scans are independent: both workers share them,
// each on its own page (helpers/shared-pages.ts).
test.describe.configure({ mode: 'parallel' });

async function blockingViolations(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await screenSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Signed-out visitors see the sign-in screens; members see their own area.
for (const route of MEMBER_ROUTES) {
  test(`no serious or critical accessibility violations on ${route} (member)`, async ({
    memberPage,
  }) => {
    expect(await blockingViolations(memberPage, route)).toEqual([]);
    await expect(memberPage, 'the member stays in their area').toHaveURL(route);
  });
}

// The concierge console, as an administrator works in it (every screen, the audit log too).
for (const route of CONSOLE_ROUTES) {
  test(`no serious or critical accessibility violations on ${route} (staff)`, async ({
    adminPage,
  }) => {
    expect(await blockingViolations(adminPage, route)).toEqual([]);
    await expect(adminPage, 'the staff member stays in the console').toHaveURL(route);
  });
}

for (const route of [...CONTENT_ROUTES, ...APP_ROUTES, ...AUTH_ROUTES]) {
  test(`no serious or critical accessibility violations on ${route}`, async ({ visitorPage }) => {
    expect(await blockingViolations(visitorPage, route)).toEqual([]);
  });
}
