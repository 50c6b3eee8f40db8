import { type Page, type Route } from '@playwright/test';
import { expect, test } from './helpers/test';
import { countRows, uniqueEmail } from './helpers/db';

// Issue 11: "Discard while sending": a discarded item must never arrive later. The contact
// form's POST is held in the browser (page.route) so the item stays on the wire as long as the
// test needs; the server's table says what arrived.

const form = (page: Page) => page.getByRole('form', { name: 'Contact us' });
const pill = (page: Page) => page.getByRole('button', { name: /waiting to send/ });
const discardButton = (page: Page) => page.getByRole('button', { name: /^Discard: Message: / });
const stored = (email: string) =>
  countRows('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?', email);

/** Holds the first POST to /api/contact until the test lets it go; counts every POST sent. */
function holdFirstContactPost(page: Page) {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') sent++;
  });
  let first = true;
  const held = new Promise<Route>((resolve) => {
    void page.route('**/api/contact', (route) => {
      // Later attempts go to the network as usual.
      if (route.request().method() !== 'POST' || !first) return route.continue();
      first = false;
      resolve(route);
    });
  });
  return { held, sent: () => sent };
}

async function sendMessage(page: Page, email: string, subject: string) {
  await page.goto('/contact');
  const f = form(page);
  await f.getByLabel('Name').fill('Ada Lovelace');
  await f.getByLabel('Email').fill(email);
  await f.getByLabel('Subject').fill(subject);
  await f.getByLabel('Message').fill('Please call me about the Maldives.');
  await f.getByRole('button', { name: 'Send Message' }).click();
}

test('Discard is disabled while the request is on the wire, and the message arrives once', async ({
  page,
}) => {
  const email = uniqueEmail('discard-wire');
  const posts = holdFirstContactPost(page);
  await sendMessage(page, email, 'On the wire');
  const post = await posts.held;

  await pill(page).click();
  await expect(page.getByText('Message: On the wire — sending…')).toBeVisible();
  await expect(discardButton(page)).toBeDisabled();
  // A click that forces its way through is ignored too: the item is still listed, still sending.
  await discardButton(page).click({ force: true });
  await expect(page.getByText('Message: On the wire — sending…')).toBeVisible();

  await post.continue();
  await expect(pill(page)).toHaveCount(0);
  expect(stored(email)).toBe(1);
  expect(posts.sent()).toBe(1);
});

test('a message discarded between attempts is never sent', async ({ page, context }) => {
  const email = uniqueEmail('discard-between');
  const posts = holdFirstContactPost(page);
  await sendMessage(page, email, 'Between attempts');
  const post = await posts.held;

  // The connection drops with the request in flight, and stays down: the item goes back to
  // waiting, and Discard is offered again. (The pill is a button once the panel's code is here;
  // the worker is blocked in these tests, so nothing could fetch it offline.)
  await expect(pill(page)).toBeVisible();
  await context.setOffline(true);
  await post.abort('internetdisconnected');
  await pill(page).click();
  await expect(page.getByText('Message: Between attempts — waiting to send')).toBeVisible();
  await discardButton(page).click();
  await expect(pill(page)).toHaveCount(0);
  // Attempts made offline before the discard failed in the browser; none may follow it.
  const beforeDiscard = posts.sent();

  // Every path that flushes the outbox: the connection returning, and the app starting again.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  await expect(form(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(posts.sent()).toBe(beforeDiscard);
  expect(stored(email)).toBe(0);
  await expect(pill(page)).toHaveCount(0);
});

test('when the panel code cannot load, the pill still says what waits and the page stays', async ({
  page,
}) => {
  // As offline before the worker could serve the panel's chunk.
  await page.route(/\/assets\/pending-outbox-panel-[\w-]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  const posts = holdFirstContactPost(page);
  await sendMessage(page, uniqueEmail('discard-no-panel'), 'No panel');
  const post = await posts.held;
  await expect(page.getByText('1 waiting to send', { exact: true })).toBeVisible();
  await expect(pill(page), 'without its panel the pill is not a button').toHaveCount(0);
  await expect(form(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0);
  await post.continue();
});
