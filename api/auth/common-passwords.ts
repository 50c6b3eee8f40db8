/**
 * The most common passwords, refused for every new password (OWASP ASVS 5.0 V6.2 and NIST SP
 * 800-63B both ask for a check against a list of commonly used ones). The list is
 * common-passwords.txt beside this file, 10,000 lines, most common first; scripts/
 * common-passwords.ts regenerates it. Read once, on the first check; compared case-insensitively,
 * since guessing tools try 'Password1' as early as 'password1'. Server only: the app never
 * downloads the list.
 */
import { readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { COMMON_PASSWORD_MESSAGE } from '@shared/schemas/auth';
import { errorBody } from '../errors';

const LIST = new URL('./common-passwords.txt', import.meta.url);
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(LIST, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/** The 400 for a common password, on the form's password field; undefined for any other. */
export function refuseCommonPassword(c: Context, password: string) {
  if (!isCommonPassword(password)) return undefined;
  const issues = { password: COMMON_PASSWORD_MESSAGE };
  return c.json(errorBody(COMMON_PASSWORD_MESSAGE, { issues }), 400);
}
