import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DB_PATH } from './helpers/env';
import { queryRows } from './helpers/db';
import { expect, test } from './helpers/test';

// Issue 26: an installment the bank will not take off-session is confirmed by the buyer from the
// mailed link. The e2e server runs the demo gateway, whose bank never asks, so the row is put in
// that state as the timer leaves it, with the token the mail would carry.

const DAY = 24 * 60 * 60 * 1000;
const dueDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

interface Waiting {
  token: string;
  chargeId: number;
  orderId: string;
  dueOn: string;
}

/** A vacation in installments bought through the demo; its first one waiting for the buyer. */
async function installmentWaitingForBuyer(
  request: APIRequestContext,
  expiresInMs = 7 * DAY,
): Promise<Waiting> {
  const start = await request.post('/api/create-vacation-checkout-session', {
    data: {
      paymentOption: 'installment',
      customerInfo: {
        firstName: 'Amelia',
        lastName: 'Hart',
        email: 'amelia.e2e@example.com',
        phoneNumber: '+15550102030',
        country: 'US',
        postalCode: '60601',
      },
    },
  });
  const { url } = (await start.json()) as { url: string };
  const sessionId = new URL(url).pathname.split('/').at(-1)!;
  expect((await request.post(`/api/checkout/demo/${sessionId}/pay`, { data: {} })).ok()).toBe(true);

  const token = randomBytes(20).toString('hex');
  const db = new Database(E2E_DB_PATH);
  try {
    const row = db
      .prepare(
        `SELECT c.id, c.due_on AS dueOn, o.id AS orderId FROM scheduled_charges c
           JOIN orders o ON o.id = c.order_id
          WHERE o.checkout_session_id = ? ORDER BY c.due_on LIMIT 1`,
      )
      .get(sessionId) as { id: number; dueOn: string; orderId: string };
    db.prepare(
      `UPDATE scheduled_charges SET status = 'action_required', attempts = 1,
         payment_intent_id = ?, action_token_hash = ?, action_expires_at = ? WHERE id = ?`,
    ).run(
      `demo_pi_e2e_${token.slice(0, 12)}`,
      createHash('sha256').update(token).digest('hex'),
      new Date(Date.now() + expiresInMs).toISOString(),
      row.id,
    );
    db.prepare(`UPDATE orders SET attention_reason = 'authentication_required' WHERE id = ?`).run(
      row.orderId,
    );
    return { token, chargeId: row.id, orderId: row.orderId, dueOn: row.dueOn };
  } finally {
    db.close();
  }
}

test('the mailed link shows the installment, and Confirm pays it (demo)', async ({
  page,
  request,
}) => {
  const waiting = await installmentWaitingForBuyer(request);
  await page.goto(`/payment/confirm?token=${waiting.token}`);
  await expect(page).toHaveTitle(/^Confirm Your Payment · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your payment');
  await expect(page.getByRole('note')).toContainText('Demo checkout');
  const summary = page.getByRole('region', { name: /Chicago getaway/ });
  await expect(summary).toContainText(dueDay.format(new Date(`${waiting.dueOn}T00:00:00Z`)));
  await expect(summary).toContainText('$36.79');
  // The ready state is not what accessibility.spec scans (it opens the page without a link).
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await summary.getByRole('button', { name: 'Confirm Payment - $36.79' }).click();
  await expect(page).toHaveURL(/\/payment\/confirm\?result=paid$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment confirmed');
  const [row] = queryRows<{ status: string; attention: string | null }>(
    `SELECT c.status, o.attention_reason AS attention FROM scheduled_charges c
       JOIN orders o ON o.id = c.order_id WHERE c.id = ?`,
    waiting.chargeId,
  );
  expect(row).toEqual({ status: 'paid', attention: null });

  // The link works once.
  await page.goto(`/payment/confirm?token=${waiting.token}`);
  await expect(page.getByRole('status')).toHaveText('This payment is already complete. Thank you.');
  await expect(page.getByRole('button', { name: /Confirm Payment/ })).toHaveCount(0);
});

test('a wrong or expired link says so, and leads home', async ({ page, request }) => {
  await page.goto('/payment/confirm?token=not-a-real-token');
  await expect(page.getByRole('status')).toHaveText(
    'This payment link is not valid. Please open the link from your email again.',
  );
  const expired = await installmentWaitingForBuyer(request, -60_000);
  await page.goto(`/payment/confirm?token=${expired.token}`);
  await expect(page.getByRole('status')).toHaveText(
    'This payment link has expired. Please contact the concierge to complete it.',
  );
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
