import { type Page } from '@playwright/test';
import { API, type CheckoutSessionResponse } from '@shared/api';
import { queryRows } from './helpers/db';
import { toast } from './helpers/forms';
import { registerMember } from './helpers/members';
import { expect, test } from './helpers/test';

const PREORDER_BUTTON = 'Complete Pre-Order - $99.99';
const DEMO_NOTE = 'Demo checkout — no card is charged, nothing is sent to a payment provider';

async function fillVacationForm(page: Page, option: 'Pay in full' | 'Pay in installments') {
  const form = page.getByRole('form', { name: 'Secure your booking' });
  await form.getByLabel('First name', { exact: true }).fill('Amelia');
  await form.getByLabel('Last name', { exact: true }).fill('Hartley');
  await form.getByLabel('Email', { exact: true }).fill('amelia@example.com');
  await form.getByLabel('Phone number', { exact: true }).fill('+15551234567');
  await form.getByLabel('Country', { exact: true }).selectOption('GB');
  await form.getByLabel('Postal code', { exact: true }).fill('SW1A 1AA');
  await form.getByRole('radio', { name: new RegExp(option) }).check();
  for (const box of await form.getByRole('checkbox').all()) await box.check();
}

test('/preorder/checkout: the hardcover, the automatic code, the total and the shipping date', async ({
  page,
}) => {
  await page.goto('/preorder');
  await page.getByRole('link', { name: /Pre-Order Hardcover/ }).click();
  await expect(page).toHaveURL(/\/preorder\/checkout$/);
  await expect(page).toHaveTitle(/^Pre-Order Checkout · /);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('$500.00');
  await expect(summary).toContainText('Discount code FRIENDSANDFAMILY');
  await expect(summary).toContainText('−$400.01');
  await expect(summary).toContainText('$99.99');
  await expect(summary).toContainText('Ships November 23rd, 2025');
  await expect(page.getByRole('button', { name: PREORDER_BUTTON, exact: true })).toBeEnabled();
});

test('/confirm: the Chicago summary, the static timer, and the price for the chosen option', async ({
  page,
}) => {
  await page.goto('/confirm');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  for (const text of [
    'Chicago',
    '4 days and 3 nights',
    'Up to 4 guests',
    '18 months to travel',
    '$55.38 a night',
    '07:44',
  ]) {
    await expect(summary).toContainText(text);
  }
  await expect(summary).toContainText('$166.14');
  await expect(summary).not.toContainText('Oct 7, 2025');

  await page.getByRole('radio', { name: /Pay in installments/ }).check();
  await expect(summary).toContainText('$19.00');
  for (const date of ['Oct 7, 2025', 'Oct 14, 2025', 'Oct 21, 2025', 'Oct 28, 2025']) {
    await expect(summary.getByText(date)).toBeVisible();
  }
  await expect(summary.getByText('$36.79')).toHaveCount(4);
  await expect(page.getByLabel('Country', { exact: true }).locator('option')).toHaveText([
    'Select a country',
    'United States',
    'Canada',
    'United Kingdom',
    'Australia',
    'Other',
  ]);
});

