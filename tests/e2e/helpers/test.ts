import { test as base, type Page } from '@playwright/test';
import { PRERENDER_STATE_ID } from '@app/prerender-state';

/**
 * Playwright's test, with navigations that wait for a pre-rendered page to hydrate. Such a page
 * shows its buttons and fields before React listens to them: text typed in between is given
 * back once it hydrates (prerender.spec tests that), but a click on a button is the browser's
 * alone. The shell and other documents (PDFs, JSON, external pages) return as soon as they load.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    for (const page of context.pages()) waitForHydration(page);
    context.on('page', waitForHydration);
    await use(context);
  },
});

export { expect } from '@playwright/test';

const patched = new WeakSet<Page>();

function waitForHydration(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => hydrated(page, await goto(...args));
  page.reload = async (...args) => hydrated(page, await reload(...args));
}

async function hydrated<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(
    (id) => !document.getElementById(id) || 'appReady' in document.documentElement.dataset,
    PRERENDER_STATE_ID,
  );
  return response;
}
