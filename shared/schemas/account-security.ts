/**
 * The bodies of the account security calls (issue 24), used by the forms and the endpoints. A
 * WebAuthn answer is checked for shape and size here; its meaning is the server's to check.
 */
import * as v from 'valibot';
import { PasswordSchema, linkToken } from './auth';
import { email, requiredText } from './fields';

export const PASSKEY_RESPONSE_MESSAGE = 'This passkey answer could not be read. Please try again.';
const ENTER_PASSWORD_MESSAGE = 'Please enter your password';
const MISMATCH_MESSAGE = "Passwords don't match";
export const SAME_PASSWORD_MESSAGE = 'Your new password must be different from the current one.';
export const PASSKEY_NAME_MESSAGE = 'Please give this passkey a name';

/** base64url of at most `max` characters (authenticators' fields are far smaller). */
const base64url = (max: number) =>
  v.pipe(
    v.string(PASSKEY_RESPONSE_MESSAGE),
    v.maxLength(max, PASSKEY_RESPONSE_MESSAGE),
    v.regex(/^[A-Za-z0-9_-]*$/, PASSKEY_RESPONSE_MESSAGE),
  );

const credentialFields = {
  id: v.pipe(base64url(1400), v.nonEmpty(PASSKEY_RESPONSE_MESSAGE)),
  rawId: base64url(1400),
  type: v.literal('public-key', PASSKEY_RESPONSE_MESSAGE),
  authenticatorAttachment: v.optional(
    v.picklist(['platform', 'cross-platform'], PASSKEY_RESPONSE_MESSAGE),
  ),
  clientExtensionResults: v.optional(
    v.record(v.string(), v.unknown(), PASSKEY_RESPONSE_MESSAGE),
    {},
  ),
};

/** What @simplewebauthn/browser's startRegistration() answers. */
export const PasskeyRegistrationResponseSchema = v.object(
  {
    ...credentialFields,
    response: v.object(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(16_384),
        authenticatorData: v.optional(base64url(16_384)),
        transports: v.optional(
          v.pipe(
            v.array(v.pipe(v.string(), v.maxLength(32)), PASSKEY_RESPONSE_MESSAGE),
            v.maxLength(10, PASSKEY_RESPONSE_MESSAGE),
          ),
        ),
        publicKeyAlgorithm: v.optional(v.number(PASSKEY_RESPONSE_MESSAGE)),
        publicKey: v.optional(base64url(4096)),
      },
      PASSKEY_RESPONSE_MESSAGE,
    ),
  },
  PASSKEY_RESPONSE_MESSAGE,
);
export type PasskeyRegistrationResponse = v.InferOutput<typeof PasskeyRegistrationResponseSchema>;

/** What @simplewebauthn/browser's startAuthentication() answers. */
export const PasskeyAuthenticationResponseSchema = v.object(
  {
    ...credentialFields,
    response: v.object(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(16_384),
        signature: base64url(2048),
        userHandle: v.optional(base64url(128)),
      },
      PASSKEY_RESPONSE_MESSAGE,
    ),
  },
  PASSKEY_RESPONSE_MESSAGE,
);
export type PasskeyAuthenticationResponse = v.InferOutput<
  typeof PasskeyAuthenticationResponseSchema
>;

/** A passkey's name: the device's by default, the member's words if they change it. */
export const PasskeyNameSchema = requiredText(PASSKEY_NAME_MESSAGE, 60);

/** POST /api/auth/passkey/register */
export const PasskeyRegistrationSchema = v.object({
  name: PasskeyNameSchema,
  response: PasskeyRegistrationResponseSchema,
});
export type PasskeyRegistration = v.InferOutput<typeof PasskeyRegistrationSchema>;

/** POST /api/auth/passkey/sign-in */
export const PasskeySignInSchema = v.object({ response: PasskeyAuthenticationResponseSchema });
export type PasskeySignIn = v.InferOutput<typeof PasskeySignInSchema>;

/** The password the member has now: any they could have set, so only presence and size. */
export const CurrentPasswordSchema = v.pipe(
  v.string(ENTER_PASSWORD_MESSAGE),
  v.nonEmpty(ENTER_PASSWORD_MESSAGE),
  v.maxLength(128, 'Password must be at most 128 characters'),
);

/** POST /api/auth/reauth: the password, or a passkey's answer, never both. */
export const ReauthSchema = v.pipe(
  v.object({
    password: v.optional(CurrentPasswordSchema),
    passkey: v.optional(PasskeyAuthenticationResponseSchema),
  }),
  v.check(
    (input) => (input.password === undefined) !== (input.passkey === undefined),
    'Enter your password, or use a passkey',
  ),
);
export type Reauth = v.InferOutput<typeof ReauthSchema>;

/** The re-authentication dialog's password form. */
export const ReauthPasswordSchema = v.object({ password: CurrentPasswordSchema });
export type ReauthPassword = v.InferOutput<typeof ReauthPasswordSchema>;

const differentPasswords = (input: { currentPassword?: string; newPassword: string }) =>
  input.currentPassword === undefined || input.currentPassword !== input.newPassword;
const PASSWORD_PATHS = [['currentPassword'], ['newPassword']] as const;

/**
 * POST /api/auth/password. Without `currentPassword` the session must have confirmed the member
 * within 5 minutes (a passkey in the dialog).
 */
export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.optional(CurrentPasswordSchema),
    newPassword: PasswordSchema,
  }),
  v.forward(v.partialCheck(PASSWORD_PATHS, differentPasswords, SAME_PASSWORD_MESSAGE), [
    'newPassword',
  ]),
);
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

/** The change-password form: the new password typed twice. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({
    currentPassword: v.optional(CurrentPasswordSchema),
    newPassword: PasswordSchema,
    confirmPassword: v.string(MISMATCH_MESSAGE),
  }),
  v.forward(v.partialCheck(PASSWORD_PATHS, differentPasswords, SAME_PASSWORD_MESSAGE), [
    'newPassword',
  ]),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      MISMATCH_MESSAGE,
    ),
    ['confirmPassword'],
  ),
);
export type ChangePasswordFormInput = v.InferInput<typeof ChangePasswordFormSchema>;

/** POST /api/auth/email and its form. */
export const ChangeEmailSchema = v.object({ email: email('Please enter a valid email address') });
export type ChangeEmail = v.InferOutput<typeof ChangeEmailSchema>;

/** POST /api/auth/email/confirm and /undo: the token of the mailed link. */
export const EmailChangeTokenSchema = v.object({ token: linkToken('This link is invalid') });
export type EmailChangeToken = v.InferOutput<typeof EmailChangeTokenSchema>;

/**
 * DELETE /api/user. Without `password` the session must have confirmed the member within 5
 * minutes (a passkey sign-in, or a passkey in the dialog).
 */
export const DeleteAccountSchema = v.object({ password: v.optional(CurrentPasswordSchema) });
export type DeleteAccount = v.InferOutput<typeof DeleteAccountSchema>;
