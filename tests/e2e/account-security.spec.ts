import { readFile } from 'node:fs/promises';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import type { AccountExport } from '@shared/account-api';
import { API } from '@shared/api';
import { queryRows } from './helpers/db';
import { E2E_DB_PATH } from './helpers/env';
import { toast } from './helpers/forms';
import { bookAspenThroughApi } from './helpers/member-bookings';
import { MEMBER_PASSWORD, registerMember, signInOn } from './helpers/members';
import { expect, test } from './helpers/test';

// Issue 24: passkeys with Chromium's virtual authenticator, devices across two browser contexts,
// the data export and the account's deletion, each through /profile's Security section.

const SHOTS = '/work/notes/shots';

const security = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Security', exact: true });
const passkeys = (page: Page) => security(page).getByRole('list', { name: 'Your passkeys' });
const devices = (page: Page) => security(page).getByRole('list', { name: 'Your devices' });

/** A platform authenticator on this page, as a phone's or laptop's with a fingerprint reader. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function openSecurity(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(security(page)).toBeVisible();
  await expect(devices(page)).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Ages the proofs of the member's sessions, as if the last check was an hour ago. */
function forgetRecentCheck(email: string): void {
  const db = new Database(E2E_DB_PATH);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `UPDATE sessions SET verified_at = '2000-01-01T00:00:00.000Z'
       WHERE user_id = (SELECT id FROM users WHERE email = ?)`,
    ).run(email.toLowerCase());
  } finally {
    db.close();
  }
}

test('the sign-in form offers passkeys in the email field’s autofill', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByRole('form', { name: 'Sign in' }).getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('autocomplete', 'username webauthn');
});

test('add a passkey, sign in with it, remove it and see the sign-in refused', async ({ page }) => {
  // A registration, three sign-outs and two passkey sign-ins, each loading the members' area:
  // ~25 s alone on a 2-core machine.
  test.slow();
  await page.goto('/');
  const member = await registerMember(page);
  await addVirtualAuthenticator(page);
  await openSecurity(page);

  await security(page).getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  // Named after this device by default.
  await expect(dialog.getByLabel('Name')).toHaveValue(/Chrome/);
  await dialog.getByLabel('Name').fill('Test laptop');
  await dialog.getByRole('button', { name: 'Create Passkey' }).click();
  await expect(toast(page, 'Passkey Added')).toBeVisible();
  await expect(passkeys(page).getByText('Test laptop')).toBeVisible();
  await expect(passkeys(page).getByText(/Not used yet/)).toBeVisible();

  // Where the browser offers passkeys in the email field's autofill, picking one signs in
  // (Chromium's virtual authenticator picks it at once).
  await signOut(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(`Welcome, ${member.firstName}`)).toBeVisible();

  // Where it does not, the button opens the browser's own prompt.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(`Welcome, ${member.firstName}`)).toBeVisible();

  await openSecurity(page);
  await expect(passkeys(page).getByText(/Last used/)).toBeVisible();
  await passkeys(page).getByRole('button', { name: 'Remove Test laptop' }).click();
  await expect(toast(page, 'Passkey Removed')).toBeVisible();
  await expect(security(page).getByText('No passkeys yet.')).toBeVisible();

  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign In Failed' })).toContainText(
    'This passkey is not registered with the club.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('“Sign out other devices” on one device signs the other out', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  const member = await registerMember(page);
  const laptop = await browser.newContext();
  try {
    const other = await signInOn(laptop, member, baseURL!);
    await other.goto('/dashboard');
    await expect(other.getByRole('banner').getByText(`Welcome, ${member.firstName}`)).toBeVisible();

    await openSecurity(page);
    await expect(devices(page).getByRole('listitem')).toHaveCount(2);
    await expect(devices(page).getByText('This device')).toHaveCount(1);
    await security(page).getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(toast(page, 'Signed Out Elsewhere')).toBeVisible();
    await expect(devices(page).getByRole('listitem')).toHaveCount(1);

    // The other device hears of it on its open stream, and forgets the member.
    await expect(other.getByRole('banner').getByText(`Welcome, ${member.firstName}`)).toHaveCount(
      0,
      { timeout: 10_000 },
    );
    expect((await other.request.get(API.authUser)).status()).toBe(401);
    expect((await page.request.get(API.authUser)).status()).toBe(200);
  } finally {
    await laptop.close();
  }
});

