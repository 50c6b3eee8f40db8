/**
 * A software passkey for API tests: an ES256 key that answers WebAuthn challenges as a platform
 * authenticator would (no attestation, user verified), so tests can make real answers, and
 * wrong ones (another origin, another RP ID, a counter that goes back) on purpose.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  PasskeyAuthenticationResponse,
  PasskeyRegistrationResponse,
} from '@shared/schemas/account-security';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface AnswerOptions {
  origin?: string;
  rpId?: string;
  /** the signature counter to report (default: one more than last time) */
  counter?: number;
  userVerified?: boolean;
  /** sign this challenge instead of the one asked */
  challenge?: string;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));
const u32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  /** the user handle the site gave at registration */
  userHandle = '';

  constructor(
    readonly origin = 'http://localhost',
    readonly rpId = 'localhost',
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string): string {
    return b64(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coordinate = (value: string | undefined) => isoBase64URL.toBuffer(value ?? '');
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coordinate(jwk.x)],
        [-3, coordinate(jwk.y)],
      ]),
    );
  }

  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    answer: AnswerOptions = {},
  ): PasskeyRegistrationResponse {
    this.userHandle = options.user.id;
    const flags = FLAG_UP | FLAG_AT | (answer.userVerified === false ? 0 : FLAG_UV);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(answer.rpId ?? this.rpId),
      Buffer.from([flags]),
      u32(0),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const challenge = answer.challenge ?? options.challenge;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', challenge, answer.origin ?? this.origin),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    };
  }

  answer(
    options: PublicKeyCredentialRequestOptionsJSON,
    answer: AnswerOptions = {},
  ): PasskeyAuthenticationResponse {
    this.counter = answer.counter ?? this.counter + 1;
    const flags = FLAG_UP | (answer.userVerified === false ? 0 : FLAG_UV);
    const authData = Buffer.concat([
      sha256(answer.rpId ?? this.rpId),
      Buffer.from([flags]),
      u32(this.counter),
    ]);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      answer.challenge ?? options.challenge,
      answer.origin ?? this.origin,
    );
    const signed = Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: b64(authData),
        signature: b64(sign('sha256', signed, this.privateKey)),
        userHandle: this.userHandle || undefined,
      },
    };
  }
}
