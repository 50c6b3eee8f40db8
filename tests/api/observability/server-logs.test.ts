/**
 * The real server's log (api/server.ts with api/observability/log-destination.ts), written
 * asynchronously to stdout: a SIGTERM writes the last lines before the process ends, and they
 * still carry their request ids and production's redaction; and a log reader that stops reading
 * never stops the server from answering. Ports 4480-4489 are this suite's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/api';

let dir: string;
const running = new Set<ChildProcess>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-server-logs-'));
});
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The server as production runs it, its stdout a file (or a pipe), on a fresh database. */
function spawnServer(port: number, stdout: number | 'pipe') {
  const data = join(dir, String(port));
  mkdirSync(data, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_PATH: join(data, 'club.db'),
      UPLOADS_DIR: join(data, 'uploads'),
      STATIC_DIR: join(data, 'dist'),
      RATE_LIMITS: 'off-for-load-test',
      PAYMENTS: 'demo',
      MAIL: 'log',
      VAPID_SUBJECT: 'mailto:tech@club.example.com',
    },
    stdio: ['ignore', stdout, 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return { child, exited, stderr: () => stderr };
}

/** Resolves once the server answers its liveness probe. */
async function listening(port: number, stderr: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the server did not start; stderr: ${stderr()}`);
}

const entries = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the server’s log', () => {
  it('writes its last lines at a SIGTERM, with their request ids and redaction', async () => {
    const port = 4480;
    const file = join(dir, 'sigterm.log');
    const out = openSync(file, 'w');
    const server = spawnServer(port, out);
    closeSync(out);
    await listening(port, server.stderr);

    const read = await fetch(`http://127.0.0.1:${port}${API.destinations}`, {
      headers: { 'X-Request-Id': 'trace-sigterm-1' },
    });
    expect(read.status).toBe(200);
    const missing = await fetch(`http://127.0.0.1:${port}/api/members/amelia.hart@example.com`);
    expect(missing.status).toBe(404);
    const madeId = missing.headers.get('X-Request-Id');
    // At once: the lines above are still waiting for their batch.
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const lines = entries(file);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        reqId: 'trace-sigterm-1',
        route: API.destinations,
        status: 200,
      }),
    );
    const redacted = lines.find((e) => e.msg === 'request' && e.status === 404);
    expect(redacted).toMatchObject({ reqId: madeId, path: '/api/members/[email]' });
    expect(readFileSync(file, 'utf8')).not.toContain('amelia.hart@example.com');
    expect(lines.at(-1)).toMatchObject({ level: 'info', msg: expect.stringMatching(/^Stopped/) });
  }, 90_000);

  it('answers on while nobody reads it', async () => {
    const port = 4481;
    // A pipe this test never reads: once the pipe is full, a blocking write would wait for ever.
    const server = spawnServer(port, 'pipe');
    server.child.stdout?.pause();
    await listening(port, server.stderr);

    // About 700 KB of access lines, many times what a pipe holds.
    const path = `/api/${'x'.repeat(240)}`;
    let answered = 0;
    const loop = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, {
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        answered += 1;
      }
    };
    await Promise.all(Array.from({ length: 16 }, () => loop(100)));
    expect(answered).toBe(1600);
    const health = await fetch(`http://127.0.0.1:${port}${API.health}`, {
      signal: AbortSignal.timeout(10_000),
    });
    expect(health.status).toBe(200);
  }, 120_000);
});
