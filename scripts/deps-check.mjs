#!/usr/bin/env node
/**
 * `npm run deps:check`: fails when any import circle exists in the folders below, type imports
 * included (a circle through types still ties the files' meanings together). madge reads the
 * imports as tsc resolves them (tsconfig.json paths), so `@api/…` and `../…` count alike. The
 * direction between folders (slices, infra, app ↔ api) is eslint.config.js's job.
 */
import madge from 'madge';

const FOLDERS = ['api', 'app', 'shared', 'sw.ts'];

const result = await madge(FOLDERS, {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.json',
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  excludeRegExp: [/\.d\.ts$/],
});
const circles = result.circular();
const files = Object.keys(result.obj()).length;
if (circles.length === 0) {
  console.log(`No import circle in ${FOLDERS.join(', ')} (${files} files).`);
} else {
  console.error(`${circles.length} import circle(s) in ${FOLDERS.join(', ')}:`);
  for (const circle of circles) console.error(`  ${[...circle, circle[0]].join(' > ')}`);
  process.exit(1);
}
