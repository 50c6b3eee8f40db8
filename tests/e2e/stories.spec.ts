import { expect, test } from './helpers/test';
import { CASE_STUDIES } from '../../app/content/case-studies';
import { FOUNDER_PAGE } from '../../app/content/founder';
import { TRUST_DOCUMENTS } from '../../app/content/trust-documents';

for (const study of CASE_STUDIES) {
  test(`case study /stories/${study.slug} renders with its links`, async ({ page }) => {
    await page.goto(`/stories/${study.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: study.title })).toBeVisible();
    await expect(page.getByText(study.subtitle)).toBeVisible();
    await expect(page.getByRole('img', { name: study.heroImage.alt })).toBeVisible();
    await expect(page.getByText(study.results[0]!.value, { exact: true })).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const challenge = main.getByRole('link', { name: /Start Your Challenge/ });
    await expect(challenge).toHaveAttribute('href', '/challenge');
    await expect(challenge).toHaveAttribute('target', '_blank');
    await expect(challenge).toHaveAttribute('rel', /noopener/);
  });
}

test('an unknown story slug shows an informal message in the page', async ({ page }) => {
  await page.goto('/stories/no-such-story');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/couldn’t find that story/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
    'href',
    '/',
  );
});

test("the founder's page tells his story and leads to the waitlist", async ({ page }) => {
  await page.goto(`/${FOUNDER_PAGE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: FOUNDER_PAGE.title })).toBeVisible();
  await expect(page.getByText(FOUNDER_PAGE.lede)).toBeVisible();
  await expect(page.getByRole('heading', { name: FOUNDER_PAGE.principlesTitle })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: FOUNDER_PAGE.cta.label }),
  ).toHaveAttribute('href', '/waitlist');
});

test.describe('trust documents', () => {
  test('locked until the waitlist flag is set; the demo button unlocks both PDFs', async ({
    page,
  }) => {
    await page.goto('/documents/trust');
    await expect(page.getByRole('heading', { level: 1, name: 'Trust Documents' })).toBeVisible();
    for (const doc of TRUST_DOCUMENTS) {
      await expect(page.getByRole('button', { name: new RegExp(doc.title) })).toBeDisabled();
      await expect(page.getByRole('link', { name: new RegExp(doc.title) })).toHaveCount(0);
    }
    await expect(page.getByText('Join the waitlist to unlock these downloads.')).toHaveCount(2);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Join the waitlist' }).first(),
    ).toHaveAttribute('href', '/waitlist');

    await page.getByRole('button', { name: 'Demo: unlock downloads' }).click();
    for (const doc of TRUST_DOCUMENTS) {
      const link = page.getByRole('link', { name: new RegExp(doc.title) });
      await expect(link).toHaveAttribute('href', doc.href);
      await expect(link).toHaveAttribute('download', doc.fileName);
    }
    expect(await page.evaluate(() => localStorage.getItem('waitlistJoined'))).toBe('true');

    // The flag persists: a fresh visit is unlocked.
    await page.reload();
    await expect(
      page.getByRole('link', { name: new RegExp(TRUST_DOCUMENTS[0]!.title) }),
    ).toBeVisible();
  });

  test('a flag other than the string true keeps them locked', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('waitlistJoined', 'yes'));
    await page.goto('/documents/trust');
    await expect(
      page.getByRole('button', { name: new RegExp(TRUST_DOCUMENTS[0]!.title) }),
    ).toBeDisabled();
  });

  test('the PDFs are real files', async ({ request }) => {
    for (const doc of TRUST_DOCUMENTS) {
      const res = await request.get(doc.href);
      expect(res.ok()).toBe(true);
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
