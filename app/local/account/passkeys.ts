/**
 * Passkey ceremonies in the browser (issue 24) with @simplewebauthn/browser, loaded only when a
 * ceremony starts (never in a page's first load): add one to the account, sign in with one (by
 * the button, or from the email field's autofill), or confirm it is the member.
 */
import { ACCOUNT_API, type PasskeyItem, type ReauthResponse } from '@shared/account-api';
import type { AuthResponse, CurrentUser } from '@shared/api';
import { apiRequest } from '../api';
import { signedIn } from '../sync/member-pull';
import type { SessionOptions } from '../session/session';

// Type-only: the library itself arrives with the first ceremony.
type Browser = typeof import('@simplewebauthn/browser');
type RequestOptions = Parameters<Browser['startAuthentication']>[0]['optionsJSON'];
type CreationOptions = Parameters<Browser['startRegistration']>[0]['optionsJSON'];

let library: Promise<Browser> | undefined;
const load = () => (library ??= import('@simplewebauthn/browser'));

/** The member cancelled the browser's prompt, or it timed out: nothing to say but try again. */
export class PasskeyCancelled extends Error {
  override name = 'PasskeyCancelled';
}

/** This browser or device cannot do passkeys. */
export class PasskeysUnsupported extends Error {
  override name = 'PasskeysUnsupported';
}

/** The device already holds a passkey of this account (the options listed it to exclude). */
export class PasskeyAlreadyHere extends Error {
  override name = 'PasskeyAlreadyHere';
}

/** The browser's refusal in the terms the screens speak. */
function ceremonyError(err: unknown): unknown {
  const { name, code } = (err ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyCancelled('The passkey prompt was closed.');
  }
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new PasskeyAlreadyHere('This device already has a passkey for your account.');
  }
  return err;
}

async function ceremony<T>(run: (lib: Browser) => Promise<T>): Promise<T> {
  const lib = await load();
  if (!lib.browserSupportsWebAuthn()) {
    throw new PasskeysUnsupported('This browser cannot use passkeys.');
  }
  try {
    return await run(lib);
  } catch (err) {
    throw ceremonyError(err);
  }
}

/** Whether the browser offers passkeys in its autofill (conditional mediation). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  const credential = (globalThis as { PublicKeyCredential?: typeof PublicKeyCredential })
    .PublicKeyCredential;
  try {
    return (await credential?.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

/** Stops a pending ceremony (the autofill's, when the page goes). */
export function cancelPasskeyPrompt(): void {
  void library?.then((lib) => lib.WebAuthnAbortService.cancelCeremony());
}

/** Creates a passkey on this device and adds it to the account under `name`. */
export async function addPasskey(name: string): Promise<PasskeyItem> {
  const optionsJSON = await apiRequest<CreationOptions>(ACCOUNT_API.passkeyRegisterOptions, {
    method: 'POST',
    jsonContentType: true,
  });
  const response = await ceremony((lib) => lib.startRegistration({ optionsJSON }));
  return apiRequest<PasskeyItem>(ACCOUNT_API.passkeyRegister, { body: { name, response } });
}

/**
 * Signs in with a passkey: a new session, then the device belongs to the member as after a
 * password sign-in. `autofill` waits for the member to pick a passkey in the email field's
 * suggestions instead of opening a prompt.
 */
export async function signInWithPasskey(
  { autofill = false }: { autofill?: boolean } = {},
  opts: SessionOptions = {},
): Promise<CurrentUser> {
  const optionsJSON = await apiRequest<RequestOptions>(ACCOUNT_API.passkeySignInOptions, {
    method: 'POST',
    jsonContentType: true,
  });
  const response = await ceremony((lib) =>
    lib.startAuthentication({ optionsJSON, useBrowserAutofill: autofill }),
  );
  const { user } = await apiRequest<AuthResponse>(ACCOUNT_API.passkeySignIn, {
    body: { response },
  });
  const { first_name: _first, last_name: _last, ...member } = user;
  await signedIn(member, opts);
  return member;
}

/** Confirms it is the member with one of their passkeys (the re-authentication dialog). */
export async function reauthWithPasskey(): Promise<ReauthResponse> {
  const optionsJSON = await apiRequest<RequestOptions>(ACCOUNT_API.reauthOptions, {
    method: 'POST',
    jsonContentType: true,
  });
  const passkey = await ceremony((lib) => lib.startAuthentication({ optionsJSON }));
  return apiRequest<ReauthResponse>(ACCOUNT_API.reauth, { body: { passkey } });
}
