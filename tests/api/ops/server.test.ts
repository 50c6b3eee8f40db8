/**
 * The real Node entry, as deploy/ runs it (node --import tsx): spawned, probed, stopped (SIGTERM
 * under load cuts no request and exits 0), killed (`kill -9` under writes loses no acknowledged
 * row), restarted. Ports 4470-4479 are this suite's.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import { DestinationListSchema } from '@shared/schemas/catalog';
import {
  dataPaths,
  startServer,
  stopServer,
  subscribers,
  waitFor,
  writeLoad,
  type ServerProcess,
} from '../../helpers/server-process';

const INDEX = '<!doctype html><title>Aurelian test shell</title>';
let dir: string;
const running = new Set<ServerProcess>();

async function start(port: number, env: Record<string, string> = {}) {
  const server = await startServer({ dir, port, env });
  running.add(server);
  return server;
}

async function stop(server: ServerProcess) {
  const exit = await stopServer(server);
  running.delete(server);
  return exit;
}

const joinWaitlist = (port: number, email: string) =>
  fetch(`http://localhost:${port}${API.waitlist}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${port}` },
    body: JSON.stringify({
      firstName: 'Amelia',
      lastName: 'Hart',
      email,
      phoneNumber: '5550102030',
    }),
  });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-server-'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), INDEX);
});
afterAll(async () => {
  for (const server of running) await stop(server);
  rmSync(dir, { recursive: true, force: true });
});

describe('api/server.ts', () => {
  it('starts, serves the API and the app shell, and keeps data across a restart', async () => {
    const port = 4470;
    const first = await start(port, { RATE_LIMITS: 'on' });
    const started = first.entries().find((e) => String(e.msg).includes('running at'));
    expect(started).toMatchObject({
      level: 'info',
      msg: `Aurelian Private Club running at http://localhost:${port}`,
    });

    const health = await fetch(`http://localhost:${port}${API.health}`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const shell = await fetch(`http://localhost:${port}/some/unknown/path`);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('Cache-Control')).toBe('no-cache');
    expect(await shell.text()).toBe(INDEX);

    const joined = await joinWaitlist(port, 'first@example.com');
    expect(joined.status).toBe(201);
    expect(await joined.json()).toEqual({ id: 1, message: 'Successfully Joined!' });
    // Issue 36: the database, its WAL and SHM, and the uploads folder are the owner's alone.
    const mode = (path: string) => statSync(path).mode & 0o777;
    const { DATABASE_PATH, UPLOADS_DIR } = dataPaths(dir);
    for (const file of [DATABASE_PATH, `${DATABASE_PATH}-wal`, `${DATABASE_PATH}-shm`]) {
      expect(mode(file)).toBe(0o600);
    }
    expect(mode(UPLOADS_DIR)).toBe(0o700);
    expect(await stop(first)).toEqual({ code: 0, signal: null });

    // An older release's world-readable files are narrowed at the next start.
    chmodSync(DATABASE_PATH, 0o644);
    chmodSync(UPLOADS_DIR, 0o755);
    const second = await start(port);
    expect(mode(DATABASE_PATH)).toBe(0o600);
    expect(mode(UPLOADS_DIR)).toBe(0o700);
    // Limits off (this helper's default outside production) is said at every start.
    expect(second.entries()).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^RATE_LIMITS=off:/) }),
    );
    // The first row survived: the next entry is number 2, and the seed was not repeated.
    const again = await joinWaitlist(port, 'second@example.com');
    expect(await again.json()).toEqual({ id: 2, message: 'Successfully Joined!' });
    const destinations = await fetch(`http://localhost:${port}${API.destinations}`);
    expect(v.parse(DestinationListSchema, await destinations.json())).toHaveLength(24);
    // One server per database: a second one is refused, and the first goes on.
    await expect(startServer({ dir, port: 4471 })).rejects.toThrow(
      /Another server is running on .*club\.db: stop it first/,
    );
    expect((await fetch(`http://localhost:${port}/healthz`)).status).toBe(200);
    await stop(second);
  }, 60_000);

  it('refuses to start in production where a mistake would cost money or data', () => {
    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '4475', ...dataPaths(dir) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^Refusing to start in production:\n {2}- No STRIPE_SECRET_KEY: .*\n {2}- No SMTP_URL: /,
    );
  }, 30_000);

  it('refuses RATE_LIMITS=off in production, and names the load-test escape (issue 36)', () => {
    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '4476',
        PAYMENTS: 'demo',
        MAIL: 'log',
        RATE_LIMITS: 'off',
        ...dataPaths(dir),
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^Refusing to start in production:\n {2}- RATE_LIMITS=off: .*RATE_LIMITS=off-for-load-test\.$/m,
    );
  }, 30_000);

  it('drains on SIGTERM under load: every request taken in is answered; WAL emptied; exit 0', async () => {
    const port = 4473;
    const server = await start(port);
    const load = writeLoad(port, 16, 'term');
    await waitFor(() => load.acknowledged.length >= 300);
    const exit = await stop(server);
    await load.stop();

    expect(exit).toEqual({ code: 0, signal: null });
    expect(load.other).toEqual([]);
    // Every sign-up the server stored was answered, and every answer was whole: the stored rows
    // are exactly the acknowledged ones, and the server finished as many answers as arrived. A
    // writer's last request may meet a reset: a connection still waiting in the kernel's accept
    // queue when the server stopped listening, which the server never read (and the outbox
    // sends again under the same key).
    const stored = [...subscribers(dataPaths(dir).DATABASE_PATH)].filter((e) =>
      e.startsWith('term-'),
    );
    expect(stored.sort()).toEqual([...load.acknowledged].sort());
    const answered = server
      .entries()
      .filter((e) => e.msg === 'request' && e.path === API.newsletter && e.status === 201);
    expect(answered).toHaveLength(load.acknowledged.length);
    expect(load.unanswered.length).toBeLessThanOrEqual(16);
    // Checkpointed and closed: SQLite removes the WAL with the last connection.
    const wal = `${dataPaths(dir).DATABASE_PATH}-wal`;
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    expect(server.entries().at(-1)?.msg).toBe(
      'Stopped: requests drained, WAL checkpointed, database closed',
    );
  }, 60_000);

  it('loses no acknowledged row to kill -9 under 16 writers', async () => {
    const port = 4474;
    const server = await start(port);
    const load = writeLoad(port, 16, 'kill');
    await waitFor(() => load.acknowledged.length >= 300);
    server.child.kill('SIGKILL');
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    running.delete(server);
    await load.stop();

    const restarted = await start(port);
    const ready = await fetch(`http://localhost:${port}/readyz`);
    expect(ready.status).toBe(200);
    const stored = subscribers(dataPaths(dir).DATABASE_PATH);
    const lost = load.acknowledged.filter((email) => !stored.has(email));
    expect(lost).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThanOrEqual(300);
    await stop(restarted);
  }, 60_000);
});
