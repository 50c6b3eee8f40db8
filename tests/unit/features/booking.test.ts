import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesByField } from '@shared/schemas/issues';
import { bookingBody, emptyBooking, fieldsOfBody } from '@app/features/booking/lib/booking-fields';
import { bookingFormSchema, PAST_DEPARTURE_MESSAGE } from '@shared/schemas/booking';
import { GUEST_OPTIONS } from '@app/features/booking/lib/guest-options';
import {
  bookingPrices,
  decimalToCents,
  formatRate,
  formatUsd,
  jetPriceCents,
} from '@app/features/booking/lib/pricing';
import { formatTravelDate } from '@app/features/booking/lib/travel-dates';

describe('booking prices (spec 4, 9)', () => {
  it('reads decimal text as exact cents', () => {
    expect(decimalToCents('13500.00')).toBe(1_350_000);
    expect(decimalToCents('4300')).toBe(430_000);
    expect(decimalToCents('0.5')).toBe(50);
    expect(decimalToCents('12.34')).toBe(1234);
    expect(decimalToCents('1e3')).toBeNaN();
    expect(decimalToCents('-5.00')).toBeNaN();
  });

  it('prices the jet at twice its hourly rate, for every jet of the fleet', () => {
    const fleet: Array<[string, string]> = [
      ['13500.00', '$27,000.00'],
      ['12500.00', '$25,000.00'],
      ['9800.00', '$19,600.00'],
      ['7200.00', '$14,400.00'],
      ['5400.00', '$10,800.00'],
      ['4300.00', '$8,600.00'],
    ];
    for (const [rate, shown] of fleet) expect(formatUsd(jetPriceCents(rate))).toBe(shown);
  });

  it('shows the hotel at 2670.00 before a destination is chosen and adds the jet for the total', () => {
    expect(bookingPrices(undefined, undefined)).toEqual({
      hotelCents: 267_000,
      jetCents: undefined,
      totalCents: undefined,
    });
    expect(formatUsd(bookingPrices(undefined, undefined).hotelCents)).toBe('$2,670.00');
    expect(bookingPrices('13500.00', undefined)).toEqual({
      hotelCents: 267_000,
      jetCents: 2_700_000,
      totalCents: 2_967_000,
    });
    expect(bookingPrices('not a rate', undefined).jetCents).toBeUndefined();
  });

  it('shows the chosen destination’s hotel price, and spec 9’s when it cannot be read', () => {
    expect(bookingPrices('13500.00', '3150.50')).toEqual({
      hotelCents: 315_050,
      jetCents: 2_700_000,
      totalCents: 3_015_050,
    });
    expect(formatUsd(bookingPrices(undefined, '3150.50').hotelCents)).toBe('$3,150.50');
    expect(bookingPrices(undefined, 'soon').hotelCents).toBe(267_000);
  });

  it('formats hourly rates without needless cents', () => {
    expect(formatRate('13500.00')).toBe('$13,500');
    expect(formatRate('99.50')).toBe('$99.50');
  });

  it('writes amounts as the en-US currency format of Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 5, 99, 100, 12_345, 100_000, 2_700_000, 123_456_789]) {
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
    }
    expect(formatRate('1234567.00')).toBe('$1,234,567');
  });
});

describe('guest options (spec 3)', () => {
  it('offers 1 to 16 as value and label pairs', () => {
    expect(GUEST_OPTIONS).toHaveLength(16);
    expect(GUEST_OPTIONS.map((o) => o.value)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(GUEST_OPTIONS[0]).toEqual({ value: 1, label: '1 Guest' });
    expect(GUEST_OPTIONS[15]).toEqual({ value: 16, label: '16 Guests' });
  });

  it('starts the form at 2 guests', () => {
    expect(emptyBooking().guests).toBe(2);
    expect(emptyBooking('d-1').destinationId).toBe('d-1');
  });
});

describe('the booking request', () => {
  const fields = {
    ...emptyBooking('d-1'),
    jetId: 'global-7500',
    guestName: 'Ada Lovelace',
    guestEmail: 'ada@example.com',
    guestPhone: '+1 555 010 0199',
    departureDate: '2030-03-01',
    returnDate: '2030-03-06',
  };

  it('sends spec 7 body, with jetPrice and totalPrice in dollars', () => {
    expect(bookingBody(fields, '13500.00', undefined)).toEqual({
      ...fields,
      jetPrice: 27_000,
      totalPrice: 29_670,
    });
    expect(bookingBody(fields, '13500.00', '3000.00')).toMatchObject({ totalPrice: 30_000 });
    expect(bookingBody(fields, undefined, '3000.00')).toEqual(fields);
  });

  it('reads a stored body back into the form, tolerating junk', () => {
    expect(fieldsOfBody(bookingBody(fields, '13500.00', undefined))).toEqual(fields);
    expect(fieldsOfBody({ guests: 'many', guestName: 7 })).toEqual(emptyBooking());
    expect(fieldsOfBody(null)).toEqual(emptyBooking());
  });

  it('refuses a departure before today, in the form only', () => {
    const schema = bookingFormSchema('2030-03-02');
    const result = v.safeParse(schema, fields);
    expect(result.success).toBe(false);
    expect(issuesByField(result.issues ?? [])).toEqual({ departureDate: PAST_DEPARTURE_MESSAGE });
    expect(v.safeParse(bookingFormSchema('2030-03-01'), fields).success).toBe(true);
  });

  it('keeps the shared messages', () => {
    const result = v.safeParse(bookingFormSchema('2030-01-01'), {
      ...fields,
      guests: 17,
      returnDate: '2030-02-01',
    });
    expect(issuesByField(result.issues ?? [])).toEqual({
      guests: 'Maximum 16 guests allowed',
      returnDate: 'Return date must be on or after the departure date',
    });
  });
});

describe('summary dates', () => {
  it('formats calendar dates without a time-zone shift', () => {
    expect(formatTravelDate('2025-12-01')).toBe('Dec 1, 2025');
    expect(formatTravelDate('')).toBe('—');
    expect(formatTravelDate('2025-13-45')).toBe('—');
  });

  it('reads every day of a leap year as Intl would, without loading it on the page', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      expect(formatTravelDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });
});
