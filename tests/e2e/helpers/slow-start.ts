import type { Locator, Page } from '@playwright/test';

/**
 * A first visit as a phone on a slow connection has it (issue 21): every app script held back
 * (2 s by default) while the HTML is already drawn, and the CPU slowed 4x. Tests then act as a
 * person does, as soon as what they tap is on screen, without waiting for the app.
 */
export async function slowStart(page: Page, { holdMs = 2000, cpuRate = 4 } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      await route.continue().catch(() => {});
    },
  );
}

/** Whether the app has hydrated the page yet (boot.tsx sets the flag once it has). */
export const appReady = (page: Page) =>
  page.evaluate(() => 'appReady' in document.documentElement.dataset);

/** Every address the page requested or navigated to, to prove none holds what was typed. */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

/** The addresses among `urls` that hold any of `typed`, as typed or percent-encoded. */
export function urlsHolding(urls: readonly string[], typed: readonly string[]): string[] {
  const forms = typed.flatMap((value) => [value, encodeURIComponent(value)]);
  const decoded = (url: string) => {
    try {
      return decodeURIComponent(url.replace(/\+/g, ' '));
    } catch {
      return url;
    }
  };
  return urls.filter((url) =>
    forms.some((value) => url.includes(value) || decoded(url).includes(value)),
  );
}

/**
 * Taps `target` where it is drawn, at once: Playwright's own click would first wait until the
 * control is enabled, and a control that needs the app says it is not (aria-disabled) until the
 * app is there. A person does not wait.
 */
export async function tapNow(target: Locator): Promise<void> {
  await target.waitFor();
  // A person brings what they tap into view first (half a button at the fold is not enough).
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('the control is not drawn');
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
