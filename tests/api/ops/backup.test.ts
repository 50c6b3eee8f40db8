/** api/backup: the copy, its checks and failures, retention, restore's refusals, the timer. */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backup, BackupError } from '@api/ops/backup/backup';
import { restore, RestoreError } from '@api/ops/backup/restore';
import { closeDb, migrate, openDb, type Db } from '@api/db/client';
import { databaseFiles } from '@api/db/private-files';
import { startBackupTimer, holdServerLock } from '@api/ops';
import { avatarFiles } from '@api/uploads';

let dir: string;
let db: Db;
const paths = () => ({
  databasePath: join(dir, 'data', 'club.db'),
  uploadsDir: join(dir, 'data', 'uploads'),
  backupDir: join(dir, 'data', 'backups'),
});
const AVATAR = join('avatars', `${'b'.repeat(32)}.webp`);
const at = (minute: number) => () => new Date(Date.UTC(2026, 10, 26, 4, minute));
const options = (minute = 0) => ({ ...paths(), keep: 14, now: at(minute) });

const subscribe = (target: Db, email: string) =>
  target.$client
    .prepare('INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?)')
    .run(email, new Date().toISOString());
const emailsIn = (path: string) => {
  const sqlite = new Database(path, { readonly: true });
  try {
    return (sqlite.prepare('SELECT email FROM newsletter_subscribers').all() as { email: string }[])
      .map((r) => r.email)
      .sort();
  } finally {
    sqlite.close();
  }
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-backup-unit-'));
  db = openDb(paths().databasePath);
  migrate(db);
  subscribe(db, 'kept@example.com');
  mkdirSync(join(paths().uploadsDir, 'avatars'), { recursive: true });
  writeFileSync(join(paths().uploadsDir, AVATAR), 'avatar');
});
afterEach(() => {
  closeDb(db);
  rmSync(dir, { recursive: true, force: true });
});

