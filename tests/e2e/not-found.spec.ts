import { expect, test } from './helpers/test';

test('an unknown path shows the informal 404 page with ways back', async ({ page }) => {
  await page.goto('/this/flight/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Looks like this flight took a detour.',
  );
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Explore Destinations' }).click();
  await expect(page).toHaveURL(/\/destinations$/);
});

test('the 404 page keeps the site frame: header, main and footer', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
