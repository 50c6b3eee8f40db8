/**
 * `npm run restore -- FILE`: puts a backup (a folder from BACKUP_DIR, or a database file) in place
 * of the database at DATABASE_PATH and of UPLOADS_DIR (README "Backups"). Refuses while the
 * server runs, or when FILE is not a sound database of this app, and then changes nothing.
 * Exit status: 0 restored, 1 refused, 2 usage error.
 */
import { existsSync } from 'node:fs';
import { restore, RestoreError } from '../api/ops/backup/restore';
import { createFilesPrivately } from '../api/db/private-files';
import { loadEnv } from '../api/env';

export const USAGE = 'Usage: npm run restore -- FILE   (a backup folder, or its club.db)';

export function main(args: string[], source: Record<string, string | undefined>): number {
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  try {
    const env = loadEnv(source);
    const result = restore({
      source: args[0] ?? '',
      databasePath: env.DATABASE_PATH,
      uploadsDir: env.UPLOADS_DIR,
    });
    console.log(`Restored ${args[0]} to ${env.DATABASE_PATH}.`);
    if (result.databaseAside) console.log(`The database it replaced: ${result.databaseAside}`);
    if (result.uploadsAside) console.log(`The uploads it replaced: ${result.uploadsAside}`);
    if (result.uploadsRestored) console.log(`Uploads restored to ${env.UPLOADS_DIR}.`);
    console.log('Start the server: it applies any newer migrations.');
    return 0;
  } catch (err) {
    if (!(err instanceof RestoreError)) throw err;
    console.error(`Restore refused: ${err.message}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The club's data is its account's alone: a database or backup made here is not world-readable.
  createFilesPrivately();
  if (existsSync('.env')) process.loadEnvFile('.env');
  process.exitCode = main(process.argv.slice(2), process.env);
}
