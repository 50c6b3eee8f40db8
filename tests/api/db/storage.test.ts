import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '@api/app';
import { checkpoint, closeDb, JOURNAL_SIZE_LIMIT_BYTES, migrate, openDb } from '@api/db/client';
import { loadEnv } from '@api/env';
import { API } from '@shared/api';
import { TEST_ORIGIN } from '../../helpers/api';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const filesUnder = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(root, e.name)) : [join(root, e.name)],
  );

describe('bounded storage', () => {
  it('limits the journal and truncates the WAL at a checkpoint and at close', async () => {
    dir = mkdtempSync(join(tmpdir(), 'club-storage-'));
    const path = join(dir, 'club.db');
    const db = openDb(path);
    migrate(db);
    expect(db.$client.pragma('journal_size_limit', { simple: true })).toBe(
      JOURNAL_SIZE_LIMIT_BYTES,
    );
    const app = createApp({
      db,
      env: loadEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, RATE_LIMITS: 'off' }),
      log: () => {},
    });
    for (let i = 0; i < 50; i++) {
      const res = await app.request(API.contact, {
        method: 'POST',
        body: JSON.stringify(PUBLIC_WRITES[API.contact]),
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      });
      expect(res.status).toBe(201);
    }
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(0);
    expect(checkpoint(db).busy).toBe(0);
    expect(statSync(`${path}-wal`).size).toBe(0);
    closeDb(db);
  });

  it('never leaves a statement open with .returning() in the API (PITFALLS.md)', () => {
    const offenders = filesUnder('api')
      .filter((f) => f.endsWith('.ts'))
      .filter((f) => /\.returning\(/.test(withoutComments(readFileSync(f, 'utf8'))));
    expect(offenders).toEqual([]);
  });
});

/** Code without its comments: a file may explain why it never calls `.returning()`. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