test('an old check asks “Confirm it’s you” in a dialog, then goes on', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  const member = await registerMember(page);
  const laptop = await browser.newContext();
  try {
    await signInOn(laptop, member, baseURL!);
    await openSecurity(page);
    forgetRecentCheck(member.email);
    await security(page).getByRole('button', { name: 'Sign out other devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(dialog.getByText('That password is not correct. Please try again.')).toBeVisible();
    await dialog.getByLabel('Password').fill(MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Signed Out Elsewhere')).toBeVisible();
    await expect(devices(page).getByRole('listitem')).toHaveCount(1);
    // Never a sign-out of this device.
    expect(page.url()).toContain('/profile');
  } finally {
    await laptop.close();
  }
});

test('download your data: one JSON file of the member’s records, no secret', async ({ page }) => {
  await page.goto('/');
  const member = await registerMember(page);
  await bookAspenThroughApi(page, 2);
  await openSecurity(page);
  const download = page.waitForEvent('download');
  await security(page).getByRole('button', { name: 'Download your data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^aurelian-account-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await file.path())!, 'utf8');
  const data = JSON.parse(text) as AccountExport;
  expect(data.profile.email).toBe(member.email.toLowerCase());
  expect(data.bookings).toHaveLength(1);
  expect(data.bookings[0]?.destinationName).toContain('Aspen');
  expect(data.sessions).toHaveLength(1);
  expect(data.sessions[0]?.device).toMatch(/Chrome/);
  const [row] = queryRows<{ hash: string }>(
    'SELECT password_hash AS hash FROM users WHERE email = ?',
    member.email.toLowerCase(),
  );
  expect(row?.hash).toBeTruthy();
  expect(text).not.toContain(row?.hash);
  expect(text).not.toMatch(/passwordHash|password_hash/);
});

test('delete the account: the booking stays under a pseudonym; the address registers again', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const member = await registerMember(page);
  await bookAspenThroughApi(page, 2);
  const email = member.email.toLowerCase();
  const [booking] = queryRows<{ id: string }>(
    'SELECT b.id FROM bookings b JOIN users u ON u.id = b.user_id WHERE u.email = ?',
    email,
  );
  expect(booking).toBeDefined();
  await openSecurity(page);

  await security(page).getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Your membership subscription is cancelled');
  await expect(dialog).toContainText('under a pseudonym');
  if (testInfo.retry === 0) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      // Once the opening animation has finished: mid-fade, the page shows through.
      await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      await page.screenshot({ path: `${SHOTS}/security-delete-dialog-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByText('That password is not correct. Please try again.')).toBeVisible();
  expect(queryRows('SELECT id FROM users WHERE email = ?', email)).toHaveLength(1);

  await dialog.getByLabel('Password').fill(MEMBER_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Account Deleted')).toBeVisible();
  await expect(page.getByRole('banner').getByText(`Welcome, ${member.firstName}`)).toHaveCount(0);

  expect(queryRows('SELECT id FROM users WHERE email = ?', email)).toEqual([]);
  expect(
    queryRows(
      'SELECT user_id, guest_name, guest_email, guest_phone FROM bookings WHERE id = ?',
      booking?.id,
    ),
  ).toEqual([
    {
      user_id: null,
      guest_name: expect.stringMatching(/^Former member [0-9a-f]{12}$/),
      guest_email: expect.stringMatching(/^former-member-[0-9a-f]{12}@deleted\.invalid$/),
      guest_phone: '',
    },
  ]);

  // The same address can join again.
  const again = await page.request.post(API.register, {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      email: member.email,
      password: MEMBER_PASSWORD,
      firstName: 'Amelia',
      lastName: 'Hartley',
      phoneNumber: '+15551234567',
    },
  });
  expect(again.status()).toBe(201);
});

/** The `param` of the link in the newest mail of `kind` to `to`. */
function mailedLink(kind: string, to: string, param: string): string {
  const [mail] = queryRows<{ text_body: string }>(
    'SELECT text_body FROM mail_outbox WHERE kind = ? AND to_address = ? ORDER BY id DESC LIMIT 1',
    kind,
    to.toLowerCase(),
  );
  const link = /https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? '';
  const url = new URL(link);
  expect(url.searchParams.get(param)).toBeTruthy();
  return `${url.pathname}${url.search}`;
}

test('change the password: the new one signs in, the old one no longer', async ({ page }) => {
  await page.goto('/');
  const member = await registerMember(page);
  await openSecurity(page);
  await security(page).getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await dialog.getByLabel('Current password').fill(MEMBER_PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill('midnight-sleeper-77');
  await dialog.getByLabel('Confirm new password').fill('midnight-sleeper-78');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill('midnight-sleeper-77');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password Changed')).toBeVisible();
  await expect(dialog).toBeHidden();

  await signOut(page);
  const origin = new URL(page.url()).origin;
  const signIn = (password: string) =>
    page.request.post(API.signIn, {
      headers: { Origin: origin },
      data: { email: member.email, password },
    });
  expect((await signIn(MEMBER_PASSWORD)).status()).toBe(401);
  expect((await signIn('midnight-sleeper-77')).status()).toBe(200);
});

test('change the email by the mailed link, then undo it from the old address', async ({ page }) => {
  await page.goto('/');
  const member = await registerMember(page);
  const newEmail = `new.${member.email}`;
  await openSecurity(page);
  await security(page).getByRole('button', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your email' });
  await dialog.getByLabel('New email').fill(newEmail);
  await dialog.getByRole('button', { name: 'Send Confirmation Link' }).click();
  await expect(dialog.getByRole('status')).toContainText('We have sent a link to your new address');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto(mailedLink('email_change_confirm', newEmail, 'token'));
  await page.getByRole('button', { name: 'Confirm New Email' }).click();
  await expect(page.getByRole('heading', { name: 'Your email is changed' })).toBeVisible();
  await expect(page.getByText(newEmail.toLowerCase())).toBeVisible();
  await page.getByRole('link', { name: 'Go to Your Profile' }).click();
  await expect(security(page).getByText(newEmail.toLowerCase())).toBeVisible();

  await page.goto(mailedLink('email_changed', member.email, 'undo'));
  await page.getByRole('button', { name: 'Undo the Change' }).click();
  await expect(page.getByRole('heading', { name: 'Your email is restored' })).toBeVisible();
  // Every device is signed out by the undo, this one too.
  expect((await page.request.get(API.authUser)).status()).toBe(401);
  expect(
    queryRows('SELECT id FROM users WHERE email = ?', member.email.toLowerCase()),
  ).toHaveLength(1);
});

test('offline, the Security section says it needs a connection', async ({ page, context }) => {
  await page.goto('/');
  await registerMember(page);
  await openSecurity(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // From the page's top, so the sticky header stays at the top and covers none of the section.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await security(page).boundingBox();
    if (box) {
      const clip = { x: 0, y: box.y - 24, width, height: box.height + 48 };
      await page.screenshot({
        path: `${SHOTS}/security-section-${width}.png`,
        fullPage: true,
        clip,
      });
    }
  }
  await context.setOffline(true);
  await expect(security(page).getByText('Security settings need a connection.')).toBeVisible();
  await security(page).getByRole('button', { name: 'Download your data' }).click();
  await expect(toast(page, 'Connection Needed')).toBeVisible();
  await context.setOffline(false);
});
