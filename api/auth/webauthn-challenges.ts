/**
 * The relying party and the WebAuthn challenges (issue 24). The relying party is PUBLIC_URL's:
 * its host is the RP ID, its origin the only origin a browser's answer may come from. A challenge
 * is single use (deleted the moment an answer names it, whatever the answer's fate) and expires in
 * 5 minutes; expired ones are swept whenever a new one is handed out, so the table stays small.
 */
import { eq, lte } from 'drizzle-orm';
import { BRAND } from '@shared/brand';
import type { Db } from '../db/client';
import { webauthnChallenges } from '../db/schema/auth';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type ChallengePurpose = 'register' | 'sign-in' | 'reauth';

export interface RelyingParty {
  /** PUBLIC_URL's host name, e.g. 'aurelianclub.com' or 'localhost' */
  id: string;
  /** PUBLIC_URL's origin, e.g. 'https://aurelianclub.com' */
  origin: string;
  name: string;
}

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: BRAND.fullName };
}

export function storeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
): void {
  db.transaction((tx) => {
    tx.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now.toISOString())).run();
    tx.insert(webauthnChallenges)
      .values({
        challenge,
        purpose,
        userId,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
      })
      .run();
  });
}

/**
 * Uses a challenge up: true when it was handed out for this purpose (and member), is unexpired,
 * and no other answer took it first. Deleted in any case, so a second answer always fails.
 */
export function takeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
): boolean {
  const [row] = db
    .select()
    .from(webauthnChallenges)
    .where(eq(webauthnChallenges.challenge, challenge))
    .all();
  if (!row) return false;
  const { changes } = db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.challenge, challenge))
    .run();
  return (
    changes === 1 &&
    row.purpose === purpose &&
    row.userId === userId &&
    now.getTime() < Date.parse(row.expiresAt)
  );
}
