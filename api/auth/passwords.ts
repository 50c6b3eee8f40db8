/**
 * Password hashing: argon2id with OWASP's minimum (m = 19456 KiB, t = 2, p = 1; Password Storage
 * Cheat Sheet). The hash string carries its own parameters, so raising them later still verifies
 * old hashes.
 */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = {
  // Algorithm.Argon2id: the package declares it as an ambient const enum, which isolatedModules
  // cannot read, so its value is written out.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without one (unknown email, or an account from another
 * sign-in provider) it still verifies against a dummy hash computed once, so the answer takes as
 * long as a wrong password and timing does not reveal which emails have accounts.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not the password of anyone');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  // A malformed stored hash is a wrong password, not a 500.
  return verify(storedHash, password).catch(() => false);
}
