import { EXTERNAL_LINK_DEFAULTS } from '../../shared/external-links';
import { expect, test } from './helpers/test';

test('/book: the $29.99 buttons, the free chapter, the join link and the guarantee', async ({
  page,
}) => {
  await page.goto('/book');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Class Freedom');
  await expect(main.getByRole('img', { name: /Cover of First Class Freedom/ })).toBeVisible();

  const buy = main.getByRole('link', { name: 'Get the Book - $29.99' });
  await expect(buy).toHaveCount(2);
  for (const link of await buy.all()) await expect(link).toHaveAttribute('href', '/preorder');

  const chapter = main.getByRole('link', { name: 'Free Chapter' });
  await expect(chapter).toHaveCount(2);
  await expect(chapter.first()).toHaveAttribute('href', '/pdfs/free-chapter.pdf');
  await expect(chapter.first()).toHaveAttribute('download', /\.pdf$/);

  await expect(main.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute(
    'href',
    '/waitlist',
  );
  await expect(main.getByText(/30-Day Money-Back Guarantee/).first()).toBeVisible();

  await buy.first().click();
  await expect(page).toHaveURL(/\/preorder$/);
});

test('/book: the free chapter is a real PDF', async ({ request }) => {
  const res = await request.get('/pdfs/free-chapter.pdf');
  expect(res.ok()).toBe(true);
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('/preorder: editions, figures and shipping date', async ({ page }) => {
  await page.goto('/preorder');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const text of ['50K+', '4.9', '2,847', 'Ships November 23rd, 2025', '$26.99', '$500']) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  }

  const digital = main.getByRole('link', { name: /Buy Digital - \$26\.99/ });
  await expect(digital).toHaveAttribute('href', EXTERNAL_LINK_DEFAULTS.BOOK_RETAILER_URL);
  await expect(digital).toHaveAttribute('target', '_blank');
  await expect(digital).toHaveAttribute('rel', /noopener/);

  await expect(main.getByRole('link', { name: 'Pre-Order Hardcover - $500' })).toHaveAttribute(
    'href',
    '/preorder/checkout',
  );

  await expect(
    main.getByRole('heading', { name: 'Why Readers Pre-Order the Hardcover' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Signed First Edition' })).toBeVisible();
  await expect(main.getByText('Natalie R.')).toBeVisible();
});

test('/preorder: the FAQ opens by keyboard', async ({ page }) => {
  await page.goto('/preorder');
  const trigger = page.getByRole('button', { name: 'When will the hardcover ship?' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/The first printing ships on November 23rd, 2025/)).toBeVisible();

  // Single and collapsible: the next question closes the first, Enter again closes it.
  const next = page.getByRole('button', { name: /Why is the hardcover listed at \$500/ });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-expanded', 'true');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-expanded', 'false');
});

test('/preorder: the preview gallery by keyboard', async ({ page }) => {
  await page.goto('/preorder');
  const thumbs = page.getByRole('link', { name: /^Open page \d of 9/ });
  await expect(thumbs).toHaveCount(9);
  const first = thumbs.first();
  await first.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Book preview' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('1 / 9')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Title page/ })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('2 / 9')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Contents/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('9 / 9')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(dialog.getByText('1 / 9')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});
