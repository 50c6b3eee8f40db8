import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { API } from '@shared/api';
import { ITINERARY_API } from '@shared/itinerary-api';
import { queryRows } from './helpers/db';
import { E2E_PORT } from './helpers/env';
import { bookAspenThroughApi } from './helpers/member-bookings';
import { registerMember } from './helpers/members';
import { controlledByServiceWorker, goOffline } from './helpers/offline';
import { createStaff } from './helpers/staff';

// The trip page reads the local copy, which the worker's shell opens offline.
test.use({ serviceWorkers: 'allow' });
// A fresh worker precaches the whole site before it controls the page: under a full run's load
// that alone takes a good part of the default 30 s.
test.slow();

// Issue 38: the concierge writes a trip's itinerary; the member's open trip page shows it within
// moments (the change feed and its stream), and again after a reload with no connection.

const origin = `http://localhost:${E2E_PORT}`;
const main = (page: Page) => page.getByRole('main');

const ITEMS = [
  {
    kind: 'flight',
    from: 'KTEB',
    to: 'LFMN',
    departs: '2027-03-01T09:00',
    arrives: '2027-03-01T22:10',
    tailNumber: 'N750AU',
  },
  { kind: 'stay', name: 'Hôtel du Cap-Eden-Roc', checkIn: '2027-03-01', checkOut: '2027-03-08' },
  {
    kind: 'transfer',
    at: '2027-03-01T22:30',
    timeZone: 'Europe/Paris',
    from: 'Nice airport',
    to: 'Hôtel du Cap-Eden-Roc',
    driver: 'Marc',
  },
];

test('the trip page shows the itinerary the concierge wrote, at once and offline', async ({
  page,
  context,
  request,
}) => {
  // Registering, the worker's precache and the live pull take a while on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/home');
  const member = await registerMember(page);
  await bookAspenThroughApi(page, 2);
  const [booking] = queryRows<{ id: string }>(
    'SELECT id FROM bookings WHERE user_id = ?',
    member.user.id,
  );
  const id = booking!.id;
  await page.goto('/dashboard');
  await main(page).getByRole('link', { name: 'Itinerary' }).click();
  await expect(page).toHaveURL(`/dashboard/trips/${id}`);
  const itinerary = main(page).getByRole('region', { name: 'Itinerary' });
  await expect(itinerary.getByText('Your concierge is preparing the itinerary.')).toBeVisible();
  await controlledByServiceWorker(page);

  // The concierge, in a session of their own (the request fixture keeps its own cookies).
  const staff = createStaff('concierge');
  const signIn = await request.post(API.signIn, {
    headers: { Origin: origin },
    data: { email: staff.email, password: staff.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const res = await request.put(ITINERARY_API.concierge(id), {
    headers: { Origin: origin },
    data: { items: ITEMS, expectedUpdatedAt: null },
  });
  expect(res.status(), await res.text()).toBe(200);

  await expect(itinerary.getByText('09:00 at Teterboro, EST')).toBeVisible();
  await expect(
    itinerary.getByText("22:10 at Nice Cote D'Azur, CET, Mon, Mar 1, 2027"),
  ).toBeVisible();
  await expect(
    itinerary.getByRole('heading', { name: 'Hôtel du Cap-Eden-Roc', exact: true }),
  ).toBeVisible();
  await expect(itinerary.getByText('Mon, Mar 1, 2027, 22:30 CET')).toBeVisible();
  await expect(itinerary.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    ITINERARY_API.calendar(id),
  );

  // Share: where the device has no share sheet, the link is copied and a toast says so.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await itinerary.getByRole('button', { name: 'Share the itinerary' }).click();
  await expect(page.getByText('Link copied').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/dashboard/trips/${id}`, page.url()).href,
  );
  // On paper: the itinerary without the site's header, footer or buttons.
  await expect(itinerary.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-app-header]')).toBeHidden();
  await expect(itinerary.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(itinerary.getByText('09:00 at Teterboro, EST')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await goOffline(context, page);
  await page.reload();
  await expect(itinerary.getByText('09:00 at Teterboro, EST')).toBeVisible();
  await expect(itinerary.getByText('N750AU')).toBeVisible();
});
