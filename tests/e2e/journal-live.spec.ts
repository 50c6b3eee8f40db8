import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { JOURNAL_API, type ConsolePost } from '@shared/journal-api';
import { expect, test } from './helpers/test';
import { createStaff, signInStaff } from './helpers/staff';
import { localRows } from './helpers/local-db';
import { controlledByServiceWorker, goOffline } from './helpers/offline';

/**
 * Issue 39: a post staff publish in the console reaches the public journal without a deploy: the
 * server's pages of /blog and of the post (before any script), an open /blog, the sitemap; once
 * archived its address answers 404. It writes the journal every other spec reads, so it runs in
 * the catalog-writes project, after them (playwright.config.ts), and archives what it wrote.
 */

/** The server's HTML of `route`, as a crawler or a first paint gets it, before any script. */
const serverPage = (page: Page, route: string) =>
  page.request.get(route, { headers: { 'Cache-Control': 'no-cache' } });
const serverHtml = async (page: Page, route: string) => (await serverPage(page, route)).text();

/** A post as the console sends it: `status` published, or scheduled at `publishAt`. */
const consolePost = (slug: string, title: string, schedule: { publishAt?: string } = {}) => ({
  title,
  slug,
  excerpt: 'First light on the Saanenland, from the chalet’s terrace.',
  markdown: '## The first morning\n\nSnow on the larches, and not a sound from the valley.',
  author: 'The Aurelian Editorial Team',
  authorRole: 'Travel',
  tags: ['Travel'],
  coverPictureId: null,
  status: schedule.publishAt ? 'scheduled' : 'published',
  publishAt: schedule.publishAt ?? null,
});

/** A signed-in admin's page in a context of its own, for the console's API. */
async function adminPage(browser: Browser): Promise<{ admin: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const admin = await context.newPage();
  await signInStaff(admin, createStaff('admin'));
  return { admin, close: () => context.close() };
}

const archive = (admin: Page, post: ConsolePost) =>
  admin.request.post(JOURNAL_API.consoleArchive(post.id), {
    data: { expectedUpdatedAt: post.updatedAt },
  });

test('a post published in the console is on /blog, its own page, an open page and the sitemap; archived, it is gone', async ({
  browser,
  page,
}) => {
  test.slow(); // the server renders the pages again, the open app checks in
  const slug = `journal-live-${randomUUID().slice(0, 8)}`;
  const title = `Dawn over Gstaad ${slug.slice(-4)}`;

  // A visitor has the journal open.
  await page.goto('/blog');
  await expect(
    page.getByRole('heading', { name: 'Stories of Freedom, Structure and Travel' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  // An admin publishes a post through the console's API.
  const { admin, close } = await adminPage(browser);
  const res = await admin.request.post(JOURNAL_API.consolePosts, {
    data: consolePost(slug, title),
  });
  expect(res.status()).toBe(201);
  let post = (await res.json()) as ConsolePost;

  try {
    // The server's pages follow within seconds (10 s is the aim; a loaded machine gets twice that).
    await expect.poll(() => serverHtml(page, '/blog'), { timeout: 20_000 }).toContain(title);
    const own = await serverPage(page, `/blog/${slug}`);
    expect(own.status()).toBe(200);
    const html = await own.text();
    expect(html).toContain(`<h1 class="mt-4 text-display-lg text-balance">${title}</h1>`);
    expect(html).toContain('Snow on the larches, and not a sound from the valley.');
    expect(await serverHtml(page, '/sitemap.xml')).toContain(`/blog/${slug}</loc>`);

    // The open page shows it without a reload: it checks the catalogue's version while in sight.
    const card = page.getByRole('heading', { name: title });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: /Read More/, description: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The first morning' })).toBeVisible();

    // Archived: its address answers 404 with the app's own words, and the sitemap drops it.
    const archived = await archive(admin, post);
    expect(archived.status()).toBe(200);
    post = (await archived.json()) as ConsolePost;
    expect((await serverPage(page, `/blog/${slug}`)).status()).toBe(404);
    expect(await serverHtml(page, '/sitemap.xml')).not.toContain(`/blog/${slug}</loc>`);
    await expect.poll(() => serverHtml(page, '/blog'), { timeout: 20_000 }).not.toContain(title);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { name: 'We couldn’t find that story' })).toBeVisible();
  } finally {
    if (!post.archivedAt) await archive(admin, post);
    await close();
  }
});

test('a scheduled post appears at its time on /blog, its own page and the sitemap, with nobody present', async ({
  browser,
  page,
}) => {
  test.slow();
  const slug = `journal-due-${randomUUID().slice(0, 8)}`;
  const title = `Noon in Zermatt ${slug.slice(-4)}`;
  const { admin, close } = await adminPage(browser);
  const publishAt = new Date(Date.now() + 8_000).toISOString();
  const res = await admin.request.post(JOURNAL_API.consolePosts, {
    data: consolePost(slug, title, { publishAt }),
  });
  expect(res.status()).toBe(201);
  let post = (await res.json()) as ConsolePost;
  try {
    expect((await serverPage(page, `/blog/${slug}`)).status()).toBe(404);
    expect(await serverHtml(page, '/sitemap.xml')).not.toContain(`/blog/${slug}</loc>`);
    // Nobody writes anything more: the schedule publishes it, the server renders its pages.
    await expect.poll(() => serverHtml(page, '/blog'), { timeout: 30_000 }).toContain(title);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect(await serverHtml(page, `/blog/${slug}`)).toContain('Snow on the larches');
    expect(await serverHtml(page, '/sitemap.xml')).toContain(`/blog/${slug}</loc>`);
  } finally {
    const current = await admin.request.get(JOURNAL_API.consolePost(post.id));
    post = (await current.json()) as ConsolePost;
    await archive(admin, post);
    await close();
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a post published since the build, never opened on this device, reads offline', async ({
    browser,
    page,
    context,
  }) => {
    test.slow(); // the worker precaches the site and pulls the journal
    const slug = `journal-offline-${randomUUID().slice(0, 8)}`;
    const title = `Evening in Cortina ${slug.slice(-4)}`;
    const { admin, close } = await adminPage(browser);
    const res = await admin.request.post(JOURNAL_API.consolePosts, {
      data: consolePost(slug, title),
    });
    expect(res.status()).toBe(201);
    const post = (await res.json()) as ConsolePost;
    try {
      // A visit to the journal, the worker installed: the posts and their bodies are pulled.
      await page.goto('/blog');
      await controlledByServiceWorker(page);
      await expect
        .poll(
          async () => (await localRows<{ slug: string }>(page, 'postBodies')).map((b) => b.slug),
          {
            timeout: 20_000,
          },
        )
        .toContain(slug);

      await goOffline(context, page);
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        page.getByText('Snow on the larches, and not a sound from the valley.'),
      ).toBeVisible();
    } finally {
      await archive(admin, post);
      await close();
    }
  });
});
