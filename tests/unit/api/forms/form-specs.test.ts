import { describe, expect, it } from 'vitest';
import { checkForm, formFields, FORM_SPECS } from '@api/forms/posts/form-specs';
import { FORM_INTERESTS, FORM_NAMES } from '@shared/form-posts';

const check = (name: keyof typeof FORM_SPECS, values: Record<string, string>) =>
  checkForm(FORM_SPECS[name], new Map(Object.entries(values)));

const person = { firstName: 'A', lastName: 'B', email: 'a@b.co', phoneNumber: '+1 555 010 2030' };

describe('form specs', () => {
  it('read the fields named as the schema keys the forms send', () => {
    expect(formFields(FORM_SPECS.waitlist)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
    ]);
    expect(formFields(FORM_SPECS.giveaway)).toContain('agreeToRules');
    expect(formFields(FORM_SPECS.booking)).not.toContain('jetPrice');
    expect(formFields(FORM_SPECS.booking)).not.toContain('totalPrice');
    for (const name of FORM_NAMES) expect(formFields(FORM_SPECS[name]).length).toBeGreaterThan(0);
  });

  it.each([
    ['waitlist', FORM_INTERESTS.waitlist],
    ['giveaway', FORM_INTERESTS.giveaway],
    ['activation', FORM_INTERESTS.activation],
  ] as const)('send the %s form as spec 7 says, with its tag', (name, interests) => {
    const result = check(name, { ...person, agreeToRules: 'on', interests: 'Spam' });
    expect(result).toEqual({ ok: true, body: { ...person, interests } });
  });

  it.each([
    ['on', true],
    ['true', true],
    ['', false],
    [undefined, false],
  ])('read the rules checkbox sent as %j as ticked: %s', (value, ticked) => {
    const result = check(
      'giveaway',
      value === undefined ? person : { ...person, agreeToRules: value },
    );
    expect(result.ok).toBe(ticked);
    if (!result.ok) {
      expect(result.issues).toEqual({
        agreeToRules: 'You must agree to the rules and confirm you are 21+',
      });
    }
  });

  const booking = {
    destinationId: 'd',
    jetId: 'j',
    guestName: 'A B',
    guestEmail: 'a@b.co',
    guestPhone: '+1 555 010 2030',
    departureDate: '2030-01-01',
    returnDate: '2030-01-02',
  };
  it.each([
    ['3', 3],
    [' 16 ', 16],
    ['17', 'Maximum 16 guests allowed'],
    ['0', 'At least 1 guest is required'],
    ['2.5', 'At least 1 guest is required'],
    ['0x10', 'At least 1 guest is required'],
    ['1e1', 'At least 1 guest is required'],
    ['', 'At least 1 guest is required'],
  ])('read the guests sent as %j', (guests, expected) => {
    const result = check('booking', { ...booking, guests });
    if (result.ok) expect(result.body.guests).toBe(expected);
    else expect(result.issues).toEqual({ guests: expected });
  });

  it('give each missing field its own message, never "Invalid key"', () => {
    const result = check('booking', {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toMatchObject({
        destinationId: 'Please select a destination',
        jetId: 'Please select a private jet',
        departureDate: 'Departure date is required',
      });
      expect(Object.values(result.issues).join()).not.toMatch(/Invalid key/);
    }
  });

  it('never read the prices a booking form could carry', () => {
    const result = check('booking', { jetPrice: '1', totalPrice: '1' });
    expect(result.ok ? [] : Object.keys(result.issues)).not.toContain('jetPrice');
  });
});
