import { type Page, type Route } from '@playwright/test';
import { localDbCreated } from './helpers/local-db';
import { expect, test } from './helpers/test';
import { uniqueEmail } from './helpers/db';
import { isoDay, toast } from './helpers/forms';

// Issue 11 "An outbox that never lies": a server error shows spec 8's failure toast and keeps the
// request (said honestly); an item older than the server keeps keys is never sent unasked; a
// Retry-After is honoured; a full device is said so.

// page.route must see the page's own requests, not the service worker's.
test.use({ serviceWorkers: 'block' });

const KEPT = "Kept on this device; we'll try again automatically.";
const waitingPill = (page: Page, n: number) =>
  page.getByRole('button', { name: `${n} waiting to send` });

/** Answers every POST to `path` with a 500 (with `message` when given); returns the count. */
async function failWith500(page: Page, path: string, message?: string) {
  const calls = { n: 0 };
  await page.route(`**${path}`, (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    calls.n += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify(message ? { message, error: message } : {}),
    });
  });
  return calls;
}

async function fillPerson(page: Page, formName: string, email: string) {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('+1 555 010 0199');
  return form;
}

test.describe('a 500 on submit: spec 8 failure toast, the request kept', () => {
  test('booking', async ({ page }) => {
    const list = (await (await page.request.get('/api/destinations')).json()) as Array<{
      id: string;
      slug: string;
    }>;
    const aspen = list.find((d) => d.slug === 'aspen')?.id ?? '';
    await failWith500(page, '/api/bookings', 'Bookings are paused for maintenance');
    await page.goto(`/booking/${aspen}`);
    const form = page.getByRole('form', { name: 'Booking request' });
    await expect(form.getByRole('radio')).toHaveCount(6);
    await form.getByRole('radio', { name: 'Gulfstream G650ER' }).check({ force: true });
    await form.getByLabel('Guest name').fill('Amelia Hart');
    await form.getByLabel('Email').fill(uniqueEmail('fail.booking'));
    await form.getByLabel('Phone').fill('+1 555 010 2030');
    await form.getByLabel('Departure date').fill(isoDay(20));
    await form.getByLabel('Return date').fill(isoDay(25));
    await form.getByRole('button', { name: 'Request Booking' }).click();

    const shown = toast(page, 'Booking Failed');
    await expect(shown).toContainText('Bookings are paused for maintenance');
    await expect(shown).toContainText(KEPT);
    await expect(waitingPill(page, 1)).toBeVisible();
    await expect(page.getByText(/when the connection returns/)).toHaveCount(0);
    await waitingPill(page, 1).click();
    await expect(page.getByText('Booking to Aspen — waiting to send')).toBeVisible();
  });

  test('contact', async ({ page }) => {
    await failWith500(page, '/api/contact', 'Server error');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(uniqueEmail('fail.contact'));
    await form.getByLabel('Message').fill('Hello.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const shown = toast(page, 'Error');
    await expect(shown).toContainText(
      'Failed to send message. Please try again or contact us directly.',
    );
    await expect(shown).toContainText(KEPT);
    await expect(waitingPill(page, 1)).toBeVisible();
  });

  test('waitlist', async ({ page }) => {
    await failWith500(page, '/api/waitlist');
    await page.goto('/waitlist');
    const email = uniqueEmail('fail.waitlist');
    const form = await fillPerson(page, 'Join the waitlist', email);
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    const shown = toast(page, 'Submission Failed');
    await expect(shown).toContainText('Failed to join waitlist. Please try again.');
    await expect(shown).toContainText(KEPT);
    await waitingPill(page, 1).click();
    await expect(page.getByText(`Waitlist request for ${email} — waiting to send`)).toBeVisible();
  });

  test('newsletter', async ({ page }) => {
    await failWith500(page, '/api/newsletter', 'Mailing list is busy');
    await page.goto('/waitlist');
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter signup' });
    await form.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('fail.news'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const shown = toast(page, 'Error');
    await expect(shown).toContainText('Mailing list is busy');
    await expect(shown).toContainText(KEPT);
    await expect(waitingPill(page, 1)).toBeVisible();
  });

  test('giveaway entry', async ({ page }) => {
    await failWith500(page, '/api/waitlist', 'Entries are paused');
    await page.goto('/enter');
    const form = await fillPerson(page, 'Giveaway entry', uniqueEmail('fail.enter'));
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Submit Entry' }).click();
    const shown = toast(page, 'Error');
    await expect(shown).toContainText('Entries are paused');
    await expect(shown).toContainText(KEPT);
    await expect(waitingPill(page, 1)).toBeVisible();
  });

  test('activation', async ({ page }) => {
    await failWith500(page, '/api/waitlist');
    await page.goto('/won');
    const form = await fillPerson(page, 'Getaway activation', uniqueEmail('fail.won'));
    await form.getByRole('button', { name: 'Activate My Getaway' }).click();
    const shown = toast(page, 'Error');
    await expect(shown).toContainText('Failed to submit. Please try again.');
    await expect(shown).toContainText(KEPT);
    await expect(waitingPill(page, 1)).toBeVisible();
  });
});

test('an item older than the server keeps keys is shown as not confirmed, not sent', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/waitlist')) posts.push(r.url());
  });
  // A device that has used the app before: its database is there to hold an old item.
  await page.goto('/waitlist');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
  await localDbCreated(page);
  await page.evaluate(async (email) => {
    const old = Date.now() - 31 * 24 * 60 * 60 * 1000;
    const open = indexedDB.open('club');
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = idb.transaction('outbox', 'readwrite');
    tx.objectStore('outbox').add({
      id: crypto.randomUUID(),
      kind: 'waitlist',
      method: 'POST',
      url: '/api/waitlist',
      body: { firstName: 'Ada', lastName: 'Old', email, phoneNumber: '5550100199' },
      status: 'pending',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: old,
      updatedAt: old,
      v: 1,
    });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    idb.close();
  }, 'old@example.com');
  await page.reload(); // app start flushes at once, skipping any back-off
  const pill = page.getByRole('button', { name: '1 failed' });
  await expect(pill).toBeVisible();
  await pill.click();
  await expect(
    page.getByText('Waitlist request for old@example.com — not confirmed — send again?'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Send again: Waitlist request/ })).toBeVisible();
  expect(posts).toHaveLength(0);
});

test('a 429 with Retry-After: 2 is not sent again before 2 seconds', async ({ page }) => {
  const times: number[] = [];
  await page.route('**/api/waitlist', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    times.push(Date.now());
    if (times.length > 1) return route.fallback();
    return route.fulfill({
      status: 429,
      headers: { 'Retry-After': '2' },
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Too many requests. Try again in 2 seconds.',
        code: 'rate_limited',
      }),
    });
  });
  await page.goto('/waitlist');
  const form = await fillPerson(page, 'Join the waitlist', uniqueEmail('limited'));
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(toast(page, 'Submission Failed')).toContainText(
    'Too many requests. Try again in 2 seconds.',
  );
  await expect.poll(() => times.length, { timeout: 10_000 }).toBe(2);
  expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(2_000);
  await expect(toast(page, 'Successfully Joined!')).toBeVisible();
});

test('a full device is said so, and the form keeps its values', async ({ page }) => {
  await page.addInitScript(() => {
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args) {
      if (this.name === 'outbox') {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return add.apply(this, args);
    } as typeof add;
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  const email = uniqueEmail('full');
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('No room.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Storage full')).toContainText(
    'This device is out of storage. Free some space and try again.',
  );
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
