import { type Page } from '@playwright/test';
import { countRows, queryRows, uniqueEmail } from './helpers/db';
import { recordPosts, toast } from './helpers/forms';
import { expect, test } from './helpers/test';

const form = (page: Page) => page.getByRole('form', { name: 'Contact us' });
const send = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });

async function fill(page: Page, values: { name?: string; email?: string; message?: string }) {
  const f = form(page);
  if (values.name !== undefined) await f.getByLabel('Name').fill(values.name);
  if (values.email !== undefined) await f.getByLabel('Email').fill(values.email);
  if (values.message !== undefined) await f.getByLabel('Message').fill(values.message);
}

test('info cards: support hours, the three response promises, phone and email', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main.getByText('Mon-Fri 9AM-6PM EST')).toBeVisible();
  await expect(main.getByText('24 hours', { exact: true })).toBeVisible();
  await expect(main.getByText('2-4 hours', { exact: true })).toBeVisible();
  await expect(main.getByText('48 hours', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: '+1 (888) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+18885550142',
  );
  await expect(main.getByRole('link', { name: 'concierge@aurelianclub.com' })).toHaveAttribute(
    'href',
    'mailto:concierge@aurelianclub.com',
  );
  const types = form(page).getByLabel('Inquiry type').getByRole('option');
  await expect(types).toHaveCount(5);
  await expect(form(page).getByLabel('Inquiry type')).toHaveValue('general');
});

test('missing required fields: the Required Fields toast, inline messages, nothing sent', async ({
  page,
}) => {
  const posts = recordPosts(page, '/api/contact');
  await page.goto('/contact');
  await send(page).click();
  await expect(toast(page, 'Required Fields')).toContainText('Please fill in all required fields.');
  await expect(form(page).getByText('Please fill in all required fields.')).toHaveCount(3);
  await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await fill(page, { name: 'Ada', email: 'ada@', message: 'Hello' });
  await send(page).click();
  await expect(form(page).getByText('Please enter a valid email address')).toBeVisible();
  await expect(form(page).getByText('Please fill in all required fields.')).toHaveCount(0);
  expect(posts).toHaveLength(0);
});

test('a message is sent: toast, reset, one stored row', async ({ page }) => {
  const email = uniqueEmail('contact');
  await page.goto('/contact');
  await fill(page, { name: 'Ada Lovelace', email, message: 'A partnership idea.' });
  await form(page).getByLabel('Subject').fill('Collaboration');
  await form(page).getByLabel('Inquiry type').selectOption({ label: 'Partnerships' });
  await send(page).click();

  await expect(toast(page, 'Message Sent Successfully')).toContainText(
    "We'll get back to you within 24 hours.",
  );
  await expect(form(page).getByLabel('Name')).toHaveValue('');
  await expect(form(page).getByLabel('Inquiry type')).toHaveValue('general');
  const rows = queryRows(
    'SELECT name, subject, type, message FROM contact_messages WHERE email = ?',
    email,
  );
  expect(rows).toEqual([
    {
      name: 'Ada Lovelace',
      subject: 'Collaboration',
      type: 'partnership',
      message: 'A partnership idea.',
    },
  ]);
});

test.describe('refused by the server', () => {
  test.use({ serviceWorkers: 'block' });

  test('shows the Error toast, keeps the values, resends once', async ({ page }) => {
    const email = uniqueEmail('contact.refused');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Invalid request', issues: { message: 'Too short' } }),
      }),
    );
    await page.goto('/contact');
    await fill(page, { name: 'Grace Hopper', email, message: 'Hi' });
    await send(page).click();

    await expect(toast(page, 'Error')).toContainText(
      'Failed to send message. Please try again or contact us directly.',
    );
    await expect(form(page).getByText('Too short')).toBeVisible();
    await expect(form(page).getByLabel('Email')).toHaveValue(email);

    await page.unroute('**/api/contact');
    await send(page).click();
    await expect(toast(page, 'Message Sent Successfully')).toBeVisible();
    expect(countRows('SELECT count(*) AS n FROM contact_messages WHERE email = ?', email)).toBe(1);
  });
});
