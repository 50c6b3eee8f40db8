import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build the e2e server serves (STATIC_DIR, as api/server.ts reads it). */
export const STATIC_DIR = process.env.STATIC_DIR ?? 'dist';

/**
 * Rewrites one file of the served build, as a release would, and returns how to put it back.
 * The server reads files from disk on every request; its .br/.gz siblings are moved aside so the
 * new bytes are what every client gets.
 */
export function replaceBuiltFile(name: string, change: (text: string) => string): () => void {
  const path = join(STATIC_DIR, name);
  const original = readFileSync(path);
  const siblings = [`${path}.br`, `${path}.gz`].filter((p) => existsSync(p));
  for (const sibling of siblings) renameSync(sibling, `${sibling}.e2e-aside`);
  writeFileSync(path, change(original.toString('utf8')));
  return () => {
    writeFileSync(path, original);
    for (const sibling of siblings) renameSync(`${sibling}.e2e-aside`, sibling);
  };
}
