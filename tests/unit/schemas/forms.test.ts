import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BookingSchema } from '@shared/schemas/booking';
import { ContactSchema, CONTACT_REQUIRED_MESSAGE } from '@shared/schemas/contact';
import { consultationSchema, localIsoDate } from '@shared/schemas/consultation';
import { ActivationSchema, GiveawayEntrySchema } from '@shared/schemas/giveaway';
import { issuesByField } from '@shared/schemas/issues';

function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesByField(result.issues);
}

const booking = {
  destinationId: 'd-1',
  jetId: 'global-7500',
  guestName: 'Ada Lovelace',
  guestEmail: 'ada@example.com',
  guestPhone: '+1 555 010 0199',
  departureDate: '2027-03-01',
  returnDate: '2027-03-06',
  guests: 2,
  specialRequests: '',
};

describe('BookingSchema', () => {
  it('accepts a complete booking', () => {
    expect(messages(BookingSchema, booking)).toEqual({});
  });

  it("uses the spec's messages", () => {
    expect(
      messages(BookingSchema, {
        ...booking,
        guestEmail: 'nope',
        guestPhone: '12345',
        departureDate: '',
        returnDate: '',
      }),
    ).toEqual({
      guestEmail: 'Please enter a valid email address',
      guestPhone: 'Please enter a valid phone number',
      departureDate: 'Departure date is required',
      returnDate: 'Return date is required',
    });
    expect(messages(BookingSchema, { ...booking, guests: 0 }).guests).toBe(
      'At least 1 guest is required',
    );
    expect(messages(BookingSchema, { ...booking, guests: 17 }).guests).toBe(
      'Maximum 16 guests allowed',
    );
  });

  it('refuses a return before the departure', () => {
    expect(messages(BookingSchema, { ...booking, returnDate: '2027-02-27' })).toEqual({
      returnDate: 'Return date must be on or after the departure date',
    });
  });
});

describe('ContactSchema', () => {
  it('requires name, email and message with one message', () => {
    expect(messages(ContactSchema, { name: ' ', email: '', message: '' })).toEqual({
      name: CONTACT_REQUIRED_MESSAGE,
      email: CONTACT_REQUIRED_MESSAGE,
      message: CONTACT_REQUIRED_MESSAGE,
    });
  });

  it('defaults the type and keeps subject optional', () => {
    const out = v.parse(ContactSchema, { name: 'A', email: 'a@b.co', message: 'Hello' });
    expect(out.type).toBe('general');
    expect(out.subject).toBe('');
  });
});

describe('consultationSchema', () => {
  const today = '2026-11-21';
  const schema = consultationSchema(today);
  it("uses the spec's messages", () => {
    expect(
      messages(schema, { callType: 'zoom', preferredDate: '', preferredTime: '', topic: '' }),
    ).toEqual({
      preferredDate: 'Please select a date',
      preferredTime: 'Please select a time',
      topic: 'Please select a consultation topic',
    });
  });

  it('refuses a date before today and accepts today', () => {
    const base = { callType: 'phone', preferredTime: '9:00 AM', topic: 'General Consultation' };
    expect(messages(schema, { ...base, preferredDate: '2026-11-20' })).toEqual({
      preferredDate: 'Please select a date from today on',
    });
    expect(messages(schema, { ...base, preferredDate: today })).toEqual({});
  });

  it('formats the local date', () => {
    expect(localIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('giveaway schemas', () => {
  const person = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phoneNumber: '5550100199',
  };
  it('requires the 21+ rules checkbox on the entry', () => {
    expect(messages(GiveawayEntrySchema, { ...person, agreeToRules: false })).toEqual({
      agreeToRules: 'You must agree to the rules and confirm you are 21+',
    });
    expect(messages(GiveawayEntrySchema, { ...person, agreeToRules: true })).toEqual({});
  });

  it('shares the waitlist messages on the activation', () => {
    expect(
      messages(ActivationSchema, { firstName: '', lastName: '', email: 'x', phoneNumber: '1' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phoneNumber: 'Phone number must be at least 10 digits',
    });
  });
});
