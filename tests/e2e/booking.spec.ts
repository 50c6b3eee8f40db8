import { type Page } from '@playwright/test';
import { countRows, queryRows, uniqueEmail } from './helpers/db';
import { isoDay, recordPosts, toast } from './helpers/forms';
import { expect, test } from './helpers/test';

interface Destination {
  id: string;
  slug: string;
  name: string;
}

const form = (page: Page) => page.getByRole('form', { name: 'Booking request' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Request Booking' });
const summary = (page: Page) => form(page).getByRole('region', { name: /Aspen|Booking summary/ });

async function destinationId(page: Page, slug: string): Promise<string> {
  const res = await page.request.get('/api/destinations');
  const list = (await res.json()) as Destination[];
  const found = list.find((d) => d.slug === slug);
  if (!found) throw new Error(`no destination ${slug}`);
  return found.id;
}

async function fillGuest(page: Page, email: string) {
  const f = form(page);
  await f.getByLabel('Guest name').fill('Amelia Hart');
  await f.getByLabel('Email').fill(email);
  await f.getByLabel('Phone').fill('+1 555 010 2030');
  await f.getByLabel('Departure date').fill(isoDay(10));
  await f.getByLabel('Return date').fill(isoDay(17));
  await f.getByLabel('Guests').selectOption('4');
  await f.getByLabel('Special requests').fill('Window seats, please.');
}

const chooseJet = (page: Page, name: string) =>
  form(page).getByRole('radio', { name }).check({ force: true }); // the radio is drawn as a card

test('each validation message appears, and nothing is sent', async ({ page }) => {
  const posts = recordPosts(page, '/api/bookings');
  await page.goto('/booking');
  await expect(form(page).getByRole('radio')).toHaveCount(6);
  await submit(page).click();
  for (const message of [
    'Please select a destination',
    'Please select a private jet',
    'Guest name is required',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Departure date is required',
    'Return date is required',
  ]) {
    await expect(form(page).getByText(message)).toBeVisible();
  }
  await expect(form(page).getByLabel('Guests')).toHaveValue('2');
  await expect(form(page).getByLabel('Departure date')).toHaveAttribute('min', isoDay(0));

  await form(page).getByLabel('Departure date').fill(isoDay(9));
  await form(page).getByLabel('Return date').fill(isoDay(5));
  await submit(page).click();
  await expect(
    form(page).getByText('Return date must be on or after the departure date'),
  ).toBeVisible();
  await expect(form(page).getByText('Departure date is required')).toHaveCount(0);

  await form(page).getByLabel('Departure date').fill(isoDay(-1));
  await submit(page).click();
  await expect(form(page).getByText('Departure date cannot be in the past')).toBeVisible();
  expect(posts).toHaveLength(0);
});

test('the destination is pre-selected and locked, and the summary prices the jet', async ({
  page,
}) => {
  const aspen = await destinationId(page, 'aspen');
  await page.goto(`/booking/${aspen}`);
  const select = form(page).getByLabel('Destination');
  await expect(select).toBeDisabled();
  await expect(select).toHaveValue(aspen);
  await expect(form(page).getByText('Locked to the destination you chose.')).toBeVisible();
  await expect(summary(page).getByRole('heading', { name: 'Aspen' })).toBeVisible();

  await expect(summary(page).getByText('$2,670.00')).toBeVisible();
  await expect(summary(page).getByText('Choose a jet')).toBeVisible();
  await expect(summary(page).getByText('Included', { exact: true })).toBeVisible();
  await chooseJet(page, 'Bombardier Global 7500');
  await expect(summary(page).getByText('$27,000.00')).toBeVisible();
  await chooseJet(page, 'Embraer Phenom 300E');
  await expect(summary(page).getByText('$8,600.00')).toBeVisible();
  await expect(summary(page).getByText('$27,000.00')).toHaveCount(0);
  await expect(summary(page).getByText('Included', { exact: true })).toBeVisible();
});

test('a booking is confirmed, the form resets and one pending row is stored', async ({ page }) => {
  const email = uniqueEmail('booking');
  const aspen = await destinationId(page, 'aspen');
  const posts = recordPosts(page, '/api/bookings');
  await page.goto(`/booking/${aspen}`);
  await chooseJet(page, 'Bombardier Global 7500');
  await fillGuest(page, email);
  await submit(page).click();

  const confirmed = toast(page, 'Booking Confirmed!');
  await expect(confirmed).toContainText("We'll contact you shortly to finalize the details.");
  await expect(form(page).getByLabel('Guest name')).toHaveValue('');
  await expect(form(page).getByLabel('Guests')).toHaveValue('2');
  // Still locked to the page's destination after the reset.
  await expect(form(page).getByLabel('Destination')).toHaveValue(aspen);

  expect(posts[0]).toMatchObject({
    destinationId: aspen,
    jetId: 'global-7500',
    guests: 4,
    jetPrice: 27000,
    totalPrice: 29670,
  });
  const rows = queryRows<Record<string, unknown>>(
    'SELECT * FROM bookings WHERE guest_email = ?',
    email,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    destination_id: aspen,
    jet_id: 'global-7500',
    guest_name: 'Amelia Hart',
    departure_date: isoDay(10),
    return_date: isoDay(17),
    guests: 4,
    hotel_price_cents: 267000,
    jet_price_cents: 2700000,
    status: 'pending',
    special_requests: 'Window seats, please.',
  });
});

test('an unknown destination id shows a notice and an unlocked choice', async ({ page }) => {
  await page.goto('/booking/no-such-destination');
  await expect(page.getByText("We couldn't find that destination.")).toBeVisible();
  const select = form(page).getByLabel('Destination');
  await expect(select).toBeEnabled();
  await expect(select).toHaveValue('');
  await expect(form(page).getByText('Locked to the destination you chose.')).toHaveCount(0);
});

test.describe('refused by the server', () => {
  // Requests must reach page.route, not a service worker in between.
  test.use({ serviceWorkers: 'block' });

  test('shows Submitting..., the server message and field issues, then resends once', async ({
    page,
  }) => {
    const email = uniqueEmail('booking.refused');
    const aspen = await destinationId(page, 'aspen');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/bookings', async (route) => {
      await held;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Unknown jet',
          issues: { jetId: 'Please select a private jet' },
        }),
      });
    });
    await page.goto(`/booking/${aspen}`);
    await chooseJet(page, 'Dassault Falcon 8X');
    await fillGuest(page, email);
    await submit(page).click();

    const busy = form(page).getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    release();

    const failed = toast(page, 'Booking Failed');
    await expect(failed).toContainText('Unknown jet');
    await expect(form(page).getByText('Please select a private jet')).toBeVisible();
    await expect(form(page).getByRole('alert')).toContainText('Unknown jet');
    await expect(form(page).getByLabel('Email')).toHaveValue(email);

    await page.unroute('**/api/bookings');
    await submit(page).click();
    await expect(toast(page, 'Booking Confirmed!')).toBeVisible();
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    expect(countRows('SELECT count(*) AS n FROM bookings WHERE guest_email = ?', email)).toBe(1);
  });

  test('without a server message the fallback text is shown', async ({ page }) => {
    await page.route('**/api/bookings', (route) => route.fulfill({ status: 400, body: '' }));
    await page.goto(`/booking/${await destinationId(page, 'aspen')}`);
    await chooseJet(page, 'Cessna Citation Latitude');
    await fillGuest(page, uniqueEmail('booking.fallback'));
    await submit(page).click();
    await expect(toast(page, 'Booking Failed')).toContainText(
      'There was an error creating your booking. Please try again.',
    );
  });
});
