import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { API, type CurrentUser } from '@shared/api';
import { queryRows } from './helpers/db';
import { toast } from './helpers/forms';
import { registerMember, type TestMember } from './helpers/members';

// Issue 8, spec 2.9 and 4: /profile's view and edit modes, trips, and saves through the outbox.

interface UserRow {
  first_name: string;
  last_name: string;
  phone_number: string | null;
  state: string | null;
  company_name: string | null;
  upcoming_trips: string;
}

const stored = (email: string) =>
  queryRows<UserRow>('SELECT * FROM users WHERE email = ?', email.toLowerCase())[0];

const details = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: /Your details|Edit your details|Review/ });
const form = (page: Page) => page.getByRole('form', { name: 'Edit profile' });

async function openProfile(page: Page): Promise<TestMember> {
  await page.goto('/home');
  const member = await registerMember(page);
  await page.goto('/profile');
  await expect(page).toHaveTitle(/^Profile/);
  await expect(details(page).getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  return member;
}

test('a signed-out visitor is told to log in and sent to /login after 500 ms', async ({ page }) => {
  await page.goto('/profile');
  await expect(toast(page, 'Please log in to access your profile.')).toBeVisible();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile')}`);
});

test('edit, save: the server has it and view mode shows it', async ({ page }) => {
  const member = await openProfile(page);
  await details(page).getByRole('button', { name: 'Edit Profile' }).click();
  await form(page).getByLabel('Last name').fill('Ashcombe');
  await form(page).getByLabel('State').fill('Colorado');
  await form(page).getByLabel('Company name').fill('Hartley Ventures');
  await form(page).getByRole('button', { name: 'Save' }).click();

  await expect(form(page)).toBeHidden();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(details(page).getByText('Colorado')).toBeVisible();
  await expect(details(page).getByText('Hartley Ventures')).toBeVisible();
  expect(stored(member.email)).toMatchObject({
    last_name: 'Ashcombe',
    state: 'Colorado',
    company_name: 'Hartley Ventures',
  });
});

test('Cancel leaves edit mode without saving', async ({ page }) => {
  const member = await openProfile(page);
  await details(page).getByRole('button', { name: 'Edit Profile' }).click();
  await form(page).getByLabel('State').fill('Nevada');
  await form(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(form(page)).toBeHidden();
  await expect(details(page).getByText('Nevada')).toHaveCount(0);
  expect(stored(member.email)?.state).toBeNull();
});

test('trips: added, removed, blank and duplicate ignored', async ({ page }) => {
  const member = await openProfile(page);
  await details(page).getByRole('button', { name: 'Edit Profile' }).click();
  const f = form(page);
  const trips = f.getByRole('list', { name: 'Upcoming trips' }).getByRole('listitem');
  const add = async (trip: string) => {
    await f.getByLabel('New trip').fill(trip);
    await f.getByRole('button', { name: 'Add', exact: true }).click();
  };
  await add('Santorini, June');
  await add('Aspen at Christmas');
  await add('   ');
  await add(' santorini,   JUNE ');
  await add('Kyoto in spring');
  await expect(trips).toHaveText([/Santorini, June/, /Aspen at Christmas/, /Kyoto in spring/]);
  await f.getByRole('button', { name: 'Remove Aspen at Christmas' }).click();
  await expect(trips).toHaveText([/Santorini, June/, /Kyoto in spring/]);

  await f.getByRole('button', { name: 'Save' }).click();
  await expect(form(page)).toBeHidden();
  await expect(
    details(page).getByRole('list', { name: 'Upcoming trips' }).getByRole('listitem'),
  ).toHaveText(['Santorini, June', 'Kyoto in spring']);
  expect(JSON.parse(stored(member.email)?.upcoming_trips ?? '[]')).toEqual([
    'Santorini, June',
    'Kyoto in spring',
  ]);
});

test('a save that conflicts with another device: both versions, then my changes on top', async ({
  page,
}) => {
  const member = await openProfile(page);
  await details(page).getByRole('button', { name: 'Edit Profile' }).click();
  await form(page).getByLabel('State').fill('Florida');

  // Meanwhile, another device (a client written from spec 7: its body, no If-Match) changes the
  // company name.
  const current = (await (await page.request.get(API.authUser)).json()) as CurrentUser;
  const other = await page.request.put(API.profile, {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      firstName: current.firstName,
      lastName: current.lastName,
      phoneNumber: current.phoneNumber ?? '',
      state: '',
      companyName: 'Other Device Inc',
      upcomingTrips: [],
    },
  });
  expect(other.status()).toBe(200);

  await form(page).getByRole('button', { name: 'Save' }).click();
  const panel = details(page).getByRole('alert');
  await expect(panel).toContainText('Your profile was changed on another device.');
  const rows = panel.getByRole('row');
  await expect(rows.filter({ hasText: 'State' })).toContainText('Florida');
  await expect(rows.filter({ hasText: 'Company name' })).toContainText('Other Device Inc');
  expect(stored(member.email)?.state).toBeNull();

  await panel.getByRole('button', { name: 'Apply my changes on top' }).click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(details(page).getByText('Florida')).toBeVisible();
  await expect(details(page).getByText('Other Device Inc')).toBeVisible();
  expect(stored(member.email)).toMatchObject({
    state: 'Florida',
    company_name: 'Other Device Inc',
  });
});

test('a conflict resolved with the saved version drops the draft', async ({ page }) => {
  const member = await openProfile(page);
  await details(page).getByRole('button', { name: 'Edit Profile' }).click();
  await form(page).getByLabel('State').fill('Florida');
  const current = (await (await page.request.get(API.authUser)).json()) as CurrentUser;
  await page.request.put(API.profile, {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      firstName: 'Amy',
      lastName: current.lastName,
      phoneNumber: '',
      state: 'Maine',
      companyName: '',
      upcomingTrips: [],
    },
  });
  await form(page).getByRole('button', { name: 'Save' }).click();
  await details(page).getByRole('button', { name: 'Use the saved version' }).click();
  await expect(details(page).getByText('Maine')).toBeVisible();
  await expect(details(page).getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: /waiting to send|failed/i })).toHaveCount(0);
  expect(stored(member.email)).toMatchObject({ state: 'Maine', first_name: 'Amy' });
});
