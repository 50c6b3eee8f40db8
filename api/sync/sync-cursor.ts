/**
 * The pull's cursor: the feed version the member's copy is current to, bound to the member, so a
 * cursor from another member (or made up) is recognised and answered with a full snapshot rather
 * than trusted. Not a secret: every pull reads only the signed-in member's rows anyway.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';

const PREFIX = 'c1';

const tagOf = (userId: string, version: number) =>
  encodeBase64urlNoPadding(sha256(new TextEncoder().encode(`${userId}:${version}`))).slice(0, 12);

export function encodeCursor(userId: string, version: number): string {
  return `${PREFIX}.${version}.${tagOf(userId, version)}`;
}

export type CursorReading =
  | { kind: 'version'; version: number }
  /** well formed, but made for another member */
  | { kind: 'foreign' }
  | { kind: 'malformed' };

export function decodeCursor(userId: string, cursor: string): CursorReading {
  const match = /^c1\.(\d{1,15})\.([\w-]{12})$/.exec(cursor);
  if (!match) return { kind: 'malformed' };
  const version = Number(match[1]);
  return tagOf(userId, version) === match[2] ? { kind: 'version', version } : { kind: 'foreign' };
}