test('/confirm: every required field and all three boxes say what is missing', async ({ page }) => {
  await page.goto('/confirm');
  await page.getByRole('button', { name: 'Secure My Booking' }).click();
  const form = page.getByRole('form', { name: 'Secure your booking' });
  for (const message of [
    'First name is required',
    'Last name is required',
    'Invalid email address',
    'Phone number must be at least 10 digits',
    'Country is required',
    'Postal code is required',
    'You must agree to the terms',
    'You must confirm you understand',
    'You must consent to contact',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
});

test('/checkout/cancel: nothing was charged, and back only to one of our own paths', async ({
  page,
}) => {
  await page.goto('/checkout/cancel?return=/confirm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your payment was cancelled — nothing was charged',
  );
  await expect(page.getByRole('link', { name: 'Return' })).toHaveAttribute('href', '/confirm');
  await page.goto('/checkout/cancel?return=//evil.example/x');
  await expect(page.getByRole('link', { name: 'Return' })).toHaveAttribute('href', '/shop');
});

test('/checkout/cancel closes the order it names at once, and its units are for sale again', async ({
  page,
  baseURL,
}) => {
  const opened = await page.request.post(API.productCheckout, {
    headers: { Origin: baseURL! },
    data: { productId: 6, quantity: 1 },
  });
  const { url } = (await opened.json()) as CheckoutSessionResponse;
  const [order] = queryRows<{ id: string }>(
    'SELECT id FROM orders WHERE checkout_session_id = ?',
    url!.split('/').at(-1),
  );
  // Other tests buy the same product meanwhile: this order's own hold tells what it gave back.
  const hold = () =>
    queryRows<{ status: string }>('SELECT status FROM stock_holds WHERE order_id = ?', order!.id)[0]
      ?.status;
  expect(hold()).toBe('held');

  await page.goto(`/checkout/cancel?return=/shop/product/6&order=${order!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your payment was cancelled — nothing was charged',
  );
  await expect.poll(hold).toBe('released');
  expect(queryRows('SELECT status FROM orders WHERE id = ?', order!.id)).toEqual([
    { status: 'canceled' },
  ]);
});

test.describe('answered by the test', () => {
  // Requests must reach page.route, not a service worker in between.
  test.use({ serviceWorkers: 'block' });

  test('pre-order: JSON content type and no body, then the browser goes to `url`', async ({
    page,
  }) => {
    const sent: { contentType?: string; body: string | null }[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/create-book-checkout-session', async (route) => {
      const request = route.request();
      sent.push({ contentType: request.headers()['content-type'], body: request.postData() });
      await held;
      await route.fulfill({ json: { url: '/checkout/cancel?return=/preorder/checkout' } });
    });
    await page.goto('/preorder/checkout');
    await page.getByRole('button', { name: PREORDER_BUTTON }).click();
    // Loading turns on when pressed.
    await expect(page.getByRole('button', { name: 'Redirecting to Checkout...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/checkout\/cancel\?return=\/preorder\/checkout$/);
    expect(sent).toEqual([{ contentType: 'application/json', body: null }]);
  });

  test('pre-order: an error field is the toast; a failed request says so; loading resets', async ({
    page,
  }) => {
    let answer: 'error' | 'abort' | 'bare' = 'error';
    await page.route('**/api/create-book-checkout-session', (route) => {
      if (answer === 'abort') return route.abort();
      if (answer === 'bare') return route.fulfill({ status: 500, body: '' });
      return route.fulfill({ status: 400, json: { error: 'Pre-orders are paused' } });
    });
    await page.goto('/preorder/checkout');
    const button = page.getByRole('button', { name: PREORDER_BUTTON });
    await button.click();
    await expect(toast(page, 'Error')).toContainText('Pre-orders are paused');
    await expect(button).toBeEnabled();

    for (const next of ['abort', 'bare'] as const) {
      answer = next;
      await button.click();
      await expect(toast(page, 'Error')).toContainText(
        'Failed to start checkout. Please try again.',
      );
      await expect(button).toBeEnabled();
    }
  });

  test('/confirm: sends the option and the traveller, then goes to `url`', async ({ page }) => {
    const posts: unknown[] = [];
    await page.route('**/api/create-vacation-checkout-session', async (route) => {
      posts.push(route.request().postDataJSON());
      await route.fulfill({ json: { url: '/checkout/cancel?return=/confirm' } });
    });
    await page.goto('/confirm');
    await fillVacationForm(page, 'Pay in installments');
    await page.getByRole('button', { name: 'Secure My Booking' }).click();
    await expect(page).toHaveURL(/\/checkout\/cancel\?return=\/confirm$/);
    expect(posts).toEqual([
      {
        paymentOption: 'installment',
        customerInfo: {
          firstName: 'Amelia',
          lastName: 'Hartley',
          email: 'amelia@example.com',
          phoneNumber: '+15551234567',
          country: 'GB',
          postalCode: 'SW1A 1AA',
        },
      },
    ]);
  });

  test('/confirm: the three failures of spec 8', async ({ page }) => {
    let answer: 'error' | 'no-url' | 'abort' = 'error';
    await page.route('**/api/create-vacation-checkout-session', (route) => {
      if (answer === 'abort') return route.abort();
      if (answer === 'no-url') return route.fulfill({ json: {} });
      return route.fulfill({ status: 400, json: { error: 'This offer has ended' } });
    });
    await page.goto('/confirm');
    await fillVacationForm(page, 'Pay in full');
    const submit = page.getByRole('button', { name: 'Secure My Booking' });
    const expected = {
      error: 'This offer has ended',
      'no-url': 'Failed to create checkout session',
      abort: 'Failed to process booking. Please try again.',
    } as const;
    for (const next of ['error', 'no-url', 'abort'] as const) {
      answer = next;
      await submit.click();
      await expect(toast(page, 'Error')).toContainText(expected[next]);
      await expect(submit).toBeEnabled();
    }
  });
});

test.describe('the demo checkout, end to end', () => {
  test.describe.configure({ timeout: 60_000 });

  test('membership: register, choose, proceed, pay, and the dashboard shows it active', async ({
    page,
  }) => {
    await page.goto('/home');
    await registerMember(page);
    await page.goto('/register/destinations');
    await page.getByText('Kyoto', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Kyoto' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(/\/register\/checkout$/);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await expect(page).toHaveURL(/\/checkout\/demo\//);
    await expect(page.getByText(DEMO_NOTE)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('$149.32');
    await page.getByRole('button', { name: 'Pay (demo)' }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
    await expect(page.getByText('Your membership is active. Welcome to the club.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const status = page.getByRole('region', { name: 'Membership status' });
    await expect(status).toContainText(/active/i);
    const orders = page.getByRole('region', { name: 'My orders' });
    await expect(orders.getByRole('listitem')).toHaveCount(1);
    await expect(orders).toContainText('Paid');
  });

  test('pre-order as a signed-out visitor: demo, Pay, success with the shipping date', async ({
    page,
  }) => {
    await page.goto('/preorder/checkout');
    await page.getByRole('button', { name: PREORDER_BUTTON }).click();
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    await expect(page.getByText(DEMO_NOTE)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('$99.99');
    await page.getByRole('button', { name: 'Pay (demo)' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
    await expect(
      page.getByText('Your hardcover and gift kit ship November 23rd, 2025.'),
    ).toBeVisible();
  });

  test('vacation in installments: $19.00 now and 4 × $36.79, then Pay and success', async ({
    page,
  }) => {
    await page.goto('/confirm');
    await fillVacationForm(page, 'Pay in installments');
    await page.getByRole('button', { name: 'Secure My Booking' }).click();
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    const main = page.getByRole('main');
    await expect(page.getByText(DEMO_NOTE)).toBeVisible();
    await expect(main).toContainText('$19.00');
    await expect(main).toContainText('4 × $36.79');
    await page.getByRole('button', { name: 'Pay (demo)' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
    await expect(page.getByText('Your remaining installments of $36.79:')).toBeVisible();
  });

  test('Cancel on the demo page leads back without charging', async ({ page }) => {
    await page.goto('/preorder/checkout');
    await page.getByRole('button', { name: PREORDER_BUTTON }).click();
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your payment was cancelled — nothing was charged',
    );
    await page.getByRole('link', { name: 'Return' }).click();
    await expect(page).toHaveURL(/\/preorder\/checkout$/);
  });
});
