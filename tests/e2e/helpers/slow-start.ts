import type { Locator, Page } from '@playwright/test';

/** How long a script waits for the test to say the person is done, at most. */
const MAX_HOLD_MS = 15_000;
const gates = new WeakMap<Page, () => void>();

/**
 * A first visit as a phone on a slow connection has it (issue 21): every app script held back
 * (2 s by default) while the HTML is already drawn, and the CPU slowed 4x. Tests then act as a
 * person does, as soon as what they tap is on screen, without waiting for the app.
 *
 * A script is also held until the test says the person has done what they came to do early
 * (`releaseScripts`): typing a whole form at 4x CPU can take longer than the scripts' 2 s, and a
 * test whose app woke first would test nothing.
 */
export async function slowStart(page: Page, { holdMs = 2000, cpuRate = 4 } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const released = new Promise<void>((resolve) => gates.set(page, resolve));
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await Promise.all([wait(holdMs), Promise.race([released, wait(MAX_HOLD_MS)])]);
      await route.continue().catch(() => {});
    },
  );
}

/** The person has acted: held scripts arrive once their own time is up. */
export function releaseScripts(page: Page): void {
  gates.get(page)?.();
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
 *
 * A person does look, though: they tap what is on screen where it has come to rest. The page
 * scrolls smoothly (html's scroll-behavior) and Playwright's fill brings each field into view
 * that way: at 4x CPU an earlier fill's glide is still under way when the control is scrolled to,
 * and where that scroll ends varies from run to run by up to 300 px.
 */
export async function tapNow(target: Locator): Promise<void> {
  await target.waitFor();
  const resting = await target.evaluate(async (el) => {
    // Instant: it also ends a glide still under way.
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    let before = '';
    for (let frame = 0; frame < 60; frame++) {
      await new Promise(requestAnimationFrame);
      const box = el.getBoundingClientRect();
      const now = [box.x, box.y, box.width, box.height].join();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      // An ancestor is hit where the control lets taps through (a held form's pressed submit).
      if (now === before && hit && (el.contains(hit) || hit.contains(el))) return true;
      before = now;
    }
    return false;
  });
  if (!resting) throw new Error('the control never came to rest in view, uncovered');
  const box = await target.boundingBox();
  if (!box) throw new Error('the control is not drawn');
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
