import * as v from 'valibot';
import { PHONE_MIN_LENGTH } from '../constants';

/** Field builders reused by several forms, so one message lives in one place. */

export const requiredText = (message: string, max = 100) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

export const email = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.email(message),
    v.maxLength(254, 'Email must be at most 254 characters'),
  );

export const phone = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(PHONE_MIN_LENGTH, message),
    v.maxLength(30, 'Phone number must be at most 30 characters'),
  );
