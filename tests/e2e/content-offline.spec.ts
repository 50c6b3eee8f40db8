import { type Page } from '@playwright/test';
import { controlledByServiceWorker, goOffline } from './helpers/offline';
import { CONTENT_PDFS, CONTENT_ROUTES } from './helpers/routes';
import { expect, test } from './helpers/test';

// These tests are about the service worker (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

// Issue 3: every content screen, its images and its PDFs open with no connection on a device
// that has visited the app once (the service worker's precache plus the bundled copy).

/** Images in view that failed to load (a lazy one below the fold is not asked for yet). */
function brokenImagesInView(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.top < innerHeight && r.bottom > 0;
    });
    // An <img> fires load or error, never loadend: waiting for loadend would hang the test.
    await Promise.all(
      inView.map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    );
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
    return inView.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
  });
}

/**
 * The headings a screen shows when it did not really open: the 404, an unknown article or story,
 * and the route error a screen whose code is missing from the cache falls into. Each also has one
 * h1, so a bare heading count would pass them.
 */
async function failureHeadings(page: Page): Promise<string[]> {
  const headings = ['Something went wrong on our side.'];
  for (const path of ['/no-such-page', '/blog/no-such-post', '/stories/no-such-story']) {
    await page.goto(path);
    await expect(page.getByRole('main')).not.toBeEmpty();
    headings.push(...(await page.getByRole('heading', { level: 1 }).allInnerTexts()));
  }
  return headings;
}

test('every content screen, its images and its PDFs open offline after one visit', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/home');
  await controlledByServiceWorker(page);
  await goOffline(context, page);
  const failures = await failureHeadings(page);

  for (const route of CONTENT_ROUTES) {
    await test.step(route, async () => {
      await page.goto(route);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, `${route} has its h1`).toHaveCount(1);
      expect(failures, `${route} opens its own screen`).not.toContain(await h1.innerText());
      await expect(page.getByRole('main')).not.toBeEmpty();
      expect(await brokenImagesInView(page), `${route} images`).toEqual([]);
    });
  }

  for (const pdf of CONTENT_PDFS) {
    const head = await page.evaluate(async (url) => {
      const res = await fetch(url);
      const bytes = new Uint8Array(await res.arrayBuffer()).slice(0, 5);
      return { ok: res.ok, magic: String.fromCharCode(...bytes) };
    }, pdf);
    expect(head, pdf).toEqual({ ok: true, magic: '%PDF-' });
  }
});
