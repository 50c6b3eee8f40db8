/** The real Node entry, as `npm start` runs it: spawned, probed over HTTP, stopped, restarted. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import { DestinationListSchema } from '@shared/schemas/catalog';

const INDEX = '<!doctype html><title>Aurelian test shell</title>';
let dir: string;
const running = new Set<ChildProcess>();

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function start(port: number) {
  // detached: its own process group, so stopping it also stops the node child that npx starts.
  const child = spawn('npx', ['tsx', 'api/server.ts'], {
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_PATH: join(dir, 'data', 'club.db'),
      STATIC_DIR: join(dir, 'dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start line; stderr: ${stderr}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}; stderr: ${stderr}`)));
  });
  return { child, stdout: () => stdout };
}

async function stop(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  running.delete(child);
}

/** npx exits at once on SIGTERM; the server behind it closes its database first. */
async function waitUntilClosed(port: number) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://localhost:${port}${API.health}`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on port ${port} did not stop`);
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
  for (const child of running) await stop(child);
  rmSync(dir, { recursive: true, force: true });
});

describe('api/server.ts', () => {
  it('starts, serves the API and the app shell, and keeps data across a restart', async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.stdout()).toBe(`Aurelian Private Club running at http://localhost:${port}\n`);

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
    await stop(first.child);
    await waitUntilClosed(port);

    const second = await start(port);
    expect(second.stdout()).toContain('running at');
    // The first row survived: the next entry is number 2, and the seed was not repeated.
    const again = await joinWaitlist(port, 'second@example.com');
    expect(await again.json()).toEqual({ id: 2, message: 'Successfully Joined!' });
    const destinations = await fetch(`http://localhost:${port}${API.destinations}`);
    expect(v.parse(DestinationListSchema, await destinations.json())).toHaveLength(24);
    await stop(second.child);
    await waitUntilClosed(port);
  }, 90_000);
});
