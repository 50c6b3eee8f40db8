/**
 * A public form on a device where the app cannot store a request (issue 21): the local
 * database's code never arrives (as when a deploy replaced it, or the network dropped it before
 * the worker cached it). Nothing waits in the outbox, so the form goes to the server as the HTML
 * form it is: the request arrives once, and the visitor sees the spec's words, not silence.
 */
import { countRows, uniqueEmail } from './helpers/db';
import { fillPerson } from './helpers/forms';
import { recordUrls, urlsHolding } from './helpers/slow-start';
import { expect, test } from './helpers/test';

test.beforeEach(async ({ page }) => {
  await page.route(/\/assets\/(?:db|dexie)-[\w-]+\.js$/, (route) => route.abort('failed'));
});

const status = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

test('/contact: the message arrives once, by the page’s own post', async ({ page }) => {
  const email = uniqueEmail('nolocal.contact');
  const urls = recordUrls(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill('Nora Nolocal');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Sailing the Cyclades in May.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(status(page, 'Message Sent Successfully')).toBeVisible();
  expect(countRows('SELECT count(*) AS n FROM contact_messages WHERE email = ?', email)).toBe(1);
  expect(urlsHolding(urls, ['Nora Nolocal', email, 'Cyclades'])).toEqual([]);
});

test('/waitlist: joined once, on the confirmation page', async ({ page }) => {
  const email = uniqueEmail('nolocal.waitlist');
  await page.goto('/waitlist');
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await fillPerson(form, { first: 'Nora', last: 'Nolocal', email, phone: '+1 555 010 4478' });
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(countRows('SELECT count(*) AS n FROM waitlist WHERE email = ?', email)).toBe(1);
});

test('the footer newsletter subscribes once', async ({ page }) => {
  const email = uniqueEmail('nolocal.newsletter');
  await page.goto('/blog');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(status(page, 'Success!')).toBeVisible();
  expect(countRows('SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?', email)).toBe(
    1,
  );
});

test('a refused message comes back with the spec’s messages and what was typed', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill('Nora Nolocal');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Sailing the Cyclades in May.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  // The app's own check refuses it before any send is tried.
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
  expect(new URL(page.url()).pathname).toBe('/contact');
});
