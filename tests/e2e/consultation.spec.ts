import { type Page } from '@playwright/test';
import { isoDay, toast } from './helpers/forms';
import { localRows } from './helpers/local-db';
import { expect, test } from './helpers/test';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Book a Consultation' });
const button = (page: Page, name: string) => dialog(page).getByRole('button', { name });

async function open(page: Page) {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Book a Consultation' }).click();
  await expect(dialog(page)).toBeVisible();
}

/** The requests kept in the browser's database (spec 4 makes no call; Dexie keeps them). */
const storedRequests = (page: Page) => localRows(page, 'consultations');

test('three steps, each validated by Continue, with Back', async ({ page }) => {
  await open(page);
  const steps = dialog(page).getByRole('list', { name: 'Booking steps' }).getByRole('listitem');
  await expect(steps).toHaveText(['1Call Type', '2Schedule', '3Details']);
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(dialog(page)).toContainText('60-minute');

  // Step 1: call type, FaceTime and Zoom marked premium.
  await expect(dialog(page).getByRole('radio')).toHaveCount(3);
  const callType = (name: string) => dialog(page).getByRole('radio', { name, exact: true });
  await expect(callType('FaceTime')).toHaveAccessibleDescription(/Premium/);
  await expect(callType('Zoom')).toHaveAccessibleDescription(/Premium/);
  await expect(callType('Phone')).not.toHaveAccessibleDescription(/Premium/);
  await button(page, 'Continue').click();
  await expect(dialog(page).getByText('Please choose a call type')).toBeVisible();
  await dialog(page).getByRole('radio', { name: 'Phone', exact: true }).check({ force: true });
  await button(page, 'Continue').click();

  // Step 2: date from today on, one of 8 slots.
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(dialog(page).getByLabel('Preferred date')).toHaveAttribute('min', isoDay(0));
  const slots = dialog(page)
    .getByRole('group', { name: 'Preferred time (EST)' })
    .getByRole('button');
  await expect(slots).toHaveText([
    '9:00 AM',
    '10:00 AM',
    '11:00 AM',
    '1:00 PM',
    '2:00 PM',
    '3:00 PM',
    '4:00 PM',
    '5:00 PM',
  ]);
  await button(page, 'Continue').click();
  await expect(dialog(page).getByText('Please select a date')).toBeVisible();
  await expect(dialog(page).getByText('Please select a time')).toBeVisible();
  await dialog(page).getByLabel('Preferred date').fill(isoDay(-1));
  await dialog(page).getByRole('button', { name: '10:00 AM' }).click();
  await expect(dialog(page).getByRole('button', { name: '10:00 AM' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await button(page, 'Continue').click();
  await expect(dialog(page).getByText('Please select a date from today on')).toBeVisible();
  await dialog(page).getByLabel('Preferred date').fill(isoDay(3));
  await button(page, 'Continue').click();

  // Step 3: topic; Phone asks for a phone number, not an Apple ID.
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(dialog(page).getByLabel('Phone number (optional)')).toBeVisible();
  await expect(dialog(page).getByLabel('Apple ID (optional)')).toHaveCount(0);
  await expect(dialog(page).getByLabel('Consultation topic').getByRole('option')).toHaveCount(8);
  await button(page, 'Book Consultation').click();
  await expect(dialog(page).getByText('Please select a consultation topic')).toBeVisible();

  // Back keeps what was chosen.
  await button(page, 'Back').click();
  await expect(dialog(page).getByLabel('Preferred date')).toHaveValue(isoDay(3));
  await button(page, 'Back').click();
  await dialog(page).getByRole('radio', { name: 'FaceTime' }).check({ force: true });
  await button(page, 'Continue').click();
  await button(page, 'Continue').click();
  await expect(dialog(page).getByLabel('Apple ID (optional)')).toBeVisible();
  await expect(dialog(page).getByLabel('Phone number (optional)')).toHaveCount(0);
});

test('booking waits 2 seconds, then confirms; the request is kept in Dexie, no call made', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') calls.push(r.url());
  });
  await open(page);
  await dialog(page).getByRole('radio', { name: 'Zoom' }).check({ force: true });
  await button(page, 'Continue').click();
  await dialog(page).getByLabel('Preferred date').fill(isoDay(5));
  await dialog(page).getByRole('button', { name: '2:00 PM' }).click();
  await button(page, 'Continue').click();
  await dialog(page).getByLabel('Consultation topic').selectOption('Investment Opportunities');
  await dialog(page).getByLabel('Message (optional)').fill('Portfolio review');
  await button(page, 'Book Consultation').click();

  // During the simulated 2 s: the busy label, and no confirmation yet.
  await expect(button(page, 'Booking...')).toBeDisabled();
  await expect(toast(page, 'Consultation Booked!')).toHaveCount(0);
  // Stored first, before the wait ends.
  const stored = await storedRequests(page);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    callType: 'zoom',
    preferredDate: isoDay(5),
    preferredTime: '2:00 PM',
    topic: 'Investment Opportunities',
    message: 'Portfolio review',
    status: 'requested',
  });
  expect(typeof stored[0]?.id).toBe('string');

  await expect(toast(page, 'Consultation Booked!')).toContainText('2:00 PM EST');
  await expect(dialog(page)).toBeHidden();
  expect(calls).toEqual([]);
});
