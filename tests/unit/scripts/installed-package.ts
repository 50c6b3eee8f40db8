import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The text of `file` in the installed copy of `pkg`, read as the build or the browser reads it. */
export function installedFile(pkg: string, file: string): string {
  const root = dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
  return readFileSync(join(root, file), 'utf8');
}
