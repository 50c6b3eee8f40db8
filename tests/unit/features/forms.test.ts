import { describe, expect, it } from 'vitest';
import { WAITLIST_INTERESTS } from '@shared/constants';
import { claimDelivery, isDeliveryClaimed } from '@app/components/forms/delivery-claims';
import { PERSON_KEYS } from '@app/components/forms/person-fields';
import { serverMessageOf } from '@app/components/forms/server-message';
import { textFieldsOf } from '@app/components/forms/text-fields-of';
import { EMPTY_CONTACT, fieldsOfBody } from '@app/features/contact/lib/contact-fields';
import { CONTACT_TYPE_OPTIONS } from '@app/features/contact/lib/contact-types';
import {
  CONTACT_DELIVERY_TOASTS,
  CONTACT_FAILED,
  CONTACT_SENT,
  REQUIRED_FIELDS,
} from '@app/features/contact/lib/contact-toasts';
import { CALL_TYPE_OPTIONS } from '@app/features/consultation/lib/call-types';
import {
  consultationBooked,
  formatConsultationDate,
} from '@app/features/consultation/lib/consultation-toast';
import { WIZARD_STEPS } from '@app/features/consultation/lib/wizard-steps';
import {
  activationFailed,
  ENTRY_DELIVERY_TOASTS,
  entryFailed,
} from '@app/features/giveaway/lib/giveaway-toasts';
import {
  BOOKING_CONFIRMED,
  BOOKING_DELIVERY_TOASTS,
  bookingFailed,
} from '@app/features/booking/lib/booking-toasts';
import type { OutboxItem } from '@app/local/db/db';

const item = (over: Partial<OutboxItem>): OutboxItem => ({
  id: 'x',
  kind: 'booking',
  method: 'POST',
  url: '/api/bookings',
  body: {},
  status: 'sent',
  attempts: 1,
  nextAttemptAt: 0,
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

describe("spec 8's toasts", () => {
  it('booking: confirmed, and failed with the server message or the fallback', () => {
    expect(BOOKING_CONFIRMED).toEqual({
      title: 'Booking Confirmed!',
      description: "We'll contact you shortly to finalize the details.",
    });
    expect(bookingFailed('Unknown jet')).toMatchObject({
      title: 'Booking Failed',
      description: 'Unknown jet',
      variant: 'destructive',
    });
    expect(bookingFailed().description).toBe(
      'There was an error creating your booking. Please try again.',
    );
    const refused = item({ status: 'failed', error: 'Nope', response: { message: 'Nope' } });
    expect(BOOKING_DELIVERY_TOASTS.refused(refused)).toEqual(bookingFailed('Nope'));
    // A refusal without a message in its body gets spec 8's fallback, not "400: Bad Request".
    const bare = item({ status: 'failed', error: '400: Bad Request', response: undefined });
    expect(BOOKING_DELIVERY_TOASTS.refused(bare)).toEqual(bookingFailed());
    expect(BOOKING_DELIVERY_TOASTS.refused(item({ status: 'auth', error: '401: x' }))).toEqual(
      bookingFailed(),
    );
  });

  it('contact: sent, failed and required fields', () => {
    expect(CONTACT_SENT).toEqual({
      title: 'Message Sent Successfully',
      description: "We'll get back to you within 24 hours.",
    });
    expect(CONTACT_FAILED).toMatchObject({
      title: 'Error',
      description: 'Failed to send message. Please try again or contact us directly.',
      variant: 'destructive',
    });
    expect(REQUIRED_FIELDS).toMatchObject({
      title: 'Required Fields',
      description: 'Please fill in all required fields.',
    });
    expect(CONTACT_DELIVERY_TOASTS.sent(item({}))).toBe(CONTACT_SENT);
  });

  it('giveaway and activation: the server text or the fallback', () => {
    expect(entryFailed('Invalid request').description).toBe('Invalid request');
    expect(entryFailed().description).toBe('Failed to submit entry.');
    expect(activationFailed().description).toBe('Failed to submit. Please try again.');
    expect(ENTRY_DELIVERY_TOASTS.sent(item({})).title).toBe('Entry Received');
  });
});

describe('contact form helpers', () => {
  it('offers the five inquiry types with readable labels', () => {
    expect(CONTACT_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      'general',
      'booking',
      'membership',
      'support',
      'partnership',
    ]);
    expect(CONTACT_TYPE_OPTIONS.every((o) => /^[A-Z]/.test(o.label))).toBe(true);
  });

  it('reads a stored message back, defaulting an unknown type to general', () => {
    const sent = { ...EMPTY_CONTACT, name: 'Ada', type: 'booking' };
    expect(fieldsOfBody(sent)).toEqual(sent);
    expect(fieldsOfBody({ type: 'spam' }).type).toBe('general');
  });

  it('reads text fields back, a missing or non-string value as empty', () => {
    expect(textFieldsOf({ firstName: 7, email: 'a@b.co' }, PERSON_KEYS)).toEqual({
      firstName: '',
      lastName: '',
      email: 'a@b.co',
      phoneNumber: '',
    });
    expect(textFieldsOf(null, ['name'])).toEqual({ name: '' });
  });

  it('reads an entrant back from a waitlist body', () => {
    const body = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'a@b.co',
      phoneNumber: '5550100199',
      interests: WAITLIST_INTERESTS.giveaway,
    };
    expect(textFieldsOf(body, PERSON_KEYS)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'a@b.co',
      phoneNumber: '5550100199',
    });
  });
});

