/// <reference lib="es2024.string" />
// String.prototype.isWellFormed (Node 20, every current browser); the project's lib is ES2023.
import * as v from 'valibot';
import { PHONE_MIN_LENGTH } from '../constants';

/**
 * Field builders reused by several forms, so one rule and one message live in one place. Every
 * text field is cleaned the same way in the form and on the server: well-formed Unicode (a lone
 * surrogate cannot be stored as UTF-8), NFC (so 'é' typed two ways is one value), trimmed, and
 * free of control characters (newline and tab allowed in multi-line fields only).
 */

export const UNSUPPORTED_CHARACTERS_MESSAGE = 'Please remove unsupported characters';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';
export const INVALID_DATE_MESSAGE = 'Please enter a valid date';

// \p{Cc}: C0 controls, DEL and C1 controls.
const SINGLE_LINE = /^\P{Cc}*$/u;
const MULTI_LINE = /^(?:\P{Cc}|[\n\t])*$/u;

const cleaned = (message: string | undefined, allowed: RegExp) =>
  v.pipe(
    v.string(message),
    v.check((s) => s.isWellFormed(), UNSUPPORTED_CHARACTERS_MESSAGE),
    v.transform((s) => s.normalize('NFC')),
    v.trim(),
    v.regex(allowed, UNSUPPORTED_CHARACTERS_MESSAGE),
  );

/** One line of text: names, subjects, ids. */
export const singleLineText = (message?: string) => cleaned(message, SINGLE_LINE);

/** A message or a note; a pasted Windows line break (CRLF) is kept as a plain newline. */
export const multiLineText = (message?: string) =>
  v.pipe(
    v.string(message),
    v.transform((s) => s.replace(/\r\n/g, '\n')),
    cleaned(message, MULTI_LINE),
  );

const maxLength = (max: number) =>
  v.maxLength<string, number, string>(max, `Must be at most ${max} characters`);

export const requiredText = (message: string, max = 100) =>
  v.pipe(singleLineText(message), v.nonEmpty(message), maxLength(max));

export const requiredMultiLineText = (message: string, max: number) =>
  v.pipe(multiLineText(message), v.nonEmpty(message), maxLength(max));

/** Blank is allowed and arrives as ''. */
export const optionalText = (max: number) =>
  v.optional(v.pipe(singleLineText(), maxLength(max)), '');

export const optionalMultiLineText = (max: number) =>
  v.optional(v.pipe(multiLineText(), maxLength(max)), '');

export const email = (message: string) =>
  v.pipe(
    singleLineText(message),
    v.nonEmpty(message),
    v.email(message),
    v.maxLength(254, 'Email must be at most 254 characters'),
  );

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 } as const;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/**
 * A phone number as people type it: digits with spaces, dashes, dots, brackets and a leading +,
 * 7 to 15 digits (E.164 allows at most 15). `message` is the form's own text for one that is too
 * short (spec 5), which is also at least PHONE_MIN_LENGTH characters long.
 */
export const phone = (message: string) =>
  v.pipe(
    singleLineText(message),
    v.minLength(PHONE_MIN_LENGTH, message),
    v.maxLength(30, 'Phone number must be at most 30 characters'),
    v.regex(PHONE_CHARACTERS, INVALID_PHONE_MESSAGE),
    v.check((value) => {
      const digits = digitCount(value);
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    }, INVALID_PHONE_MESSAGE),
  );

/** A YYYY-MM-DD day that exists: isoDate's pattern alone lets 2027-02-31 through. */
export const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const calendarDate = (requiredMessage: string, invalidMessage = INVALID_DATE_MESSAGE) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.isoDate(invalidMessage),
    v.check(isCalendarDate, invalidMessage),
  );

/** The calendar day `days` after a YYYY-MM-DD day (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  const day = String(Math.min(d, lastDay)).padStart(2, '0');
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${day}`;
}