describe('backup', () => {
  it('copies the open database and the uploads under a timestamped name, checked and whole', async () => {
    const result = await backup(options());
    expect(result.path).toBe(join(paths().backupDir, 'club-2026-11-26T04-00-00.000Z'));
    expect(readdirSync(result.path).sort()).toEqual(['club.db', 'uploads']);
    expect(emailsIn(join(result.path, 'club.db'))).toEqual(['kept@example.com']);
    expect(readFileSync(join(result.path, 'uploads', AVATAR), 'utf8')).toBe('avatar');
    expect(result.uploadFiles).toBe(1);
    // One self-contained file: not in WAL mode, so no -wal or -shm is ever needed beside it.
    const copy = new Database(join(result.path, 'club.db'), { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    copy.close();
  });

  it('keeps the newest BACKUP_KEEP, and links uploads the previous backup already holds', async () => {
    for (const minute of [1, 2, 3]) await backup({ ...options(minute), keep: 2 });
    expect(readdirSync(paths().backupDir)).toEqual([
      'club-2026-11-26T04-02-00.000Z',
      'club-2026-11-26T04-03-00.000Z',
    ]);
    const [older, newer] = readdirSync(paths().backupDir).map((name) =>
      statSync(join(paths().backupDir, name, 'uploads', AVATAR)),
    );
    expect(newer?.ino).toBe(older?.ino);
  });

  it('fails clearly into a missing folder, and makes none of its parents', async () => {
    const backupDir = join(dir, 'not-mounted', 'backups');
    const failure = backup({ ...options(), backupDir });
    await expect(failure).rejects.toThrow(BackupError);
    await expect(failure).rejects.toThrow(
      `BACKUP_DIR ${backupDir} does not exist, nor does ${join(dir, 'not-mounted')}: create or mount it first.`,
    );
    expect(existsSync(join(dir, 'not-mounted'))).toBe(false);
  });

  it('fails clearly into a full folder, writing nothing', async () => {
    const failure = backup({ ...options(), freeBytes: () => 1024 });
    await expect(failure).rejects.toThrow(
      /^Not enough room in .*backups: the backup needs about .* MB, 0\.0 MB is free\.$/,
    );
    expect(readdirSync(paths().backupDir)).toEqual([]);
  });

  it('leaves nothing under a final name when the copy fails its checks', async () => {
    const foreign = join(dir, 'foreign.db');
    new Database(foreign).exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
    const failure = backup({ ...options(), databasePath: foreign });
    await expect(failure).rejects.toThrow(`${foreign} is not this app's database`);
    expect(readdirSync(paths().backupDir)).toEqual([]);
  });
});

describe('restore', () => {
  const restoreInto = (source: string) =>
    restore({
      source,
      databasePath: paths().databasePath,
      uploadsDir: paths().uploadsDir,
      now: at(30),
    });

  it('puts a backup in place and keeps the database and uploads it replaced', async () => {
    const { path } = await backup(options());
    subscribe(db, 'after-backup@example.com');
    writeFileSync(join(paths().uploadsDir, 'avatars', `${'c'.repeat(32)}.webp`), 'newer');
    closeDb(db);

    const result = restoreInto(path);
    expect(emailsIn(paths().databasePath)).toEqual(['kept@example.com']);
    expect(readdirSync(join(paths().uploadsDir, 'avatars'))).toEqual([`${'b'.repeat(32)}.webp`]);
    expect(result.databaseAside).toBe(
      `${paths().databasePath}.before-restore-2026-11-26T04-30-00.000Z`,
    );
    // The database set aside is whole by itself, the row written after the backup included.
    expect(emailsIn(result.databaseAside ?? '')).toEqual([
      'after-backup@example.com',
      'kept@example.com',
    ]);
    expect(readdirSync(join(result.uploadsAside ?? '', 'avatars'))).toHaveLength(2);
    db = openDb(paths().databasePath);
  });

  it.each([
    ['garbage', (file: string) => writeFileSync(file, 'not a database at all, just some text')],
    ['another app', (file: string) => new Database(file).exec('CREATE TABLE t (x)')],
    [
      'a newer version',
      (file: string) => {
        const newer = new Database(file);
        newer.exec(
          'CREATE TABLE __drizzle_migrations (id INTEGER PRIMARY KEY, hash text, created_at numeric)',
        );
        newer
          .prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)')
          .run('x', 9e15);
        newer.close();
      },
    ],
  ])('refuses %s and changes nothing', (_, make) => {
    const file = join(dir, 'candidate.db');
    make(file);
    closeDb(db);
    const before = readFileSync(paths().databasePath);
    expect(() => restoreInto(file)).toThrow(RestoreError);
    expect(() => restoreInto(file)).toThrow(/cannot be restored: it (is not|fails|was made)/);
    expect(readFileSync(paths().databasePath).equals(before)).toBe(true);
    expect(readdirSync(join(dir, 'data')).sort()).toEqual(['club.db', 'uploads']);
    db = openDb(paths().databasePath);
  });

  it('refuses while a server holds the database', async () => {
    const { path } = await backup(options());
    const release = holdServerLock(paths().databasePath);
    try {
      expect(() => restoreInto(path)).toThrow(/A server is running on .*club\.db: stop it first/);
    } finally {
      release?.();
    }
  });
});

describe('private files (issue 36)', () => {
  const mode = (path: string) => statSync(path).mode & 0o777;

  it('opens the database, its WAL and SHM readable by their owner only, narrowing older ones', () => {
    for (const file of databaseFiles(paths().databasePath)) expect(mode(file)).toBe(0o600);
    closeDb(db);
    for (const file of databaseFiles(paths().databasePath)) {
      if (existsSync(file)) chmodSync(file, 0o644);
    }
    db = openDb(paths().databasePath);
    for (const file of databaseFiles(paths().databasePath)) expect(mode(file)).toBe(0o600);
  });

  it('writes every backup, its database and its uploads for the owner only', async () => {
    mkdirSync(paths().backupDir, { mode: 0o755 });
    chmodSync(paths().backupDir, 0o755);
    chmodSync(join(paths().uploadsDir, AVATAR), 0o644);
    const first = await backup(options(1));
    const second = await backup(options(2));
    expect(mode(paths().backupDir)).toBe(0o700);
    for (const { path } of [first, second]) {
      expect(mode(path)).toBe(0o700);
      expect(mode(join(path, 'club.db'))).toBe(0o600);
      expect(mode(join(path, 'uploads'))).toBe(0o700);
      expect(mode(join(path, 'uploads', 'avatars'))).toBe(0o700);
      expect(mode(join(path, 'uploads', AVATAR))).toBe(0o600);
    }
  });

  it('restores the database and uploads for the owner only', async () => {
    const { path } = await backup(options());
    closeDb(db);
    chmodSync(join(path, 'club.db'), 0o644);
    restore({
      source: path,
      databasePath: paths().databasePath,
      uploadsDir: paths().uploadsDir,
      now: at(30),
    });
    expect(mode(paths().databasePath)).toBe(0o600);
    expect(mode(paths().uploadsDir)).toBe(0o700);
    expect(mode(join(paths().uploadsDir, AVATAR))).toBe(0o600);
    db = openDb(paths().databasePath);
    subscribe(db, 'after-restore@example.com');
    for (const file of databaseFiles(paths().databasePath)) expect(mode(file)).toBe(0o600);
  });

  it('stores an uploaded avatar in a private folder, as a private file', async () => {
    const uploads = join(dir, 'fresh-uploads');
    const url = await avatarFiles(uploads).save(new Uint8Array([1, 2, 3]));
    expect(mode(join(uploads, 'avatars'))).toBe(0o700);
    expect(mode(join(uploads, url.replace('/uploads/', '')))).toBe(0o600);
  });

  it('runs the server and the backup under systemd and Docker with umask 0077', () => {
    for (const unit of ['deploy/club.service', 'deploy/club-backup.service']) {
      expect(readFileSync(unit, 'utf8')).toMatch(/^UMask=0077$/m);
    }
    expect(readFileSync('deploy/Dockerfile', 'utf8')).toMatch(/umask 0077 && exec node/);
  });
});

describe('the backup timer', () => {
  it('runs the backup script in a child process and logs its line', async () => {
    const lines: string[] = [];
    const timer = startBackupTimer(
      {
        file: process.execPath,
        args: ['--import', 'tsx', 'scripts/backup.ts'],
      },
      60_000,
      (message) => lines.push(message),
    );
    process.env.BACKUP_DIR = paths().backupDir;
    process.env.DATABASE_PATH = paths().databasePath;
    process.env.UPLOADS_DIR = paths().uploadsDir;
    try {
      await timer.runNow();
    } finally {
      timer.stop();
      delete process.env.BACKUP_DIR;
      delete process.env.DATABASE_PATH;
      delete process.env.UPLOADS_DIR;
    }
    expect(lines).toEqual([expect.stringMatching(/^Backup written to .*backups\/club-/)]);
    expect(readdirSync(paths().backupDir)).toHaveLength(1);
  }, 30_000);

  it('logs a failure, and stop() ends a run under way without logging it as one', async () => {
    const lines: string[] = [];
    const failing = startBackupTimer(
      {
        file: process.execPath,
        args: ['-e', 'console.error("Backup failed: disk"); process.exit(1)'],
      },
      60_000,
      (message) => lines.push(message),
    );
    await failing.runNow();
    failing.stop();
    expect(lines).toEqual(['Backup failed (exit 1): Backup failed: disk']);

    const slow = startBackupTimer(
      { file: process.execPath, args: ['-e', 'setTimeout(() => {}, 60000)'] },
      60_000,
      (message) => lines.push(message),
    );
    const run = slow.runNow();
    slow.stop();
    await run;
    expect(lines).toHaveLength(1);
    // Stopped: a later run does nothing.
    await slow.runNow();
    expect(lines).toHaveLength(1);
  });
});
