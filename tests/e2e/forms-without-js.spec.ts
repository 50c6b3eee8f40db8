/**
 * Every public form with JavaScript off (issue 21): the pre-rendered form posts, form-encoded, to
 * the server, which stores it once and answers with the spec's next page and words, or gives the
 * form back with the spec's messages and what was typed. Nothing typed ever reaches an address.
 */
import { expect, test, type Page } from '@playwright/test';
import { countRows, uniqueEmail } from './helpers/db';
import { fillPerson, isoDay, stubChallengeSite } from './helpers/forms';
import { recordUrls, urlsHolding } from './helpers/slow-start';

test.use({ javaScriptEnabled: false });

const person = { first: 'Nadia', last: 'Noscript', email: '', phone: '+1 555 010 4477' };

async function fillForm(page: Page, formName: string, email: string) {
  const form = page.getByRole('form', { name: formName });
  await fillPerson(form, { ...person, email });
  return form;
}

const waitlistRows = (email: string) =>
  countRows('SELECT count(*) AS n FROM waitlist WHERE email = ?', email);

test('/waitlist: joined once, on the confirmation page', async ({ page }) => {
  const email = uniqueEmail('nojs.waitlist');
  const urls = recordUrls(page);
  await page.goto('/waitlist');
  const form = await fillForm(page, 'Join the waitlist', email);
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're #146,247 on the list");
  expect(waitlistRows(email)).toBe(1);
  expect(urlsHolding(urls, [person.first, person.last, email, person.phone])).toEqual([]);
});

test('/waitlist: a refused join comes back with the messages and what was typed', async ({
  page,
}) => {
  const urls = recordUrls(page);
  await page.goto('/waitlist');
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await form.getByLabel('First name').fill(person.first);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
  const again = page.getByRole('form', { name: 'Join the waitlist' });
  await expect(again.getByLabel('First name')).toHaveValue(person.first);
  await expect(again.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(again.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  expect(urlsHolding(urls, [person.first, 'not-an-email'])).toEqual([]);
});

test('/enter: Entry Received, one tagged row, then the challenge', async ({ page }) => {
  const email = uniqueEmail('nojs.enter');
  const challengeSite = await stubChallengeSite(page);
  const urls = recordUrls(page);
  await page.goto('/enter');
  const form = await fillForm(page, 'Giveaway entry', email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Submit Entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entry Received' })).toBeVisible();
  await page.waitForURL(challengeSite, { timeout: 10_000 });
  expect(
    countRows(
      "SELECT count(*) AS n FROM waitlist WHERE email = ? AND interests = 'Dubai Getaway Contest Entry'",
      email,
    ),
  ).toBe(1);
  expect(urlsHolding(urls, [person.first, person.last, email, person.phone])).toEqual([]);
});

test('/enter: without the rules box, the spec says so and keeps the entry', async ({ page }) => {
  const email = uniqueEmail('nojs.enter.rules');
  await page.goto('/enter');
  const form = await fillForm(page, 'Giveaway entry', email);
  await form.getByRole('button', { name: 'Submit Entry' }).click();
  await expect(
    page.getByText('You must agree to the rules and confirm you are 21+').first(),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Giveaway entry' }).getByLabel('Email')).toHaveValue(
    email,
  );
  expect(waitlistRows(email)).toBe(0);
});

test('/won: Activation Initiated, one tagged row', async ({ page }) => {
  const email = uniqueEmail('nojs.won');
  await page.goto('/won');
  const form = await fillForm(page, 'Getaway activation', email);
  await form.getByRole('button', { name: 'Activate My Getaway' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Activation Initiated' })).toBeVisible();
  expect(
    countRows(
      "SELECT count(*) AS n FROM waitlist WHERE email = ? AND interests = 'Gifted Getaway Activation'",
      email,
    ),
  ).toBe(1);
});

test('/contact: Message Sent Successfully, one message', async ({ page }) => {
  const email = uniqueEmail('nojs.contact');
  const urls = recordUrls(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill('Nadia Noscript');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Sailing the Cyclades in May.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Message Sent Successfully' }),
  ).toBeVisible();
  expect(countRows('SELECT count(*) AS n FROM contact_messages WHERE email = ?', email)).toBe(1);
  expect(urlsHolding(urls, ['Nadia Noscript', email, 'Cyclades'])).toEqual([]);
});

test('/booking: Booking Confirmed!, one pending booking for 2 guests', async ({ page }) => {
  const email = uniqueEmail('nojs.booking');
  const urls = recordUrls(page);
  await page.goto('/booking');
  const form = page.getByRole('form', { name: 'Booking request' });
  await form.getByLabel('Destination').selectOption({ index: 1 });
  await form.getByRole('radio').first().check({ force: true });
  await form.getByLabel(/Guest name/).fill('Nadia Noscript');
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Phone/).fill(person.phone);
  await form.getByLabel('Departure date').fill(isoDay(30));
  await form.getByLabel('Return date').fill(isoDay(37));
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking Confirmed!' })).toBeVisible();
  const rows = countRows(
    "SELECT count(*) AS n FROM bookings WHERE guest_email = ? AND guests = 2 AND status = 'pending'",
    email,
  );
  expect(rows).toBe(1);
  expect(urlsHolding(urls, ['Nadia Noscript', email, person.phone])).toEqual([]);
});

test('the footer newsletter subscribes once and returns to the page', async ({ page }) => {
  const email = uniqueEmail('nojs.newsletter');
  const urls = recordUrls(page);
  await page.goto('/blog');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Email address').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/blog');
  expect(countRows('SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?', email)).toBe(
    1,
  );
  expect(urlsHolding(urls, [email])).toEqual([]);
});
