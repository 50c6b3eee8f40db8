import { expect, test } from './helpers/test';
import { controlledByServiceWorker, goOffline } from './helpers/offline';

/** Issue 10: offline, the service worker answers each public route with its own pre-rendered HTML. */

test.use({ serviceWorkers: 'allow' });

const ORIGIN = 'http://localhost:3000'; // DEFAULT_PUBLIC_URL: the build's PUBLIC_URL in tests

/**
 * The page as the build wrote it: the server gives each response fresh form keys (issue 21);
 * the worker's copy has them empty (the early-events script fills one when a form is sent).
 */
const asBuilt = (html: string) =>
  html.replace(/name="formKey" value="[^"]*"/g, 'name="formKey" value=""');

test('offline, each public route opens from its own HTML and the others from the shell', async ({
  page,
  context,
}) => {
  test.slow(); // a fresh worker precaches the whole shell first
  const routes = [
    ['/', 'Aurelian Private Club'],
    ['/destinations/asia', 'Destinations'],
    ['/terms', 'Terms'],
    ['/blog/marcus', 'Marcus'],
  ] as const;
  // What the server sends for each (the request context does not go through the worker).
  const fromServer = new Map<string, string>();
  for (const [route] of routes) {
    fromServer.set(route, asBuilt(await (await page.request.get(route)).text()));
  }
  await page.goto('/home');
  await controlledByServiceWorker(page);
  await goOffline(context, page);

  // Never visited in this context: only the precache can answer, with the route's own page.
  for (const [route, title] of routes) {
    const res = await page.goto(route);
    expect(res?.fromServiceWorker(), `${route} from the worker`).toBe(true);
    const html = (await res?.text()) ?? '';
    // Put back together from its fragment and the shared parts, exactly the server's file.
    expect(html, `${route} as the server sends it`).toBe(fromServer.get(route));
    expect(html, `${route}'s own HTML`).toContain(`<link rel="canonical" href="${ORIGIN}${route}"`);
    expect(html).toMatch(new RegExp(`<title>[^<]*${title}`));
    expect(html, 'pre-rendered, not the shell').not.toContain('<div id="root"></div>');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
  }

  // The catalogue still shows: from the page's snapshot, then Dexie.
  await page.goto('/destinations');
  await expect(page.getByText(/^Showing \d+ destinations/)).toBeVisible();

  // A member route is not pre-rendered: the shell opens it, and the router picks the screen.
  const shell = await page.goto('/dashboard');
  expect(shell?.fromServiceWorker()).toBe(true);
  expect(await shell?.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('banner')).toBeVisible();
});
