import { chromium, type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { BRAND } from '@shared/brand';
import { uniqueEmail } from './helpers/db';
import { CHROMIUM_ARGS } from './helpers/env';
import { toast } from './helpers/forms';
import { controlledByServiceWorker, goOffline, goOnline } from './helpers/offline';

// Issue 12 "A desktop-class installed app": installable with a complete manifest, a badge that
// counts what is waiting to send, and an install action of our own.

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  [key: string]: unknown;
  icons: ManifestIcon[];
  screenshots: (ManifestIcon & { form_factor?: string; label?: string })[];
  shortcuts: { name: string; url: string; icons: ManifestIcon[] }[];
}

/** A lossy WebP's width and height, read from its VP8 frame header. */
function webpSize(body: Buffer): string {
  expect(body.toString('ascii', 12, 16)).toBe('VP8 ');
  return `${body.readUInt16LE(26) & 0x3fff}x${body.readUInt16LE(28) & 0x3fff}`;
}

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(body: Buffer): string {
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test.describe('installability', () => {
  test('Chromium reports no installability errors once the worker is ready', async ({
    baseURL,
  }, testInfo) => {
    // A second browser, and its worker's install waits for the media warm-up (sw.ts).
    test.slow();
    // Playwright's usual contexts are incognito, where Chromium never offers an install
    // ("in-incognito"): a persistent profile is a normal window.
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/home');
      await controlledByServiceWorker(page);
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      // The shortcut and monochrome icons are small, so they are in the precache (offline too).
      const precached = await page.evaluate(() =>
        Promise.all(
          ['/icons/shortcut-booking.png', '/icons/monochrome-512.png'].map(
            // ignoreSearch: precache keys carry a __WB_REVISION__ parameter.
            async (path) => (await caches.match(path, { ignoreSearch: true })) !== undefined,
          ),
        ),
      );
      expect(precached).toEqual([true, true]);
    } finally {
      await context.close();
    }
  });

  test('the built manifest names, themes, launches and offers shortcuts', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
    expect(manifest).toMatchObject({
      id: '/home',
      start_url: '/home',
      scope: '/',
      name: BRAND.fullName,
      short_name: BRAND.name,
      categories: ['travel', 'lifestyle'],
      theme_color: '#0c0b0a',
      background_color: '#0c0b0a',
      display: 'standalone',
      display_override: ['window-controls-overlay', 'standalone'],
      launch_handler: { client_mode: 'navigate-existing' },
    });
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest).not.toHaveProperty('orientation');
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
      '512x512 monochrome',
    ]);
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Destinations', '/destinations'],
      ['Book a flight', '/booking'],
      ['My dashboard', '/dashboard'],
      ['Join the waitlist', '/waitlist'],
    ]);
    // A phone and a desktop screenshot, each labelled, served at the size the manifest says.
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      expect(shot.label, shot.src).toMatch(/\w{3,}/);
      const res = await request.get(shot.src);
      expect(res.headers()['content-type'], shot.src).toBe('image/webp');
      expect(webpSize(await res.body()), shot.src).toBe(shot.sizes);
    }
    // Every icon is served, is a PNG, and is the size the manifest says.
    const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons)];
    for (const icon of icons) {
      const res = await request.get(icon.src);
      expect(res.headers()['content-type'], icon.src).toBe('image/png');
      expect(pngSize(await res.body()), icon.src).toBe(icon.sizes);
    }
  });
});

/** Records the Badging API calls: the number set, or 0 for a clear. */
async function recordBadges(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const calls: number[] = [];
    (window as unknown as { badgeCalls: number[] }).badgeCalls = calls;
    const record = (n: number) => {
      calls.push(n);
      return Promise.resolve();
    };
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: (n?: number) => record(n ?? 0),
    });
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: () => record(0),
    });
  });
  return () => page.evaluate(() => (window as unknown as { badgeCalls: number[] }).badgeCalls);
}

test.describe('app badge', () => {
  // The badge test waits for the worker (offline queueing goes through it).
  test.use({ serviceWorkers: 'allow' });
  test('counts a request queued offline and clears once it is sent', async ({ page, context }) => {
    const badges = await recordBadges(page);
    // No call at all is a clear badge too: a first visit, which has never opened its database,
    // has nothing waiting and leaves the badge alone (local-start.ts).
    const last = async () => (await badges()).at(-1) ?? 0;
    await page.goto('/contact');
    await controlledByServiceWorker(page);
    await expect.poll(last, { message: 'nothing waits at start' }).toBe(0);

    await goOffline(context, page);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(uniqueEmail('badge.contact'));
    await form.getByLabel('Message').fill('Sent from a train.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(last).toBe(1);

    await goOnline(context, page);
    await expect(toast(page, 'Message Sent Successfully')).toBeVisible({ timeout: 8_000 });
    await expect.poll(last).toBe(0);
  });
});

/** Hands the page an install offer as Chromium would; counts its prompt() calls. */
function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'dismissed') {
  return page.evaluate((choice) => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    const w = window as unknown as { prompts: number };
    w.prompts = 0;
    Object.assign(offer, {
      prompt: () => {
        w.prompts += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
  }, outcome);
}
const prompts = (page: Page) =>
  page.evaluate(() => (window as unknown as { prompts: number }).prompts);
const installButton = (scope: ReturnType<Page['getByRole']>) =>
  scope.getByRole('button', { name: 'Install the app' });

test.describe('install action', () => {
  test('appears in the footer and the menu once the browser offers, and prompts', async ({
    page,
  }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: BRAND.social.label })).toBeVisible();
    await expect(installButton(footer)).toHaveCount(0);

    expect(await offerInstall(page), "the browser's own infobar is held back").toBe(true);
    await expect(installButton(footer)).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await installButton(menu).click();
    await expect(menu).toBeHidden();
    expect(await prompts(page)).toBe(1);
    // An offer prompts once: it is gone until the browser makes another.
    await expect(installButton(footer)).toHaveCount(0);

    await offerInstall(page);
    await installButton(footer).click();
    expect(await prompts(page)).toBe(1);
  });

  test('is not offered once the app is installed', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await offerInstall(page);
    await expect(installButton(footer)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(installButton(footer)).toHaveCount(0);
    await offerInstall(page);
    await page.waitForTimeout(300);
    await expect(installButton(footer)).toHaveCount(0);
  });
});
