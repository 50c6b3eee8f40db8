import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { type APIRequestContext, type Page } from '@playwright/test';
import { API, type BookingListItem, type ConciergeBooking, type OrderSummary } from '@shared/api';
import { uniqueEmail } from './helpers/db';
import { E2E_DB_PATH } from './helpers/env';
import { bookAspenThroughApi } from './helpers/member-bookings';
import { registerMember } from './helpers/members';
import { controlledByServiceWorker, goOffline } from './helpers/offline';
import { expect, test } from './helpers/test';

// Issue 22, "What the member and the guest see": the concierge's answer on My trips and a shipped
// order on My orders, from the server and, offline, from this device's copy.

// The service worker serves the reload offline; a fixed locale and zone pin the times' wording.
test.use({ serviceWorkers: 'allow', locale: 'en-GB', timezoneId: 'Europe/London' });

const STAFF_PASSWORD = 'brass-lantern-harbour-81';
const NOTE = 'Your suite at the Little Nell is held.\nA car meets you on the tarmac at Aspen.';
const QUOTE = '31500.00';

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name });

/**
 * A concierge made with `npm run staff` on the e2e server's database, signed in on `request`
 * (its own cookie jar, apart from the member's browser context).
 */
async function signInConcierge(request: APIRequestContext, origin: string): Promise<void> {
  const email = uniqueEmail('concierge');
  execFileSync(
    'npx',
    ['tsx', 'scripts/staff.ts', 'add', email, '--role', 'concierge', '--password-stdin'],
    {
      input: STAFF_PASSWORD,
      env: { ...process.env, DATABASE_PATH: E2E_DB_PATH },
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  const res = await request.post(API.signIn, {
    headers: { Origin: origin },
    data: { email, password: STAFF_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Quotes, then confirms with a note, as the console does; returns the booking as it ends. */
async function quoteAndConfirm(
  staff: APIRequestContext,
  origin: string,
  id: string,
): Promise<ConciergeBooking> {
  const patch = async (data: Record<string, unknown>) => {
    const res = await staff.patch(API.conciergeBooking(id), { data, headers: { Origin: origin } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as ConciergeBooking;
  };
  const detail = await staff.get(API.conciergeBooking(id));
  expect(detail.status()).toBe(200);
  const { booking } = (await detail.json()) as { booking: ConciergeBooking };
  const quoted = await patch({
    status: 'quoted',
    quotedPrice: QUOTE,
    note: 'Jet and suite for the week.',
    expectedUpdatedAt: booking.updatedAt,
  });
  return patch({ status: 'confirmed', note: NOTE, expectedUpdatedAt: quoted.updatedAt });
}

/** A paid order (the wrap: 24 in stock) for the signed-in member, through the demo checkout. */
async function paidOrder(page: Page): Promise<OrderSummary> {
  const headers = { Origin: new URL(page.url()).origin };
  const checkout = await page.request.post(API.productCheckout, {
    headers,
    data: { productId: 6, quantity: 1 },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const session = ((await checkout.json()) as { url: string }).url.split('/').at(-1)!;
  const paid = await page.request.post(API.demoCheckoutPay(session), { headers });
  expect(paid.status(), await paid.text()).toBe(200);
  const orders = (await (await page.request.get(API.orders)).json()) as OrderSummary[];
  const order = orders.find((o) => o.status === 'paid');
  expect(order, 'the paid order').toBeTruthy();
  return order!;
}

/** Marks the order shipped in the server's database, as the console's 'Mark shipped' records it. */
function markShipped(orderId: string, shippedAt: string): void {
  const db = new Database(E2E_DB_PATH, { fileMustExist: true });
  try {
    db.prepare(
      'UPDATE orders SET shipped_at = ?, carrier = ?, tracking_number = ?, updated_at = ? WHERE id = ?',
    ).run(shippedAt, 'DHL', '1234567890', shippedAt, orderId);
  } finally {
    db.close();
  }
}

const londonDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
});
const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  timeStyle: 'short',
});
/** "3 Nov, 14:05", as a member in London reads it. */
const londonMoment = (iso: string) =>
  `${londonDay.format(new Date(iso))}, ${londonClock.format(new Date(iso))}`;

async function expectConciergeAnswer(page: Page, changedAt: string, shippedAt: string) {
  const trip = region(page, 'My trips').getByRole('listitem').filter({ hasText: 'Aspen' });
  await expect(trip).toContainText('Status: Confirmed');
  await expect(trip.getByText('Your suite at the Little Nell is held.')).toBeVisible();
  await expect(trip.getByText('A car meets you on the tarmac at Aspen.')).toBeVisible();
  await expect(trip).toContainText('Quoted price $31,500.00');
  // "Updated 3 Nov, 14:05": the member's locale and zone.
  await expect(trip).toContainText(`Updated ${londonMoment(changedAt)}`);

  const order = region(page, 'My orders').getByRole('listitem').first();
  await expect(order).toContainText('Status: Shipped');
  await expect(order).toContainText(
    `Shipped ${londonDay.format(new Date(shippedAt))}·DHL·Tracking number 1234567890`,
  );
}

test('the concierge’s answer and a shipped order show on the dashboard, online and offline', async ({
  page,
  context,
  request,
}, info) => {
  // Registration, a booking, the console's two steps, an order, axe, four screenshots and an
  // offline reload: ~15 s alone, twice that beside another worker on a 2-core machine.
  test.slow();
  await page.goto('/home');
  await registerMember(page);
  await bookAspenThroughApi(page, 2);
  const [booking] = (await (await page.request.get(API.bookings)).json()) as BookingListItem[];
  // Before anyone at the club has looked at it.
  await page.goto('/dashboard');
  const trip = region(page, 'My trips').getByRole('listitem').filter({ hasText: 'Aspen' });
  await expect(trip).toContainText('Status: Awaiting the concierge');
  await expect(trip).toContainText(`Requested ${londonMoment(booking!.createdAt)}`);
  await expect(trip).not.toContainText('Quoted price');
  // Before a quote, the prices the server booked it at (Aspen's hotel price, the jet's).
  await expect(trip).toContainText('Hotel $2,670.00');
  await expect(trip).toContainText(`Jet $${Number(booking!.jetPrice).toLocaleString('en-US')}.00`);

  const origin = new URL(page.url()).origin;
  await signInConcierge(request, origin);
  const confirmed = await quoteAndConfirm(request, origin, booking!.id);
  expect(confirmed).toMatchObject({ status: 'confirmed', conciergeNote: NOTE, quotedPrice: QUOTE });
  const order = await paidOrder(page);
  const shippedAt = new Date().toISOString();
  markShipped(order.id, shippedAt);

  await page.goto('/dashboard');
  await expectConciergeAnswer(page, confirmed.statusChangedAt!, shippedAt);
  // The note, the badges and the small print read well (contrast, names) for everyone.
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const name of ['My trips', 'My orders']) {
      await region(page, name).screenshot({
        path: info.outputPath(`member-${name === 'My trips' ? 'trips' : 'orders'}-${width}.png`),
      });
    }
  }

  // Offline: the reload comes from the service worker, the lists from this device's copy.
  await controlledByServiceWorker(page);
  await goOffline(context, page);
  await page.reload();
  await expect(region(page, 'My trips').getByText(/Offline · Last updated/)).toBeVisible();
  await expectConciergeAnswer(page, confirmed.statusChangedAt!, shippedAt);
});
