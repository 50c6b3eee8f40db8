/** Writes generated assets under public/ and keeps a tally for the build summary. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PUBLIC_DIR = join(process.cwd(), 'public');

const written: { path: string; bytes: number }[] = [];

export function writePublic(rel: string, data: string | Buffer): void {
  const file = join(PUBLIC_DIR, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  written.push({
    path: rel,
    bytes: typeof data === 'string' ? Buffer.byteLength(data) : data.length,
  });
}

export function writtenFiles(): readonly { path: string; bytes: number }[] {
  return written;
}

/** True when the module is the script `npx tsx` was started with. */
export function isMain(metaUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && resolve(entry) === fileURLToPath(metaUrl);
}
