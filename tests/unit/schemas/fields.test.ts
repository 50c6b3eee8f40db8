import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bookingFormSchema,
  BookingSchema,
  PAST_DEPARTURE_MESSAGE,
  TOO_FAR_MESSAGE,
} from '@shared/schemas/booking';
import {
  addYears,
  isCalendarDate,
  multiLineText,
  phone,
  requiredText,
  UNSUPPORTED_CHARACTERS_MESSAGE,
} from '@shared/schemas/fields';
import { issuesByField } from '@shared/schemas/issues';
import { WaitlistSchema } from '@shared/schemas/waitlist';

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('text fields', () => {
  const name = requiredText('Name is required');

  it('normalises to NFC and trims', () => {
    expect(v.parse(name, '  Ame\u0301lia ')).toBe('Amélia');
    expect(v.parse(multiLineText(), ' a\r\nb\tc\n ')).toBe('a\nb\tc');
  });

  it.each(['\uD800', 'a\uDC00b', 'nul\u0000', 'bell\u0007', 'new\nline', 'tab\tbed', 'c1\u0085'])(
    'refuses %j in a single-line field',
    (input) => {
      expect(firstMessage(name, input)).toBe(UNSUPPORTED_CHARACTERS_MESSAGE);
    },
  );

  it('allows newline and tab, nothing else, in a multi-line field', () => {
    expect(v.safeParse(multiLineText(), 'a\nb\tc').success).toBe(true);
    expect(firstMessage(multiLineText(), 'a\u0000')).toBe(UNSUPPORTED_CHARACTERS_MESSAGE);
    expect(firstMessage(multiLineText(), 'a\rb')).toBe(UNSUPPORTED_CHARACTERS_MESSAGE);
    expect(firstMessage(multiLineText(), '\uDBFF')).toBe(UNSUPPORTED_CHARACTERS_MESSAGE);
  });

  it('keeps the field message for a blank value', () => {
    expect(firstMessage(name, '   ')).toBe('Name is required');
  });
});

describe('phone numbers', () => {
  const field = phone('Phone number must be at least 10 digits');

  it.each(['+1 (555) 010-2030', '555.010.2030', '+44 20 7946 0958', '5550102030'])(
    'accepts %s',
    (input) => expect(v.safeParse(field, input).success).toBe(true),
  );

  it.each([
    ['555-CALL-NOW', 'Please enter a valid phone number'],
    ['call me maybe', 'Please enter a valid phone number'],
    ['1234567890123456', 'Please enter a valid phone number'],
    ['(((((())))))', 'Please enter a valid phone number'],
    ['12345', 'Phone number must be at least 10 digits'],
  ])('refuses %s with %s', (input, message) => {
    expect(firstMessage(field, input)).toBe(message);
  });

  it("keeps the waitlist's spec message for a short number", () => {
    const result = v.safeParse(WaitlistSchema, {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phoneNumber: '555',
    });
    expect(issuesByField(result.issues ?? []).phoneNumber).toBe(
      'Phone number must be at least 10 digits',
    );
  });
});

describe('dates', () => {
  it.each([
    ['2027-02-28', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-02-31', false],
    ['2027-04-31', false],
    ['2027-13-01', false],
    ['27-01-01', false],
    ['2027-1-1', false],
  ])('%s is a calendar date: %s', (input, expected) => {
    expect(isCalendarDate(input)).toBe(expected);
  });

  it('adds years, keeping 29 February inside the month', () => {
    expect(addYears('2025-09-20', 2)).toBe('2027-09-20');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });

  const booking = {
    destinationId: 'd',
    jetId: 'j',
    guestName: 'Amelia Hart',
    guestEmail: 'amelia@example.com',
    guestPhone: '+1 555 010 2030',
    departureDate: '2027-03-01',
    returnDate: '2027-03-06',
    guests: 2,
  };

  it('refuses a booking date that does not exist', () => {
    const result = v.safeParse(BookingSchema, { ...booking, departureDate: '2027-02-31' });
    expect(issuesByField(result.issues ?? []).departureDate).toBe('Please enter a valid date');
  });

  it('books from today to two years ahead in the form', () => {
    const schema = bookingFormSchema('2026-01-10');
    const dates = (departureDate: string, returnDate: string) =>
      issuesByField(v.safeParse(schema, { ...booking, departureDate, returnDate }).issues ?? []);
    expect(dates('2026-01-10', '2028-01-10')).toEqual({});
    expect(dates('2026-01-09', '2026-01-12')).toEqual({ departureDate: PAST_DEPARTURE_MESSAGE });
    expect(dates('2028-01-11', '2028-01-12')).toEqual({
      departureDate: TOO_FAR_MESSAGE,
      returnDate: TOO_FAR_MESSAGE,
    });
    expect(dates('2027-12-30', '2028-01-11')).toEqual({ returnDate: TOO_FAR_MESSAGE });
  });
});
