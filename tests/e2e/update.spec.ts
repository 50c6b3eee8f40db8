import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { countRows, uniqueEmail } from './helpers/db';
import { toast } from './helpers/forms';
import { controlledByServiceWorker, outboxItems } from './helpers/offline';
import { replaceBuiltFile } from './helpers/static-build';

// Issue 12 "Updates": a new version reaches every open tab, Refresh in one reloads all of them
// once, and nothing queued in the outbox is lost or sent twice on the way.

// The update flow is the service worker's.
test.use({ serviceWorkers: 'allow' });

/** How many times the tab has loaded; null while a reload is replacing the page. */
const loads = (page: Page) =>
  page.evaluate(() => Number(sessionStorage.getItem('e2e-loads'))).catch(() => null);
/** The statuses of the outbox's items (a sent item stays, marked 'sent'). */
const outboxStatuses = async (page: Page) =>
  (await outboxItems(page)).map((item) => (item as { status: string }).status);
const updatePrompt = (page: Page) => toast(page, 'A new version is available');

test('Refresh in one tab updates every tab once and keeps the queued submission', async ({
  context,
}, testInfo) => {
  // Two tabs, two worker installs (the new one waits for the media warm-up).
  test.slow();
  // Counts page loads per tab: sessionStorage survives a reload, not a new tab.
  await context.addInitScript(() => {
    const n = Number(sessionStorage.getItem('e2e-loads')) + 1;
    sessionStorage.setItem('e2e-loads', String(n));
  });
  const first = await context.newPage();
  await first.goto('/contact');
  await controlledByServiceWorker(first);
  const second = await context.newPage();
  await second.goto('/home');
  await controlledByServiceWorker(second);

  // A submission that cannot reach the server yet: it waits in the outbox across the update.
  await context.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  const email = uniqueEmail('update.contact');
  const form = first.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Queued before the update.');
  await first.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => outboxStatuses(first)).toEqual(['pending']);

  // A release: new worker bytes and a new version line on the server. (Playwright cannot route the
  // worker's own script, so the served build changes on disk for a few seconds; other specs running
  // at the same time may see an update prompt meanwhile.)
  const restore = [
    replaceBuiltFile('sw.js', (text) => `${text}\n// e2e release ${Date.now()}\n`),
    replaceBuiltFile('version.json', () =>
      JSON.stringify({ version: '9.9.9', commit: 'e2e1234', builtOn: '2026-12-24' }),
    ),
  ];
  try {
    // Coming back to the app is one of the moments it checks for an update.
    await first.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    for (const page of [first, second]) {
      await expect(updatePrompt(page)).toBeVisible({ timeout: 20_000 });
      await expect(updatePrompt(page)).toContainText('Version 9.9.9 (e2e1234) of 24 December 2026');
    }
    expect([await loads(first), await loads(second)]).toEqual([1, 1]);
    await second.screenshot({ path: testInfo.outputPath('update-prompt.png') });

    await updatePrompt(second).getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => loads(first), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => loads(second), { timeout: 20_000 }).toBe(2);
    for (const page of [first, second]) {
      await controlledByServiceWorker(page);
      // The new worker is the active one: nothing waits any more, so no prompt comes back.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting)).toBe(
        null,
      );
      await expect(updatePrompt(page)).toHaveCount(0);
    }
  } finally {
    for (const undo of restore) undo();
  }

  // The queued item came through the reloads, and is sent exactly once when the server answers.
  // (A reloaded tab tries its outbox at once, so the item may be 'sending' for a moment.)
  await expect.poll(() => outboxStatuses(first)).toEqual(['pending']);
  await context.unroute('**/api/contact');
  await first.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(() => countRows('SELECT count(*) AS n FROM contact_messages WHERE email = ?', email))
    .toBe(1);
  await expect.poll(() => outboxStatuses(first)).toEqual(['sent']);
  // Each tab loaded twice in all: no reload loop after the update.
  expect([await loads(first), await loads(second)]).toEqual([2, 2]);
  expect(countRows('SELECT count(*) AS n FROM contact_messages WHERE email = ?', email)).toBe(1);
});
