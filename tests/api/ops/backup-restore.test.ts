/**
 * Backups end to end (README "Backups"): `npm run backup` against a running server under writes,
 * `npm run restore` refused while it runs, then restored into a fresh folder, where every
 * sign-up acknowledged before the backup began is found and a server starts ready.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  dataPaths,
  startServer,
  stopServer,
  subscribers,
  waitFor,
  writeLoad,
} from '../../helpers/server-process';

let root: string;
const AVATAR = `avatars/${'a'.repeat(32)}.webp`;

/** An npm script's file run the way npm runs it, on the data of `dir`. */
const runScript = (script: string, dir: string, args: string[] = []) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, NODE_ENV: 'test', ...dataPaths(dir) },
    encoding: 'utf8',
    timeout: 30_000,
  });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'club-backup-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('backs up a server under writes; restored elsewhere, every acknowledged row is there', async () => {
  const live = join(root, 'live');
  mkdirSync(join(live, 'data', 'uploads', 'avatars'), { recursive: true });
  writeFileSync(join(dataPaths(live).UPLOADS_DIR, AVATAR), 'avatar bytes');
  const server = await startServer({ dir: live, port: 4477 });
  const load = writeLoad(4477, 8, 'backup');
  try {
    await waitFor(() => load.acknowledged.length >= 200);
    const before = [...load.acknowledged];
    const backup = runScript('scripts/backup.ts', live);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backup written to .*club-[\d-]+T[\d-]+\.\d{3}Z \(.* 1 uploaded files\)/,
    );
    // Writes went on during the backup.
    const during = load.acknowledged.length;
    await waitFor(() => load.acknowledged.length > during + 20);

    // Not while the server runs: refused, nothing changed.
    const [name] = readdirSync(dataPaths(live).BACKUP_DIR);
    const backupFolder = join(dataPaths(live).BACKUP_DIR, name ?? '');
    const refused = runScript('scripts/restore.ts', live, [backupFolder]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /Restore refused: A server is running on .*club\.db: stop it first/,
    );
    await load.stop();
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });
    expect(readdirSync(join(live, 'data')).filter((f) => f.includes('before-restore'))).toEqual([]);

    const fresh = join(root, 'fresh');
    const restored = runScript('scripts/restore.ts', fresh, [backupFolder]);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    const found = subscribers(dataPaths(fresh).DATABASE_PATH);
    expect(before.filter((email) => !found.has(email))).toEqual([]);
    expect(readFileSync(join(dataPaths(fresh).UPLOADS_DIR, AVATAR), 'utf8')).toBe('avatar bytes');
    expect(existsSync(`${dataPaths(fresh).DATABASE_PATH}-wal`)).toBe(false);

    mkdirSync(join(fresh, 'dist'));
    const again = await startServer({ dir: fresh, port: 4478 });
    const ready = await fetch('http://localhost:4478/readyz');
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    expect(await stopServer(again)).toEqual({ code: 0, signal: null });
  } finally {
    await load.stop();
    await stopServer(server);
  }
}, 90_000);