describe('consultation wizard (spec 4, 9)', () => {
  it('has three steps in order, Continue validating each step', () => {
    expect(WIZARD_STEPS.map((s) => s.title)).toEqual(['Call Type', 'Schedule', 'Details']);
    expect(WIZARD_STEPS.flatMap((s) => s.fields).sort()).toEqual([
      'appleId',
      'callType',
      'message',
      'phoneNumber',
      'preferredDate',
      'preferredTime',
      'topic',
    ]);
  });

  it('marks FaceTime and Zoom as premium, Phone not', () => {
    expect(CALL_TYPE_OPTIONS.map((o) => [o.value, o.premium])).toEqual([
      ['facetime', true],
      ['zoom', true],
      ['phone', false],
    ]);
  });

  it("confirms with the member's date and time", () => {
    expect(formatConsultationDate('2025-12-01')).toBe('Monday, December 1');
    const toast = consultationBooked({
      callType: 'zoom',
      preferredDate: '2025-12-01',
      preferredTime: '2:00 PM',
      topic: 'General Consultation',
      message: '',
      phoneNumber: '',
      appleId: '',
    });
    expect(toast.title).toBe('Consultation Booked!');
    expect(toast.description).toContain(
      'Zoom consultation is set for Monday, December 1 at 2:00 PM EST',
    );
  });
});

describe('serverMessageOf', () => {
  it("reads the refusal body's message, or its error field, and nothing else", () => {
    const failed = (response: unknown) => item({ status: 'failed', error: 'x', response });
    expect(serverMessageOf(failed({ message: 'Unknown jet' }))).toBe('Unknown jet');
    expect(serverMessageOf(failed({ error: 'Already entered' }))).toBe('Already entered');
    expect(serverMessageOf(failed({ message: '  ' }))).toBeUndefined();
    expect(serverMessageOf(failed(null))).toBeUndefined();
    expect(serverMessageOf(item({ status: 'sent', response: { message: 'Created' } }))).toBe(
      undefined,
    );
  });
});

describe('delivery claims', () => {
  it('counts claims, so a double mount and unmount leaves none behind', () => {
    const a = claimDelivery('id-1');
    const b = claimDelivery('id-1');
    expect(isDeliveryClaimed('id-1')).toBe(true);
    a();
    a(); // releasing twice is harmless
    expect(isDeliveryClaimed('id-1')).toBe(true);
    b();
    expect(isDeliveryClaimed('id-1')).toBe(false);
  });
});
