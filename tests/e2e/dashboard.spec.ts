import { type Page } from '@playwright/test';
import { SYNC_API } from '@shared/sync-api';
import { EXTERNAL_LINK_DEFAULTS } from '@shared/external-links';
import { toast } from './helpers/forms';
import { bookAspenThroughApi } from './helpers/member-bookings';
import { localRows } from './helpers/local-db';
import { registerMember } from './helpers/members';
import { expect, test } from './helpers/test';

// Issue 8, spec 2.9 and 2.10: the members' dashboard and the document upload page.

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string | RegExp) => main(page).getByRole('region', { name });

test.describe('signed out', () => {
  for (const { path, title, description } of [
    { path: '/dashboard', title: 'You are logged out. Logging in again...', description: '' },
    { path: '/upload', title: 'Unauthorized', description: 'Please log in to upload documents.' },
  ]) {
    test(`${path} says so and goes to /login after 500 ms`, async ({ page }) => {
      await page.goto(path);
      const shown = toast(page, title);
      await expect(shown).toBeVisible();
      if (description) await expect(shown).toContainText(description);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    });
  }
});

test.describe('a signed-in member', () => {
  test('sees every section of the dashboard', async ({ page }) => {
    // /home's sign-in check settles first: signed out, known without asking (no session hint).
    const checks: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === SYNC_API.pull) checks.push(r.url());
    });
    await page.goto('/home');
    // A move inside the app opens this device's database; its sign-in check settles signed out.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
    await expect.poll(async () => (await localRows(page, 'session'))[0]?.user).toBeNull();
    expect(checks).toEqual([]);
    await registerMember(page, { firstName: 'Amelia' });
    // The signed-out snapshot left by /home is stale, and the session hint says so: the page
    // waits for the server's answer.
    const serverAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === SYNC_API.pull);
    await page.goto('/dashboard');
    expect((await serverAnswer).status()).toBe(200);
    await expect(page).toHaveTitle(/^Dashboard/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Welcome back, Amelia');
    await expect(main(page).getByText('Premium Member')).toBeVisible();
    await expect(toast(page, 'You are logged out')).toHaveCount(0);
    await expect(page).toHaveURL('/dashboard');

    const video = main(page).locator('video');
    await expect(video).toHaveAttribute('poster', /hero-poster/);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls', '');

    const checklist = section(page, 'Your profile checklist');
    await expect(checklist.getByRole('link', { name: 'Upload documents' })).toHaveAttribute(
      'href',
      '/upload',
    );
    await expect(checklist.getByText('Complete your profile')).toBeVisible();
    await expect(section(page, 'Credit repair checklist').getByRole('checkbox')).toHaveCount(6);

    const emerald = section(page, 'The Emerald Card');
    await expect(emerald.getByRole('button', { name: /Request the Emerald Card/ })).toBeDisabled();
    await expect(emerald.getByText('Invite only.')).toBeVisible();

    await expect(section(page, 'Featured members').getByRole('listitem')).toHaveCount(3);
    await expect(
      section(page, 'Curated for members').getByRole('link', { name: 'Visit the shop' }),
    ).toHaveAttribute('href', '/shop');
    await expect(
      section(page, 'Consultations').getByRole('button', { name: 'Book a Consultation' }),
    ).toBeVisible();

    const links = main(page).getByRole('navigation', { name: 'Quick links' });
    for (const [name, href] of [
      ['Explore destinations', '/destinations'],
      ['Book a journey', '/booking'],
      ['Your profile', '/profile'],
    ] as const) {
      await expect(links.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'href',
        href,
      );
    }

    const status = section(page, 'Membership status');
    await expect(status.getByText('Membership not active yet')).toBeVisible();
    await expect(status.getByRole('link', { name: 'Activate membership' })).toHaveAttribute(
      'href',
      '/register/checkout',
    );

    const trips = section(page, 'My trips');
    await expect(trips.getByText('No trips yet')).toBeVisible();
    await expect(trips.getByRole('link', { name: 'Book a journey' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  test('finds a booking in My trips with its status, newest first', async ({ page }) => {
    await page.goto('/home');
    await registerMember(page);
    await bookAspenThroughApi(page, 3);
    await bookAspenThroughApi(page, 5);
    await page.goto('/dashboard');
    const rows = section(page, 'My trips').getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Aspen');
    await expect(rows.first()).toContainText('5 guests');
    // Issue 22: in the club's words until the concierge answers.
    await expect(rows.first()).toContainText('Status: Awaiting the concierge');
    await expect(rows.nth(1)).toContainText('3 guests');
  });

  test('keeps checklist ticks on this device across a reload', async ({ page }) => {
    await page.goto('/home');
    await registerMember(page);
    await page.goto('/dashboard');
    const credit = section(page, 'Credit repair checklist');
    const reports = credit.getByRole('checkbox', { name: /Pull your three credit reports/ });
    await reports.check();
    await expect(credit.getByText('1 of 6 complete')).toBeVisible();
    // The box shows the tick at once; a reload before Dexie has stored it would lose it.
    await expect.poll(async () => (await localRows(page, 'checklist')).length).toBe(1);
    await page.reload();
    await expect(reports).toBeChecked();
    await expect(
      credit.getByRole('checkbox', { name: /Send your first dispute letters/ }),
    ).not.toBeChecked();
  });

  test('/upload shows the secure document form in a frame', async ({ page }) => {
    const formUrl = EXTERNAL_LINK_DEFAULTS.DOCUMENT_FORM_URL;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${new URL(formUrl).origin}/**`, async (route) => {
      await held; // hold the form so the loading state can be seen
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Docs</title>' });
    });
    await page.goto('/home');
    await registerMember(page);
    await page.goto('/upload');
    await expect(page).toHaveTitle(/^Upload Documents/);
    await expect(main(page).getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    release();
    const frame = main(page).locator('iframe[title="Secure document upload form"]');
    await expect(frame).toHaveAttribute('src', formUrl);
    await expect(main(page).getByRole('status').filter({ hasText: 'Loading' })).toBeHidden();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
  });
});
