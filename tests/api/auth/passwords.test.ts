import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The timing guarantee is structural: an unknown email runs the same argon2 verification as a
// wrong password. Counting the verifications proves it without a timed (flaky) assertion.
const argon2 = vi.hoisted(() => ({ verifications: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (hashed: string, password: string) => {
      argon2.verifications.push(hashed);
      return real.verify(hashed, password);
    },
  };
});

const { hashPassword, verifyPassword } = await import('@api/auth/passwords');

beforeEach(() => void argon2.verifications.splice(0));
afterEach(() => vi.restoreAllMocks());

describe('verifyPassword', () => {
  it('verifies a wrong password against the stored argon2id hash', async () => {
    const stored = await hashPassword('right password');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'wrong password')).toBe(false);
    expect(await verifyPassword(stored, 'right password')).toBe(true);
    expect(argon2.verifications).toEqual([stored, stored]);
  });

  it('runs one real verification for an unknown account too, against a dummy hash', async () => {
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(argon2.verifications).toHaveLength(2);
    expect(argon2.verifications[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('treats a malformed stored hash as a wrong password, not an error', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
