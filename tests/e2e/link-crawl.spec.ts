import { expect, type Page } from '@playwright/test';
import { APP_ROUTES, CONTENT_ROUTES, MEMBER_ROUTES } from './helpers/routes';
import { test } from './helpers/shared-pages';

// Keeps the site whole: every internal link on every screen leads somewhere real. Files (PDFs,
// images) must answer 200; app routes must not render the 404 page. Crawled as a signed-in member
// so the members' screens and their links are reached too. One test per screen, spread over both
// workers, each on its worker's signed-in page (helpers/shared-pages.ts).
// A catalogue screen links to every destination's booking page (two dozen page loads): a screen
// gets 90 s, where the single crawl of every screen had 180 s.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const NOT_FOUND_HEADING = 'Looks like this flight took a detour.';
/** A journal post's address that names no public post (issue 39: posts come and go). */
const NO_SUCH_POST_HEADING = 'We couldn’t find that story';
const FILE = /\.[a-z0-9]{2,5}$/i;

const SOURCES: readonly string[] = [...CONTENT_ROUTES, ...APP_ROUTES, ...MEMBER_ROUTES].filter(
  (route) => route !== '/no-such-page', // the 404 page itself: its skip link points at itself
);

/** What this worker already found at a link: a problem, or null for a real page or file. */
const checked = new Map<string, string | null>();

async function internalLinks(page: Page): Promise<string[]> {
  const { origin } = new URL(page.url());
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

async function shows404(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  const text = (await h1.textContent())?.trim();
  return text === NOT_FOUND_HEADING || text === NO_SUCH_POST_HEADING;
}

async function problemAt(page: Page, link: string): Promise<string | null> {
  if (FILE.test(link)) {
    const res = await page.request.get(link);
    return res.status() === 200 ? null : `answers ${res.status()}`;
  }
  return (await shows404(page, link)) ? 'shows the 404 page' : null;
}

for (const route of SOURCES) {
  test(`every internal link on ${route} leads to a real page or file`, async ({ memberPage }) => {
    expect(await shows404(memberPage, route), `${route} is a real screen`).toBe(false);
    const links = await internalLinks(memberPage);
    expect(links.length, 'the screen has internal links to follow').toBeGreaterThan(0);

    const broken: string[] = [];
    for (const link of links) {
      // A listed screen has its own test; API navigations (login, logout) have API tests.
      if (SOURCES.includes(link) || link.startsWith('/api/')) continue;
      if (!checked.has(link)) checked.set(link, await problemAt(memberPage, link));
      const problem = checked.get(link);
      if (problem) broken.push(`${link} ${problem}`);
    }
    expect(broken).toEqual([]);
  });
}
