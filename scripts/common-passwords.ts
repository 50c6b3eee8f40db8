/**
 * Regenerates api/auth/common-passwords.txt, the passwords the API refuses: the 10,000 most
 * common, most common first, one a line, lower-cased. Source: the ranked password list of the npm
 * package @zxcvbn-ts/language-common (src/passwords.json, MIT; the frequency-ordered dictionary
 * of Dropbox's zxcvbn). Nothing is installed: `npm pack` fetches the package into .tmp and `tar`
 * unpacks the one file.
 *
 *   npx tsx scripts/common-passwords.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGE = '@zxcvbn-ts/language-common@4.1.3';
const LIST_IN_PACKAGE = 'package/src/passwords.json';
const COUNT = 10_000;
const OUT = 'api/auth/common-passwords.txt';

const work = join('.tmp', 'common-passwords');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], {
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .at(-1)!;
execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, LIST_IN_PACKAGE]);

const ranked = JSON.parse(readFileSync(join(work, LIST_IN_PACKAGE), 'utf8')) as unknown;
if (!Array.isArray(ranked) || !ranked.every((p) => typeof p === 'string')) {
  throw new Error(`${LIST_IN_PACKAGE} is not a list of strings`);
}
// The check is case-insensitive, so 'Password' and 'password' are one entry, at the better rank.
const unique = [
  ...new Set(ranked.map((p: string) => p.toLowerCase()).filter((p) => !/\s/.test(p))),
];
if (unique.length < COUNT) throw new Error(`only ${unique.length} passwords in ${PACKAGE}`);
writeFileSync(OUT, `${unique.slice(0, COUNT).join('\n')}\n`);
rmSync(work, { recursive: true, force: true });
console.log(`${OUT}: the ${COUNT} most common passwords of ${PACKAGE}`);
