/**
 * `npm run backup`: one online backup of the database at DATABASE_PATH and of UPLOADS_DIR into
 * BACKUP_DIR (README "Backups"), safe while the server runs. Prints one line; exit status 0 when
 * the backup is written and checked, 1 with the reason otherwise. The server's BACKUP_INTERVAL
 * runs this same script.
 */
import { existsSync } from 'node:fs';
import { backup } from '../api/ops/backup/backup';
import { createFilesPrivately } from '../api/db/private-files';
import { loadEnv } from '../api/env';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function main(source: Record<string, string | undefined>): Promise<number> {
  try {
    const env = loadEnv(source);
    const result = await backup({
      databasePath: env.DATABASE_PATH,
      uploadsDir: env.UPLOADS_DIR,
      backupDir: env.BACKUP_DIR,
      keep: env.BACKUP_KEEP,
    });
    const removed = result.removed.length ? `; removed ${result.removed.join(', ')}` : '';
    console.log(
      `Backup written to ${result.path} (${mb(result.databaseBytes)} database, ` +
        `${result.uploadFiles} uploaded files) in ${result.seconds.toFixed(1)} s${removed}`,
    );
    return 0;
  } catch (err) {
    // A BackupError says what to do; anything else (a bad setting) says what went wrong.
    console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The club's data is its account's alone: a database or backup made here is not world-readable.
  createFilesPrivately();
  // Values already in the environment win over .env, as for the server.
  if (existsSync('.env')) process.loadEnvFile('.env');
  process.exitCode = await main(process.env);
}
