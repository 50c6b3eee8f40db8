import { expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { UNLISTED_ROUTES } from '@shared/public-routes';
import { PRERENDERED_ROUTES } from './helpers/migrated-posts';
import { test } from './helpers/shared-pages';

/**
 * Issue 10: every public route's HTML is pre-rendered, has its own head, and hydrates cleanly;
 * so does each unlisted one (/thank-you, issue 21), which asks search engines to leave it out.
 */

const ORIGIN = 'http://localhost:3000'; // DEFAULT_PUBLIC_URL: the build's PUBLIC_URL in tests

/** The HTML the server sends for `route`, before any script runs. */
async function servedHtml(request: APIRequestContext, route: string): Promise<string> {
  const res = await request.get(route);
  expect(res.status(), `GET ${route}`).toBe(200);
  expect(res.headers()['content-type']).toMatch(/text\/html/);
  return res.text();
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Everything React or the page reports as going wrong, hydration mismatches included, until
 * `stop()`: the page is shared by the worker's tests, so each test listens only to its own visit.
 */
function collectErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    // Not the page's fault: the external form hosts this closed network cannot reach (/apply,
    // /receipts). A signed-out visitor's app no longer asks GET /api/auth/user (no 401 to excuse).
    const url = new URL(msg.location().url || page.url());
    const notOurs =
      msg.text().startsWith('Failed to load resource') && url.origin !== new URL(page.url()).origin;
    if ((msg.type() === 'error' && !notOurs) || /hydrat/i.test(msg.text())) {
      errors.push(msg.text());
    }
  };
  const onPageError = (err: Error) => errors.push(err.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

for (const route of PRERENDERED_ROUTES) {
  test(`${route} is pre-rendered with its own head and hydrates without a warning`, async ({
    noScriptPage,
    visitorPage: page,
    request,
  }) => {
    const html = await servedHtml(request, route);
    expect(html, 'the pre-render filled #root').not.toContain('<div id="root"></div>');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}${route}`);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${ORIGIN}${route}`);
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
      new RegExp(`^${ORIGIN}/.+\\.(?:jpg|png)$`),
    );
    expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe(
      UNLISTED_ROUTES.includes(route) ? 'noindex' : undefined,
    );
    const description = attr(html, /<meta name="description" content="([^"]+)"/);
    expect(description?.length ?? 0).toBeGreaterThan(30);
    expect(attr(html, /<meta property="og:description" content="([^"]+)"/)).toBe(description);
    const title = decode(attr(html, /<title>([^<]+)<\/title>/) ?? '');

    // Without JavaScript: the page's heading is already there.
    await noScriptPage.goto(route);
    const heading = noScriptPage.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    const headingText = (await heading.textContent())?.trim();
    expect(headingText).toBeTruthy();

    // With JavaScript: the same page hydrates, silently, and names itself as the HTML did.
    const { errors, stop } = collectErrors(page);
    try {
      await page.goto(route);
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(headingText!);
      await expect(page).toHaveTitle(title);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        decode(description!),
      );
      expect(errors).toEqual([]);
    } finally {
      stop();
    }
  });
}

test('the cart leads to sign-in from the pre-rendered page, before any script has run', async ({
  noScriptPage,
}) => {
  await noScriptPage.goto('/destinations');
  const cart = noScriptPage.getByRole('banner').getByRole('link', { name: 'Cart' });
  await expect(cart).toHaveAttribute('href', '/api/login');
  const login = noScriptPage.waitForRequest(
    (r) => r.isNavigationRequest() && /\/api\/login$/.test(r.url()),
  );
  await cart.click();
  await login;
});

test('a search typed before the page hydrates is kept and applied', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the suite's pages wait for hydration on every navigation.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/destinations', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox').fill('kyoto');
    await page.getByRole('contentinfo').getByRole('textbox').fill('early@example.com');
    release();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.getByText(/^Showing 1 destination for "kyoto"/)).toBeVisible();
    await expect(page).toHaveURL(/\/destinations\?q=kyoto$/);
    await expect(page.getByRole('searchbox')).toHaveValue('kyoto');
    await expect(page.getByRole('contentinfo').getByRole('textbox')).toHaveValue(
      'early@example.com',
    );
  } finally {
    await context.close();
  }
});

test('a search in the address renders over the pre-rendered page without a warning', async ({
  page,
}) => {
  const { errors } = collectErrors(page);
  await page.goto('/destinations?q=kyoto');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.getByText(/^Showing 1 destination/)).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveValue('kyoto');
  await page.goto('/#hotels');
  await expect(page).toHaveURL(/\/home#hotels$/);
  expect(errors).toEqual([]);
});

test('a member or unknown route gets the shell, not a pre-rendered page', async ({ request }) => {
  for (const route of ['/dashboard', '/login', '/no-such-page']) {
    expect(await servedHtml(request, route)).toContain('<div id="root"></div>');
  }
});
