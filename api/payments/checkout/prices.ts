/**
 * What each checkout charges, computed here from spec 9's figures in shared/constants.ts and the
 * seeded product prices: never from anything the client sends. `lines` is what the buyer is shown
 * (the book's discount, the vacation's later installments); `charge` is what the payment provider
 * bills at checkout.
 */
import type { OrderKind, OrderLine } from '@shared/api';
import { BOOK, MEMBERSHIP_MONTHLY, MEMBERSHIP_PROMO, VACATION } from '@shared/constants';
import type { GatewayDiscount, GatewayLine } from '../gateway/gateway';
import { formatDueDates } from '../installments/installment-schedule';

/** Spec 9 figures are dollars with two decimals; rounding removes binary floating-point noise. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export interface OrderDraft {
  kind: OrderKind;
  description: string;
  lines: OrderLine[];
  charge: GatewayLine[];
  /** taken off the charge lines' sum (a Stripe coupon; a line of its own in `lines`) */
  discount?: GatewayDiscount;
  returnPath: string;
}

/** What is charged at checkout, in cents. */
export const amountOf = (draft: Pick<OrderDraft, 'charge' | 'discount'>) =>
  draft.charge.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0) -
  (draft.discount?.amountCents ?? 0);

export function membershipDraft(): OrderDraft {
  const items = [
    { name: 'Credit tracker', cents: toCents(MEMBERSHIP_MONTHLY.creditTracker) },
    { name: 'Identity monitoring', cents: toCents(MEMBERSHIP_MONTHLY.identityMonitoring) },
    { name: 'Sales tax', cents: toCents(MEMBERSHIP_MONTHLY.salesTax) },
  ];
  // The member is charged the total shown; the promotion covers the difference (MEMBERSHIP_PROMO).
  const promo = toCents(MEMBERSHIP_PROMO.credit);
  if (items.reduce((sum, i) => sum + i.cents, 0) - promo !== toCents(MEMBERSHIP_MONTHLY.total)) {
    throw new Error('MEMBERSHIP prices do not add up');
  }
  const lines: OrderLine[] = items.map((i) => ({
    name: i.name,
    quantity: 1,
    unitAmountCents: i.cents,
    note: 'per month',
  }));
  if (promo > 0) {
    lines.push({
      name: MEMBERSHIP_PROMO.label,
      quantity: 1,
      unitAmountCents: -promo,
      note: 'per month',
    });
  }
  return {
    kind: 'membership',
    description: 'Aurelian membership, billed monthly',
    lines,
    charge: items.map((i) => ({ name: i.name, quantity: 1, unitAmountCents: i.cents })),
    ...(promo > 0 ? { discount: { name: MEMBERSHIP_PROMO.label, amountCents: promo } } : {}),
    returnPath: '/register/checkout',
  };
}

export function bookDraft(): OrderDraft {
  const list = toCents(BOOK.hardcoverList);
  const discount = toCents(BOOK.discount);
  const total = toCents(BOOK.hardcoverTotal);
  if (list - discount !== total) throw new Error('BOOK prices do not add up');
  const name = 'Hardcover with luxury gift kit';
  return {
    kind: 'book',
    description: `${name} (pre-order)`,
    lines: [
      { name, quantity: 1, unitAmountCents: list, note: `ships ${BOOK.shipsOn}` },
      { name: `Code ${BOOK.discountCode}`, quantity: 1, unitAmountCents: -discount },
    ],
    // One line at the discounted price: no coupon to keep in step on the Stripe account.
    charge: [
      {
        name,
        quantity: 1,
        unitAmountCents: total,
        description: `List price ${usd(list)}, code ${BOOK.discountCode} applied (−${usd(discount)}). Ships ${BOOK.shipsOn}.`,
      },
    ],
    returnPath: '/preorder/checkout',
  };
}

const VACATION_NAME = 'Chicago getaway, 4 days and 3 nights';

export function vacationDraft(
  option: 'full' | 'installment',
  dueDates: readonly string[],
): OrderDraft {
  const total = toCents(VACATION.total);
  const deposit = toCents(VACATION.deposit);
  const installment = toCents(VACATION.installment);
  const base = { kind: 'vacation' as const, returnPath: '/confirm' };
  if (option === 'full') {
    const name = `${VACATION_NAME}: taxes and fees`;
    return {
      ...base,
      description: `${VACATION_NAME}, paid in full`,
      lines: [{ name, quantity: 1, unitAmountCents: total, note: 'due today' }],
      charge: [{ name, quantity: 1, unitAmountCents: total }],
    };
  }
  const when = formatDueDates(dueDates);
  const count = dueDates.length;
  return {
    ...base,
    description: `${VACATION_NAME}, in installments`,
    lines: [
      { name: 'Deposit', quantity: 1, unitAmountCents: deposit, note: 'due today' },
      { name: 'Installment', quantity: count, unitAmountCents: installment, note: `on ${when}` },
    ],
    charge: [
      {
        name: `${VACATION_NAME}: deposit`,
        quantity: 1,
        unitAmountCents: deposit,
        description: `Then ${count} installments of ${usd(installment)} charged to this card on ${when}.`,
      },
    ],
  };
}

export interface PricedProduct {
  id: number;
  name: string;
  priceCents: number;
}

export function productDraft(product: PricedProduct, size: string | null, quantity: number) {
  const name = size ? `${product.name}, size ${size}` : product.name;
  return {
    kind: 'product',
    description: quantity > 1 ? `${name} × ${quantity}` : name,
    lines: [{ name, quantity, unitAmountCents: product.priceCents }],
    charge: [{ name, quantity, unitAmountCents: product.priceCents }],
    returnPath: `/shop/product/${product.id}`,
  } satisfies OrderDraft;
}
