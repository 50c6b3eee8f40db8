import { test as base, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
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
    offlineAlsoForNavigatorOnLine(context);
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

/**
 * Debian's Chromium 150 applies the offline emulation Playwright sends for `setOffline` (the
 * deprecated `Network.emulateNetworkConditions`) to one frame host only. scripts/chromium.ts turns
 * off RenderDocument, so a plain navigation keeps its host; a redirect answered by the service
 * worker (/api/login offline lands on /login) still gets a new one, whose `navigator.onLine` is
 * true, which no offline phone reads. `overrideNetworkState`, the protocol's newer call for
 * `navigator.onLine`, is sent to every page when the context goes offline and after each
 * navigation while it is.
 */
function offlineAlsoForNavigatorOnLine(context: BrowserContext): void {
  const sessions = new WeakMap<Page, Promise<CDPSession>>();
  let offline = false;
  const apply = async (page: Page): Promise<void> => {
    if (page.isClosed()) return;
    if (!sessions.has(page)) sessions.set(page, context.newCDPSession(page));
    try {
      const session = await sessions.get(page)!;
      // playwright-core's protocol types predate this call; it takes emulateNetworkConditions'
      // parameters.
      await session.send('Network.overrideNetworkState' as 'Network.emulateNetworkConditions', {
        offline,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    } catch {
      // A page closing under us, or an older Chromium without the call (where
      // emulateNetworkConditions alone was enough).
    }
  };
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (value: boolean) => {
    offline = value;
    await setOffline(value);
    await Promise.all(context.pages().map(apply));
  };
  const follow = (page: Page): void => {
    page.on('framenavigated', (frame) => {
      if (offline && frame === page.mainFrame()) void apply(page);
    });
    if (offline) void apply(page);
  };
  context.pages().forEach(follow);
  context.on('page', follow);
}
