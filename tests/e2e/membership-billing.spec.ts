import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { API } from '@shared/api';
import { toast } from './helpers/forms';
import { E2E_DB_PATH } from './helpers/env';
import { registerMember } from './helpers/members';
import { expect, test } from './helpers/test';

// Issue 26: a past-due membership on the dashboard, with the way to fix the card, and an order
// refunded at payment shown as refunded on /checkout/success. The e2e server has no Stripe key.

/** What only Stripe's events can do (the demo has none): set in the server's database. */
function setMembership(email: string, status: string) {
  const db = new Database(E2E_DB_PATH);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      "UPDATE users SET membership_status = ?, stripe_customer_id = 'demo_cus_e2e' WHERE email = ?",
    ).run(status, email);
  } finally {
    db.close();
  }
}

const statusPanel = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Membership status' });

test('a past-due member is told so and offered to update the card', async ({ page }, info) => {
  await page.goto('/home');
  const member = await registerMember(page);
  setMembership(member.email, 'past_due');
  await page.goto('/dashboard');

  const panel = statusPanel(page);
  await expect(panel.getByText('Payment past due')).toBeVisible();
  await expect(panel).toContainText('Update your card to keep your benefits.');
  const update = panel.getByRole('button', { name: 'Update card' });
  await expect(update).toBeVisible();
  await page.screenshot({ path: info.outputPath('past-due-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(update).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: info.outputPath('past-due-phone.png') });

  const portal = page.waitForResponse((r) => new URL(r.url()).pathname === API.billingPortal);
  await update.click();
  expect((await portal).status()).toBe(409);
  // The demo keeps no card: it says so, and the member stays on the dashboard.
  await expect(toast(page, 'Update card')).toContainText('no card is kept');
  await page.waitForTimeout(800); // the toast's entrance, for the picture only
  await page.screenshot({ path: info.outputPath('past-due-demo-toast-phone.png') });
  await expect(page).toHaveURL('/dashboard');
  await expect(update).toBeEnabled();
});

test('a second membership checkout is refused while one is open, back to the open one', async ({
  page,
}) => {
  await page.goto('/home');
  await registerMember(page);
  await page.goto('/register/checkout');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/demo\//);
  const open = page.url();

  await page.goto('/register/checkout');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(toast(page, 'Error')).toContainText('already open');
  await expect(page).toHaveURL(open);
});

test('an order past the unit limit shows as refunded after payment', async ({
  page,
  browser,
}, info) => {
  await page.goto('/home');
  await registerMember(page);
  const origin = new URL(page.url()).origin;
  const buy = async (request: Page['request'], quantity: number) => {
    const res = await request.post(API.productCheckout, {
      headers: { Origin: origin },
      // The wrap: 24 in stock, so the suite's other purchases leave this test its three.
      data: { productId: 6, quantity },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { url: string }).url.split('/').at(-1)!;
  };
  const pay = (id: string) =>
    page.request.post(API.demoCheckoutPay(id), { headers: { Origin: origin } });

  expect((await pay(await buy(page.request, 2))).status()).toBe(200);
  // A third unit bought signed out, paid while signed in (the demo takes the payer's email).
  const guest = await browser.newContext();
  const extra = await buy(guest.request, 1);
  await guest.close();
  expect((await pay(extra)).status()).toBe(200);

  await page.goto(`/checkout/success?session_id=${extra}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your payment has been refunded',
  );
  await expect(page.getByText('past the limit of 2 units per customer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
  await page.screenshot({ path: info.outputPath('refunded-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath('refunded-phone.png') });
});
