import { type Page } from '@playwright/test';
import { APPLY_PAGE, APPROVAL_PAGE, CHALLENGE_2_PAGE } from '../../app/content/challenge';
import { JOIN_PAGE } from '../../app/content/join';
import { START_PAGE } from '../../app/content/start';
import { EXTERNAL_LINK_DEFAULTS } from '../../shared/external-links';
import { expect, test } from './helpers/test';

// Route the external hosts ourselves: the page's own requests must reach page.route.
test.use({ serviceWorkers: 'block' });

const FORMS_HOST = new URL(EXTERNAL_LINK_DEFAULTS.APPLY_FORM_URL).origin;

async function fulfilForms(page: Page) {
  await page.route(`${FORMS_HOST}/**`, (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({ contentType: 'text/javascript', body: 'window.__formsEmbed = true;' })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Form</title><p>Form</p>',
        }),
  );
}

for (const path of ['/challenge', '/challange']) {
  test(`${path} redirects to the external challenge site`, async ({ page }) => {
    const target = EXTERNAL_LINK_DEFAULTS.CHALLENGE_URL;
    await page.route(`${new URL(target).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Challenge</title>' }),
    );
    await page.goto(path);
    await page.waitForURL((url) => url.href.startsWith(target));
    expect(page.url().startsWith(target)).toBe(true);
    await expect(page).toHaveTitle('Challenge');
  });
}

test('/challenge shows a line and a fallback link while it redirects', async ({ page }) => {
  // Block the external navigation so the in-app page stays on screen.
  await page.route(`${new URL(EXTERNAL_LINK_DEFAULTS.CHALLENGE_URL).origin}/**`, (route) =>
    route.fulfill({ status: 204 }),
  );
  await page.goto('/challenge');
  await expect(page.getByText('Taking you to the challenge…')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the challenge site' })).toHaveAttribute(
    'href',
    EXTERNAL_LINK_DEFAULTS.CHALLENGE_URL,
  );
});

test('/challenge-2 shows the overview, progress and dashboard link', async ({ page }) => {
  await page.goto('/challenge-2');
  await expect(
    page.getByRole('heading', { level: 1, name: CHALLENGE_2_PAGE.hero.title }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Challenge 2 Overview' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Challenge 2' })).toBeVisible();
  for (const status of ['Challenge 1 Completed', 'Challenge 2 In Progress', 'Challenge 3 Locked']) {
    await expect(page.getByText(status, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Continue Challenge' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test('/apply embeds the form frame 539 px high with its script', async ({ page }) => {
  await fulfilForms(page);
  await page.goto('/apply');
  await expect(page.getByRole('heading', { level: 1, name: APPLY_PAGE.title })).toBeVisible();
  const frame = page.getByTitle(APPLY_PAGE.frameTitle);
  await expect(frame).toHaveAttribute('src', EXTERNAL_LINK_DEFAULTS.APPLY_FORM_URL);
  await expect(frame).toHaveAttribute('height', '539');
  expect((await frame.boundingBox())?.height).toBe(539);
  await expect(
    page.locator(`script[src="${EXTERNAL_LINK_DEFAULTS.APPLY_FORM_SCRIPT_URL}"]`),
  ).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => (window as { __formsEmbed?: boolean }).__formsEmbed))
    .toBe(true);
  await expect(page.getByText('This form needs a connection…')).toHaveCount(0);
  await expect(page.getByText(APPLY_PAGE.loading)).toHaveCount(0);
});

test('/apply shows the notice when the form host cannot be reached', async ({ page }) => {
  await page.route(`${FORMS_HOST}/**`, (route) => route.abort());
  await page.goto('/apply');
  const notice = page.getByRole('alert').filter({ hasText: 'This form needs a connection…' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: /concierge@/ })).toBeVisible();
  await expect(page.getByTitle(APPLY_PAGE.frameTitle)).toHaveCount(0);
});

test('/apply shows the notice at once when the browser is offline', async ({ page }) => {
  await fulfilForms(page);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }),
  );
  await page.goto('/apply');
  await expect(page.getByText('This form needs a connection…')).toBeVisible();
  await expect(page.getByText(APPLY_PAGE.unavailable)).toBeVisible();
});

test('/app congratulates, lists three steps and opens the App Store in a new tab', async ({
  page,
}) => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: APPROVAL_PAGE.title })).toBeVisible();
  for (const step of APPROVAL_PAGE.steps) {
    await expect(page.getByRole('heading', { name: step.title })).toBeVisible();
  }
  const store = page.getByRole('link', { name: APPROVAL_PAGE.appStoreLabel });
  await expect(store).toHaveAttribute('href', EXTERNAL_LINK_DEFAULTS.APP_STORE_URL);
  await expect(store).toHaveAttribute('target', '_blank');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'concierge@aurelianclub.com' }),
  ).toBeVisible();
});

test('/start is the three-steps sales page with Join the Waitlist', async ({ page }) => {
  await page.goto('/start');
  await expect(page.getByRole('heading', { level: 1, name: START_PAGE.hero.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proven Results' })).toBeVisible();
  for (const step of START_PAGE.steps) {
    await expect(page.getByRole('heading', { name: step.title })).toBeVisible();
  }
  const joins = page.getByRole('main').getByRole('link', { name: 'Join the Waitlist' });
  await expect(joins).toHaveCount(2);
  for (const link of await joins.all()) await expect(link).toHaveAttribute('href', '/waitlist');
});

test('/join teases 500+ premium members and Request Access leads to /waitlist', async ({
  page,
}) => {
  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1, name: JOIN_PAGE.title })).toBeVisible();
  await expect(page.getByText('500+', { exact: true })).toBeVisible();
  await expect(page.getByText('Premium Members', { exact: true })).toBeVisible();
  const request = page.getByRole('main').getByRole('link', { name: 'Request Access' }).first();
  await expect(request).toHaveAttribute('href', '/waitlist');
  await request.click();
  await expect(page).toHaveURL(/\/waitlist$/);
});

test('/receipts injects the form script, and shows the notice when it cannot load', async ({
  page,
}) => {
  await fulfilForms(page);
  await page.goto('/receipts');
  await expect(
    page.locator(`script[src="${EXTERNAL_LINK_DEFAULTS.APPLY_FORM_SCRIPT_URL}"]`),
  ).toHaveCount(1);
  await expect(page.getByText('This form needs a connection…')).toHaveCount(0);

  await page.unroute(`${FORMS_HOST}/**`);
  await page.route(`${FORMS_HOST}/**`, (route) => route.abort());
  await page.reload();
  await expect(page.getByText('This form needs a connection…')).toBeVisible();
});
