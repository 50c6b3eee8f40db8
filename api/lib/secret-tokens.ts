/**
 * The secrets the club hands out: session cookies and every mailed link (resets, confirmations,
 * invitations, email changes, installment confirmations). 20 random bytes = 160 bits of entropy,
 * Lucia's minimum, in base32 so a cookie or a URL carries it as is; only its SHA-256 is stored, so
 * a leaked database cannot be replayed as cookies or links.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

const TOKEN_BYTES = 20;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The session id stored for a token: hex SHA-256, never the token itself. */
export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}
