import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { email, phone, requiredText } from './fields';

/** Spec 5 register rule: an optional +, then a nonzero digit and up to 15 more digits. */
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
const MISMATCH_MESSAGE = "Passwords don't match";
/**
 * The server's refusal of a password on its list of the most common ones (api/auth/
 * common-passwords.ts). Only the words live here: the list stays on the server, out of the app.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';

/**
 * Every new password's rule (the staff CLI checks it too). argon2 hashes any length, but an
 * unbounded one is a cheap way to burn server CPU.
 */
export const PasswordSchema = v.pipe(
  v.string(PASSWORD_MESSAGE),
  v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE),
  v.maxLength(128, 'Password must be at most 128 characters'),
);
const password = PasswordSchema;

const registerPhone = v.pipe(
  phone('Phone number must be at least 10 digits'),
  // Separators people type (spaces, dashes, dots, brackets) are not part of the number.
  v.transform((value) => value.replace(/[\s().-]/g, '')),
  v.regex(PHONE_PATTERN, 'Please enter a valid phone number'),
);

/** POST /api/auth/login and the /login form (spec 5, 7). */
export const LoginSchema = v.object({
  email: email('Please enter a valid email address'),
  password,
});
export type Login = v.InferOutput<typeof LoginSchema>;

/**
 * The token of a mailed single-use link, as a body field or a path segment: the server looks it
 * up; anything longer than any token it makes is refused unread.
 */
export const linkToken = (message: string) =>
  v.pipe(v.string(message), v.nonEmpty(message), v.maxLength(200, message));

export const INVITATION_INVALID_MESSAGE = 'This invitation link is invalid.';

/**
 * POST /api/auth/register (spec 7): the payload, without the form's confirmation field. `invite`
 * is the token of a waitlist invitation (/register?invite=…), when the member came through one.
 */
export const RegisterSchema = v.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  email: email('Please enter a valid email address'),
  phoneNumber: registerPhone,
  password,
  invite: v.optional(linkToken(INVITATION_INVALID_MESSAGE)),
});
export type Register = v.InferOutput<typeof RegisterSchema>;

/** The /register form: the payload plus the password typed twice. */
export const RegisterFormSchema = v.pipe(
  v.object({ ...RegisterSchema.entries, confirmPassword: v.string(MISMATCH_MESSAGE) }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      MISMATCH_MESSAGE,
    ),
    ['confirmPassword'],
  ),
);
export type RegisterFormInput = v.InferInput<typeof RegisterFormSchema>;

/** POST /api/auth/forgot-password and its form. */
export const ForgotPasswordSchema = v.object({
  email: email('Please enter a valid email address'),
});
export type ForgotPassword = v.InferOutput<typeof ForgotPasswordSchema>;

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const ResetPasswordSchema = v.object({
  token: linkToken('This reset link is invalid'),
  password,
});
export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;

/** POST /api/auth/verify-email: the token of the confirmation link mailed at registration. */
export const VerifyEmailSchema = v.object({
  token: linkToken('This confirmation link is invalid'),
});
export type VerifyEmail = v.InferOutput<typeof VerifyEmailSchema>;

/** The /reset-password form: the new password typed twice (the token comes from the URL). */
export const ResetPasswordFormSchema = v.pipe(
  v.object({ password, confirmPassword: v.string(MISMATCH_MESSAGE) }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      MISMATCH_MESSAGE,
    ),
    ['confirmPassword'],
  ),
);
