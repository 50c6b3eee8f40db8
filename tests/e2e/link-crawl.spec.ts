import { expect, test, type Page } from '@playwright/test';
import { APP_ROUTES, CONTENT_ROUTES, MEMBER_ROUTES } from './helpers/routes';
import { registerMember } from './helpers/members';

// Keeps the site whole: every internal link on every screen leads somewhere real. Files (PDFs,
// images) must answer 200; app routes must not render the 404 page. Crawled as a signed-in member
// so the members' screens and their links are reached too.

const NOT_FOUND_HEADING = 'Looks like this flight took a detour.';
const FILE = /\.[a-z0-9]{2,5}$/i;

test.describe.configure({ timeout: 180_000 });

async function internalLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname);
}

async function shows404(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  return (
    (await page.getByRole('heading', { level: 1 }).textContent())?.trim() === NOT_FOUND_HEADING
  );
}

test('every internal link on every screen leads to a real page or file', async ({ page }) => {
  await page.goto('/home');
  await registerMember(page);
  const origin = new URL(page.url()).origin;

  const found = new Map<string, string>(); // link → the screen it was found on
  const sources = [...CONTENT_ROUTES, ...APP_ROUTES, ...MEMBER_ROUTES].filter(
    (route) => route !== '/no-such-page', // the 404 page itself: its skip link points at itself
  );
  const broken: string[] = [];
  for (const route of sources) {
    if (await shows404(page, route)) broken.push(`${route} (a listed screen)`);
    for (const link of await internalLinks(page, origin)) {
      if (!found.has(link)) found.set(link, route);
    }
  }
  expect(found.size).toBeGreaterThan(30);

  const visited = new Set<string>(sources);
  for (const [link, from] of found) {
    if (visited.has(link)) continue; // a listed screen, checked above
    if (link.startsWith('/api/')) continue; // navigations (login, logout): covered by the API tests
    if (FILE.test(link)) {
      const res = await page.request.get(link);
      if (res.status() !== 200) broken.push(`${link} (${res.status()}) on ${from}`);
    } else if (await shows404(page, link)) {
      broken.push(`${link} on ${from}`);
    }
  }
  expect(broken).toEqual([]);
});
