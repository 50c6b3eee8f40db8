import { type Page } from '@playwright/test';
import { API } from '@shared/api';
import { consultationDialog, fillConsultationWizard, wizardButton } from './helpers/consultation';
import { queryRows } from './helpers/db';
import { isoDay, toast } from './helpers/forms';
import { localRows } from './helpers/local-db';
import { goOffline, goOnline } from './helpers/offline';
import { expect, test } from './helpers/test';

const dialog = consultationDialog;
const button = wizardButton;
const fillWizard = fillConsultationWizard;

async function open(page: Page) {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Book a Consultation' }).click();
  await expect(dialog(page)).toBeVisible();
}

/** The requests kept in the browser's database, for the member's dashboard. */
const storedRequests = (page: Page) => localRows(page, 'consultations');

interface InboxRow {
  name: string;
  email: string;
  message: string;
  phone_number: string | null;
  details: string;
  kind: string;
}

/** The consultation requests that reached the club's inbox with this message. */
const inboxRows = (message: string) =>
  queryRows<InboxRow>(
    "SELECT name, email, message, phone_number, details, kind FROM contact_messages WHERE kind = 'consultation' AND message = ?",
    message,
  );

/** Every write the page got an answer to, by path. */
function recordWrites(page: Page): string[] {
  const calls: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.method() !== 'GET') calls.push(new URL(r.url()).pathname);
  });
  return calls;
}

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

test('booking waits 2 seconds, then confirms; the request is kept and reaches the club once', async ({
  page,
}) => {
  const calls = recordWrites(page);
  const message = `Portfolio review ${crypto.randomUUID()}`;
  await open(page);
  await fillWizard(page, message);
  await button(page, 'Book Consultation').click();

  // During the simulated 2 s: the busy label, and no confirmation yet.
  await expect(button(page, 'Booking...')).toBeDisabled();
  await expect(toast(page, 'Consultation Booked!')).toHaveCount(0);
  // Stored first, before the wait ends (a first visit opens its database for this submission).
  await expect.poll(async () => (await storedRequests(page)).length).toBe(1);
  await expect(toast(page, 'Consultation Booked!')).toHaveCount(0);
  const stored = await storedRequests(page);
  expect(stored[0]).toMatchObject({
    callType: 'zoom',
    preferredDate: isoDay(5),
    preferredTime: '2:00 PM',
    topic: 'Investment Opportunities',
    message,
    status: 'requested',
  });
  expect(typeof stored[0]?.id).toBe('string');

  await expect(toast(page, 'Consultation Booked!')).toContainText('2:00 PM EST');
  await expect(dialog(page)).toBeHidden();

  // Issue 22: the outbox delivered it to the console's inbox, once, under the request's own id.
  await expect.poll(() => inboxRows(message).length).toBe(1);
  const [row] = inboxRows(message);
  expect(row).toMatchObject({ kind: 'consultation', name: 'Guest', email: '', phone_number: null });
  expect(JSON.parse(row!.details)).toEqual({
    callType: 'zoom',
    preferredDate: isoDay(5),
    preferredTime: '2:00 PM',
    topic: 'Investment Opportunities',
    appleId: null,
  });
  const outbox = await localRows<{ kind: string; status: string; body: { id: string } }>(
    page,
    'outbox',
  );
  expect(outbox).toMatchObject([{ kind: 'consultation', status: 'sent' }]);
  expect(outbox[0]?.body.id).toBe(stored[0]?.id);
  expect(calls).toEqual([API.consultations]);
});

test('booked offline: the same confirmation, and the request reaches the club once back online', async ({
  page,
  context,
}) => {
  const calls = recordWrites(page);
  const message = `Offline review ${crypto.randomUUID()}`;
  await open(page);
  await fillWizard(page, message);
  await goOffline(context, page);
  await button(page, 'Book Consultation').click();

  await expect(toast(page, 'Consultation Booked!')).toContainText('2:00 PM EST');
  await expect(dialog(page)).toBeHidden();
  // The header says a request waits (a plain label: without the worker, its panel cannot load).
  const waiting = page.getByRole('banner').getByText('1 waiting to send');
  await expect(waiting).toBeVisible();
  expect(inboxRows(message)).toHaveLength(0);

  await goOnline(context, page);
  await expect.poll(() => inboxRows(message).length).toBe(1);
  await expect(waiting).toHaveCount(0);
  // One answered request, one row.
  expect(calls.filter((path) => path === API.consultations)).toHaveLength(1);
  expect(inboxRows(message)).toHaveLength(1);
});
