/** Orders and their installments, made directly in the test database for the console's tests. */
import { orders, scheduledCharges } from '@api/db/schema';
import type { TestApp, TestClock } from './api';

let serial = 0;

/**
 * A paid shop order (one seeded hoodie, $185.00) created and paid at the clock's now, with a
 * Stripe-like payment id; `overrides` make any other.
 */
export function insertOrder(
  t: TestApp,
  time: TestClock,
  overrides: Partial<typeof orders.$inferInsert> = {},
): string {
  const at = overrides.createdAt ?? time.now().toISOString();
  const n = ++serial;
  const id = overrides.id ?? `order-${n}`;
  t.db
    .insert(orders)
    .values({
      id,
      kind: 'product',
      status: 'paid',
      email: 'amelia@example.com',
      amountCents: 18500,
      description: 'Monogram Cashmere-Blend Hoodie, size M',
      lines: [
        { name: 'Monogram Cashmere-Blend Hoodie, size M', quantity: 1, unitAmountCents: 18500 },
      ],
      returnPath: '/shop',
      productId: 4,
      size: 'M',
      checkoutSessionId: `cs_${id}`,
      paymentIntentId: `pi_${id}`,
      createdAt: at,
      paidAt: at,
      updatedAt: at,
      ...overrides,
    })
    .run();
  return id;
}

/** One installment of an order (due Oct 7, 2025, $36.79, scheduled unless told otherwise). */
export function insertInstallment(
  t: TestApp,
  orderId: string,
  overrides: Partial<typeof scheduledCharges.$inferInsert> = {},
): number {
  const dueOn = overrides.dueOn ?? '2025-10-07';
  const { lastInsertRowid } = t.db
    .insert(scheduledCharges)
    .values({
      orderId,
      dueOn,
      amountCents: 3679,
      nextAttemptAt: `${dueOn}T14:00:00.000Z`,
      ...overrides,
    })
    .run();
  return Number(lastInsertRowid);
}
