/**
 * The two WebAuthn ceremonies (issue 24) with @simplewebauthn/server: creating a passkey and
 * using one (to sign in, or to confirm it is the member before a sensitive action). User
 * verification is required both times; the answer must come from our origin and name our RP ID,
 * answer a live challenge of ours, and (when used) carry a signature counter that moved forward.
 * Any other answer is refused with a PasskeyRefusal that says why; nothing is stored then.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type {
  PasskeyAuthenticationResponse,
  PasskeyRegistrationResponse,
} from '@shared/schemas/account-security';
import type { Db } from '../db/client';
import { findPasskey, type StoredPasskey } from './passkey-store';
import {
  CHALLENGE_TTL_MS,
  storeChallenge,
  takeChallenge,
  type ChallengePurpose,
} from './webauthn-challenges';
import { memberPasskeys } from './passkey-store';
import { type RelyingParty } from './webauthn-challenges';

export const PASSKEY_PROBLEMS = {
  challenge: 'This passkey request has expired or was already used. Please try again.',
  origin: 'This passkey answer was made for another website, so it was refused.',
  rp_id: 'This passkey belongs to another website, so it was refused.',
  counter:
    "This passkey's signature counter did not move forward, a sign it may have been copied, so it was refused.",
  user_verification:
    'Your device did not confirm it was you (fingerprint, face or PIN), so the passkey was refused.',
  unknown: 'This passkey is not registered with the club. Please sign in with your password.',
  not_yours: 'This passkey is not one of yours.',
  duplicate: 'This passkey is already registered.',
  invalid: 'This passkey could not be verified. Please try again.',
} as const;
export type PasskeyProblem = keyof typeof PASSKEY_PROBLEMS;

export class PasskeyRefusal extends Error {
  override name = 'PasskeyRefusal';
  constructor(readonly problem: PasskeyProblem) {
    super(PASSKEY_PROBLEMS[problem]);
  }
}

/** The library's reason for refusing an answer, in the member's terms. */
function problemOf(err: unknown): PasskeyProblem {
  const text = err instanceof Error ? `${err.name} ${err.message}` : '';
  if (/origin/i.test(text)) return 'origin';
  if (/RPID|RP ID/i.test(text)) return 'rp_id';
  if (/counter/i.test(text)) return 'counter';
  if (/user verification|not present/i.test(text)) return 'user_verification';
  if (/challenge/i.test(text)) return 'challenge';
  return 'invalid';
}

/** The challenge the browser signed, read from its client data; null when unreadable. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

/** Takes the answer's challenge out of play first, so it works once whatever happens next. */
function useUpChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
): string {
  const challenge = signedChallenge(clientDataJSON);
  if (challenge === null) throw new PasskeyRefusal('invalid');
  if (!takeChallenge(db, challenge, purpose, userId, now)) throw new PasskeyRefusal('challenge');
  return challenge;
}

/** The WebAuthn user handle: the member's id, never their email (it is stored on the device). */
const userHandleOf = (userId: string) => isoUint8Array.fromUTF8String(userId);

export interface PasskeyOwner {
  id: string;
  email: string;
  displayName: string;
}

export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  member: PasskeyOwner,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.email,
    userID: userHandleOf(member.id),
    userDisplayName: member.displayName,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    // The member's own passkeys: the device says it already holds one rather than make another.
    excludeCredentials: memberPasskeys(db, member.id).map((p) => ({
      id: p.id,
      transports: p.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  storeChallenge(db, options.challenge, 'register', member.id, now);
  return options;
}

export interface NewPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

export async function verifyRegistration(
  db: Db,
  rp: RelyingParty,
  userId: string,
  response: PasskeyRegistrationResponse,
  now: Date,
): Promise<NewPasskey> {
  const challenge = useUpChallenge(db, response.response.clientDataJSON, 'register', userId, now);
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      // The schema checked shape and sizes; the library checks everything else.
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (err) {
    throw new PasskeyRefusal(problemOf(err));
  }
  if (!result.verified) throw new PasskeyRefusal('invalid');
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  if (findPasskey(db, credential.id)) throw new PasskeyRefusal('duplicate');
  return {
    id: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  };
}

/**
 * Options to use a passkey. To sign in, any passkey of this site will do (the browser offers the
 * ones it holds, in its autofill too); to confirm it is the member, only theirs.
 */
export async function authenticationOptions(
  db: Db,
  rp: RelyingParty,
  purpose: 'sign-in' | 'reauth',
  userId: string | null,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allowCredentials =
    purpose === 'reauth' && userId !== null
      ? memberPasskeys(db, userId).map((p) => ({ id: p.id, transports: p.transports }))
      : undefined;
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials,
  });
  storeChallenge(db, options.challenge, purpose, purpose === 'reauth' ? userId : null, now);
  return options;
}

export interface UsedPasskey {
  passkey: StoredPasskey;
  newCounter: number;
}

/**
 * Checks a passkey's answer. `userId`: the member it must belong to (a re-authentication), or
 * null to learn whose it is (a sign-in). The caller stores the new counter.
 */
export async function verifyAuthentication(
  db: Db,
  rp: RelyingParty,
  response: PasskeyAuthenticationResponse,
  purpose: 'sign-in' | 'reauth',
  userId: string | null,
  now: Date,
): Promise<UsedPasskey> {
  const challenge = useUpChallenge(
    db,
    response.response.clientDataJSON,
    purpose,
    purpose === 'reauth' ? userId : null,
    now,
  );
  const passkey = findPasskey(db, response.id);
  if (!passkey) throw new PasskeyRefusal(userId === null ? 'unknown' : 'not_yours');
  if (userId !== null && passkey.userId !== userId) throw new PasskeyRefusal('not_yours');
  const handle = response.response.userHandle;
  // A discoverable passkey names its member: it must be the one we stored it for.
  if (handle && handle !== isoBase64URL.fromBuffer(userHandleOf(passkey.userId))) {
    throw new PasskeyRefusal('unknown');
  }
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: true,
    });
  } catch (err) {
    throw new PasskeyRefusal(problemOf(err));
  }
  if (!result.verified) throw new PasskeyRefusal('invalid');
  return { passkey, newCounter: result.authenticationInfo.newCounter };
}

type AuthenticatorTransportFuture = NonNullable<
  Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']
>[number];
