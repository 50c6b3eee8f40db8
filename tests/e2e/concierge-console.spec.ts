import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { API } from '@shared/api';
import { isoDay, toast } from './helpers/forms';
import { registerMember } from './helpers/members';
import { goOffline, goOnline } from './helpers/offline';
import {
  bookAsGuest,
  consoleBooking,
  createStaff,
  signInStaff,
  type TestStaff,
} from './helpers/staff';

// The concierge console (issue 22) as staff and members meet it: the door, Today, the bookings
// list and a booking's workflow, a colleague's change in between, and the console offline.
let staff: TestStaff;
test.beforeAll(() => {
  staff = createStaff('concierge');
});

/** A name no other test's booking has, so a search finds this test's rows only. */
const uniqueGuest = (first: string) =>
  `${first} Q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const bookingsTable = (page: Page) => page.getByRole('table', { name: /^Bookings/ });
const bookingRows = (page: Page) => bookingsTable(page).locator('tbody tr');

async function openBooking(page: Page, id: string) {
  await page.goto(`/concierge/bookings/${id}`);
  await expect(page.getByRole('heading', { name: 'Next step' })).toBeVisible();
}

test('staff sign in and land on Today, whose counts open the filtered lists', async ({ page }) => {
  await signInStaff(page, staff);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const console = page.getByRole('navigation', { name: 'Console' });
  await expect(console.getByRole('link', { name: 'Today' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Concierges do not read the audit log: it is not offered.
  await expect(console.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  const newBookings = page.getByRole('link', { name: /New bookings/ });
  await expect(newBookings).toHaveAttribute('href', '/concierge/bookings?status=pending');
  await expect(newBookings).toContainText(/\d/);
  await newBookings.click();
  await expect(page).toHaveURL(/\/concierge\/bookings\?status=pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('pending');

  await page.goto('/concierge');
  await page.getByRole('link', { name: /Flagged orders/ }).click();
  await expect(page).toHaveURL(/\/concierge\/orders\?filter=flagged$/);
  await expect(page.getByLabel('Show')).toHaveValue('flagged');

  await page.goto('/concierge');
  await page.getByRole('link', { name: /Failed installments/ }).click();
  await expect(page).toHaveURL(/\/concierge\/installments\?status=failed$/);
  await expect(page.getByLabel('Status')).toHaveValue('failed');
});

test('the bookings list searches, filters and pages on the server, its state in the address', async ({
  page,
}) => {
  await signInStaff(page, staff);
  const family = uniqueGuest('Lindqvist');
  const ids = [];
  for (let i = 0; i < 3; i++) ids.push(await bookAsGuest(page, `${family} ${i}`, 30 + i * 10));
  await page.goto('/concierge/bookings');

  await page.getByLabel('Search', { exact: true }).fill(family);
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(family).replace(/%20/g, '\\+')}`),
  );
  await expect(bookingRows(page)).toHaveCount(3);
  await expect(page.getByText('1–3 of 3 bookings')).toBeVisible();

  // Paging: two a page (any size up to 200 can be asked for in the address).
  const url = new URL(page.url());
  url.searchParams.set('pageSize', '2');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(bookingRows(page)).toHaveCount(2);
  await expect(page.getByText('1–2 of 3 bookings')).toBeVisible();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(bookingRows(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByText('3–3 of 3 bookings')).toBeVisible();

  // The departure window: only the trip leaving in 50 days is left.
  await page.getByLabel('Departs from').fill(isoDay(45));
  await expect(bookingRows(page)).toHaveCount(1);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(bookingsTable(page)).toContainText(`${family} 2`);

  // A status with no such booking: said plainly, with the way back.
  await page.getByLabel('Status').selectOption('completed');
  await expect(page.getByText('No bookings match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(page).toHaveURL(/\/concierge\/bookings(\?pageSize=2)?$/);

  // Sorting is offered on the dates, and says which way.
  const departure = bookingsTable(page).getByRole('columnheader', { name: /Departure/ });
  await expect(departure).toHaveAttribute('aria-sort', 'none');
  await departure.getByRole('button').click();
  await expect(page).toHaveURL(/sort=departureDate/);
  await expect(departure).toHaveAttribute('aria-sort', 'ascending');
  await expect(bookingsTable(page).getByRole('columnheader', { name: /Received/ })).toHaveAttribute(
    'aria-sort',
    'none',
  );
});

test('a booking is quoted, then confirmed, from its screen', async ({ page }) => {
  await signInStaff(page, staff);
  const guest = uniqueGuest('Beaumont');
  const id = await bookAsGuest(page, guest);
  await page.goto(`/concierge/bookings?q=${encodeURIComponent(guest)}`);
  await bookingRows(page).getByRole('link', { name: guest }).click();
  await expect(page.getByRole('heading', { level: 1, name: guest })).toBeVisible();

  // Only the workflow's next steps are offered.
  const steps = page.getByRole('group', { name: 'Choose the next step' });
  await expect(steps.getByRole('button')).toHaveText(['Quote', 'Decline']);
  await steps.getByRole('button', { name: 'Quote' }).click();
  await page.getByRole('button', { name: 'Send the quote' }).click();
  await expect(page.getByText('A quote needs a price')).toBeVisible();
  await page.getByLabel('Quoted price (USD)').fill('12500.00');
  await page
    .getByLabel('Note for the guest (optional)')
    .fill('The villa on the cliff, with a chef.');
  await page.getByRole('button', { name: 'Send the quote' }).click();
  await expect(toast(page, 'Quote sent to the guest')).toBeVisible();
  await expect(page.getByText('The villa on the cliff, with a chef.')).toBeVisible();
  await expect(steps.getByRole('button')).toHaveText(['Confirm', 'Decline']);

  await steps.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Note for the guest (optional)').fill('Your car collects you at nine.');
  await page.getByRole('button', { name: 'Confirm the booking' }).click();
  await expect(toast(page, 'Booking confirmed')).toBeVisible();
  await expect(steps.getByRole('button')).toHaveText(['Complete', 'Cancel']);

  const booking = await consoleBooking(page, id);
  expect(booking).toMatchObject({
    status: 'confirmed',
    quotedPrice: '12500.00',
    conciergeNote: 'Your car collects you at nine.',
  });
});

test('a stale edit shows both versions and re-applies the step on the current one', async ({
  page,
}) => {
  await signInStaff(page, staff);
  const guest = uniqueGuest('Ashworth');
  const id = await bookAsGuest(page, guest);
  await openBooking(page, id);

  // A colleague quotes it in the meantime.
  const opened = await consoleBooking(page, id);
  const colleague = await page.request.patch(API.conciergeBooking(id), {
    data: {
      status: 'quoted',
      quotedPrice: '9000.00',
      note: 'Quoted by a colleague',
      expectedUpdatedAt: opened.updatedAt,
    },
  });
  expect(colleague.status(), await colleague.text()).toBe(200);

  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByLabel('Note for the guest (optional)').fill('We are fully booked that week.');
  await page.getByRole('button', { name: 'Decline the booking' }).click();

  const conflict = page.getByRole('alert').filter({ hasText: 'Someone changed this booking' });
  await expect(conflict).toBeVisible();
  const versions = conflict.getByRole('table', {
    name: 'Your step beside the booking as it is now',
  });
  await expect(versions.getByRole('row', { name: /Status/ })).toContainText('Declined (your step)');
  await expect(versions.getByRole('row', { name: /Status/ })).toContainText('Quoted');
  await expect(versions.getByRole('row', { name: /Note for the guest/ })).toContainText(
    'We are fully booked that week.',
  );
  await expect(versions.getByRole('row', { name: /Note for the guest/ })).toContainText(
    'Quoted by a colleague',
  );
  // The page shows the booking as it is now.
  await expect(page.getByText('$9,000.00').first()).toBeVisible();

  await conflict.getByRole('button', { name: /Re-apply my step/ }).click();
  await expect(toast(page, 'Booking declined')).toBeVisible();
  expect(await consoleBooking(page, id)).toMatchObject({
    status: 'declined',
    conciergeNote: 'We are fully booked that week.',
  });
  await expect(page.getByText('there is no further step to take')).toBeVisible();
});

test('a step no longer possible after a colleague’s change is not offered again', async ({
  page,
}) => {
  await signInStaff(page, staff);
  const id = await bookAsGuest(page, uniqueGuest('Harrow'));
  await openBooking(page, id);
  // A colleague declines it: Quote, still offered on this screen, is no longer possible.
  const opened = await consoleBooking(page, id);
  await page.request.patch(API.conciergeBooking(id), {
    data: { status: 'declined', expectedUpdatedAt: opened.updatedAt },
  });
  await page.getByRole('button', { name: 'Quote' }).click();
  await page.getByLabel('Quoted price (USD)').fill('5000.00');
  await page.getByRole('button', { name: 'Send the quote' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Someone changed this booking' });
  await expect(conflict).toContainText('A declined booking cannot be quoted');
  await expect(conflict.getByRole('button', { name: /Re-apply/ })).toHaveCount(0);
});

test('a transition the server refuses shows its message, and keeps the form', async ({ page }) => {
  await signInStaff(page, staff);
  const id = await bookAsGuest(page, uniqueGuest('Fairfax'));
  await openBooking(page, id);
  // The workflow lives on the server: whatever the screen offered, its 409 has the last word.
  const refusal = 'A pending booking cannot become confirmed: it can become quoted or declined.';
  await page.route(`**${API.conciergeBooking(id)}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 409,
          json: { message: refusal, error: refusal, code: 'booking_transition_refused' },
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByLabel('Note for the guest (optional)').fill('Kept as typed.');
  await page.getByRole('button', { name: 'Decline the booking' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not done.' })).toContainText(refusal);
  await expect(page.getByLabel('Note for the guest (optional)')).toHaveValue('Kept as typed.');
});

test('offline, the console says so, waits with its actions, and keeps the typed note', async ({
  page,
  context,
}) => {
  await signInStaff(page, staff);
  const id = await bookAsGuest(page, uniqueGuest('Kessler'));
  await openBooking(page, id);
  await page.getByRole('button', { name: 'Quote' }).click();
  await page.getByLabel('Quoted price (USD)').fill('7400.00');
  const note = page.getByLabel('Note for the guest (optional)');
  await note.fill('Two suites, connecting, on the sea side.');

  await goOffline(context, page);
  await expect(
    page.getByRole('status').filter({ hasText: 'Staff actions need a connection' }),
  ).toBeVisible();
  const send = page.getByRole('button', { name: 'Send the quote' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(/Staff actions need a connection/);
  await expect(note).toHaveValue('Two suites, connecting, on the sea side.');

  await goOnline(context, page);
  await expect(page.getByText('Staff actions need a connection')).toHaveCount(0);
  await expect(note).toHaveValue('Two suites, connecting, on the sea side.');
  await send.click();
  await expect(toast(page, 'Quote sent to the guest')).toBeVisible();
  expect(await consoleBooking(page, id)).toMatchObject({
    status: 'quoted',
    quotedPrice: '7400.00',
    conciergeNote: 'Two suites, connecting, on the sea side.',
  });
});

test('a member gets the staff-only page, and the API refuses them too', async ({ page }) => {
  await page.goto('/home');
  await registerMember(page);
  await page.goto('/concierge/bookings');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This part of the club is for its staff only' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect((await page.request.get(API.conciergeBookings)).status()).toBe(403);
});

test('a signed-out visitor is sent to sign in, and comes back to the list they asked for', async ({
  page,
}) => {
  await page.goto('/concierge/bookings?status=pending');
  await expect(page).toHaveURL(/\/login\?redirect=\/concierge\/bookings%3Fstatus%3Dpending$/);
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/concierge\/bookings\?status=pending$/);
  await expect(page.getByLabel('Status')).toHaveValue('pending');
});
