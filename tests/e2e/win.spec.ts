import { expect, test } from './helpers/test';
import { EXTERNAL_LINK_DEFAULTS } from '../../shared/external-links';

test('/win: Dubai, the rules and dates, and links to /enter and /preorder', async ({ page }) => {
  await page.goto('/win');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Win 5 Days and 4 Nights in Dubai',
  );
  for (const text of [
    /Ends 23 Nov 2025 at 11:59 PM EST/,
    /ages 21 and over/,
    /Winner Pays Only Sales Tax/,
    /Flights not included/,
    /Every Playbook purchase adds 10 bonus entries/,
  ]) {
    await expect(main.getByText(text).first()).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'Get 10 Bonus Entries' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Official Rules Summary' })).toBeVisible();

  const enter = main.getByRole('link', { name: 'Enter the Giveaway' });
  await expect(enter.first()).toHaveAttribute('href', '/enter');
  const preorder = main.getByRole('link', { name: 'Pre-Order the Playbook' });
  await expect(preorder.first()).toHaveAttribute('href', '/preorder');

  await enter.first().click();
  await expect(page).toHaveURL(/\/enter$/);
});

test('/activate: the award, the static countdown and the booking link', async ({ page }) => {
  // The page's clock is ours, so "static" is checked by moving time on, not by waiting.
  await page.clock.install();
  await page.goto('/activate');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Congratulations! Your Vacation Is Reserved',
  );
  for (const name of ['Valued up to $759', 'Up to 4 Guests', '18 Months to Travel']) {
    await expect(main.getByRole('heading', { name })).toBeVisible();
  }
  const timer = main.getByRole('timer');
  const shown = '02 Days, 14 Hours, 37 Minutes, 52 Seconds';
  await expect(timer).toHaveAccessibleName(shown);
  const figures = await timer.innerText();
  // Static: a minute and a second later the figures are as they were.
  await page.clock.runFor(61_000);
  await expect(timer).toHaveAccessibleName(shown);
  expect(await timer.innerText()).toBe(figures);

  const book = main.getByRole('link', { name: /Book Your Vacation Now/ });
  await expect(book).toHaveAttribute('href', EXTERNAL_LINK_DEFAULTS.VACATION_BOOKING_URL);
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('rel', /noopener/);
});
