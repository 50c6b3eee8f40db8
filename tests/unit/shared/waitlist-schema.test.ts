import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WAITLIST_INTERESTS } from '@shared/constants';
import { issuesByField } from '@shared/schemas/issues';
import { NewsletterSchema } from '@shared/schemas/newsletter';
import { WaitlistSchema } from '@shared/schemas/waitlist';

function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesByField(result.issues);
}

const applicant = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+1 555 010 0199',
};

describe('WaitlistSchema', () => {
  it("uses the spec's messages (spec 5, Waitlist)", () => {
    expect(
      messages(WaitlistSchema, { firstName: '', lastName: '  ', email: 'ada', phoneNumber: '555' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phoneNumber: 'Phone number must be at least 10 digits',
    });
  });

  it("defaults interests to 'Waitlist subscriber' and trims the fields", () => {
    const parsed = v.parse(WaitlistSchema, { ...applicant, firstName: '  Ada ' });
    expect(parsed).toEqual({ ...applicant, interests: 'Waitlist subscriber' });
  });

  it('accepts the three interests tags and nothing else', () => {
    for (const interests of Object.values(WAITLIST_INTERESTS)) {
      expect(messages(WaitlistSchema, { ...applicant, interests })).toEqual({});
    }
    expect(messages(WaitlistSchema, { ...applicant, interests: 'VIP' })).toEqual({
      interests: 'Unknown interest',
    });
  });

  it('counts exactly 10 characters as a valid phone number', () => {
    expect(messages(WaitlistSchema, { ...applicant, phoneNumber: '5550100199' })).toEqual({});
    expect(messages(WaitlistSchema, { ...applicant, phoneNumber: '555010019' })).toEqual({
      phoneNumber: 'Phone number must be at least 10 digits',
    });
  });
});

describe('NewsletterSchema', () => {
  it('refuses an empty or malformed email with one message', () => {
    expect(messages(NewsletterSchema, { email: '' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(messages(NewsletterSchema, { email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(v.parse(NewsletterSchema, { email: ' ada@example.com ' })).toEqual({
      email: 'ada@example.com',
    });
  });
});

describe('issuesByField', () => {
  it('keeps the first message of each field, the shape of a 400 body', () => {
    const result = v.safeParse(WaitlistSchema, {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
    });
    expect(result.success).toBe(false);
    // An empty email fails both "non-empty" and "email": two issues, one message per field.
    expect(result.issues?.length).toBeGreaterThan(4);
    expect(issuesByField(result.issues ?? [])).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phoneNumber: 'Phone number must be at least 10 digits',
    });
  });
});
