/** Writes outputs under public/ and reports their sizes against a budget. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PUBLIC_DIR = join(process.cwd(), 'public');

export function writePublic(rel: string, data: string | Buffer, budgetKb?: number): void {
  const file = join(PUBLIC_DIR, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  const kb = (typeof data === 'string' ? Buffer.byteLength(data) : data.length) / 1024;
  const over = budgetKb !== undefined && kb > budgetKb;
  console.log(`${over ? 'OVER' : '    '} ${rel.padEnd(44)} ${kb.toFixed(1)} KB`);
  if (over) process.exitCode = 1;
}

/** True when the module is the script `npx tsx` was started with. */
export function isMain(metaUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && resolve(entry) === fileURLToPath(metaUrl);
}

export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One decimal is invisible at our sizes and keeps the SVG files small. */
export const n = (x: number): string => String(Math.round(x * 10) / 10);
