/**
 * Staff for browser tests: accounts made the way the club makes them, with `npm run staff` on the
 * e2e server's database, and signed in through /login like a person.
 */
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { API, type BookingResponse, type ConciergeBookingDetail, type UserRole } from '@shared/api';
import { uniqueEmail } from './db';
import { E2E_DB_PATH, E2E_PORT } from './env';
import { isoDay } from './forms';
import { MEMBER_PASSWORD } from './members';

export interface TestStaff {
  email: string;
  password: string;
}

/** Runs the staff CLI against the e2e database (it is safe while the server runs: WAL). */
export function createStaff(role: Exclude<UserRole, 'member'>): TestStaff {
  const email = uniqueEmail(role);
  execFileSync(
    'npx',
    ['tsx', 'scripts/staff.ts', 'add', email, '--role', role, '--password-stdin'],
    {
      input: MEMBER_PASSWORD,
      env: { ...process.env, DATABASE_PATH: E2E_DB_PATH },
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  return { email, password: MEMBER_PASSWORD };
}

/** Signs in on /login with no `redirect`: staff land in the console. */
export async function signInStaff(page: Page, staff: TestStaff): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/concierge$/);
}

/** A guest's booking through the public API; `name` makes it findable by search. */
export async function bookAsGuest(page: Page, name: string, departInDays = 40): Promise<string> {
  const origin = `http://localhost:${E2E_PORT}`;
  const destinations = (await (await page.request.get(API.destinations)).json()) as Array<{
    id: string;
  }>;
  const jets = (await (await page.request.get(API.jets)).json()) as Array<{ id: string }>;
  const res = await page.request.post(API.bookings, {
    headers: { Origin: origin },
    data: {
      destinationId: destinations[0]?.id,
      jetId: jets[0]?.id,
      guestName: name,
      guestEmail: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      guestPhone: '+1 555 010 2030',
      departureDate: isoDay(departInDays),
      returnDate: isoDay(departInDays + 5),
      guests: 2,
      specialRequests: 'A table on the terrace at sunset.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as BookingResponse).id;
}

/** The booking as the console's API has it (the page's staff session). */
export async function consoleBooking(page: Page, id: string) {
  const res = await page.request.get(API.conciergeBooking(id));
  expect(res.status()).toBe(200);
  return ((await res.json()) as ConciergeBookingDetail).booking;
}
