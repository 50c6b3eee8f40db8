import { describe, expect, it } from 'vitest';
import { BOOK_ORDER } from '@app/features/checkout/lib/book-order';
import { vacationPayload, EMPTY_VACATION_FORM } from '@app/features/checkout/lib/vacation-form';
import {
  PAYMENT_CHOICES,
  VACATION_FACTS,
  vacationPlan,
} from '@app/features/checkout/lib/vacation-plan';
import { cents, money } from '@app/features/checkout/lib/money';

describe('the pre-order summary (spec 9)', () => {
  it('lists $500, the automatic code at −$400.01, and $99.99 to pay', () => {
    expect(BOOK_ORDER.lines).toEqual([
      { label: 'Hardcover with gift kit', amount: '$500.00' },
      { label: 'Discount code FRIENDSANDFAMILY', amount: '−$400.01' },
    ]);
    expect(BOOK_ORDER.total).toBe('$99.99');
    expect(BOOK_ORDER.shipping).toBe('Ships November 23rd, 2025');
    expect(BOOK_ORDER.button).toBe('Complete Pre-Order - $99.99');
  });
});

describe('vacationPlan (spec 9)', () => {
  it('in full: $166.14 today, nothing after', () => {
    expect(vacationPlan('full')).toEqual({ dueToday: '$166.14', schedule: [], total: '$166.14' });
  });

  it('in installments: $19.00 today, then 4 × $36.79 on Oct 7, 14, 21 and 28, 2025', () => {
    const plan = vacationPlan('installment');
    expect(plan.dueToday).toBe('$19.00');
    expect(plan.schedule).toEqual(
      ['Oct 7, 2025', 'Oct 14, 2025', 'Oct 21, 2025', 'Oct 28, 2025'].map((date) => ({
        date,
        amount: '$36.79',
      })),
    );
    expect(PAYMENT_CHOICES.installment.detail).toBe('$19.00 today, then 4 × $36.79');
  });

  it('the summary facts name Chicago, the stay, the guests, the window and the nightly taxes', () => {
    expect(VACATION_FACTS.map((f) => f.value)).toEqual([
      'Chicago',
      '4 days and 3 nights',
      'Up to 4 guests',
      '18 months to travel',
      '$55.38 a night',
    ]);
  });
});

describe('vacationPayload (spec 7)', () => {
  it('sends the payment option and the traveller, never the agreements', () => {
    const payload = vacationPayload({
      ...EMPTY_VACATION_FORM,
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@x.co',
      phoneNumber: '5551234567',
      country: 'GB',
      postalCode: 'SW1A 1AA',
      paymentOption: 'installment',
      agreeToTerms: true,
      understand18Months: true,
      consentToContact: true,
    });
    expect(payload).toEqual({
      paymentOption: 'installment',
      customerInfo: {
        firstName: 'Ada',
        lastName: 'Byron',
        email: 'ada@x.co',
        phoneNumber: '5551234567',
        country: 'GB',
        postalCode: 'SW1A 1AA',
      },
    });
  });
});

describe('money', () => {
  it('formats dollars and integer cents', () => {
    expect(money(2497)).toBe('$2,497.00');
    expect(cents(3679)).toBe('$36.79');
  });
});
