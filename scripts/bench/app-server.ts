/** The real server (tsx api/server.ts) on a free port, for the benchmarks that drive a browser. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** The real server, resolved once it prints its one "running at" line. */
export function startServer(
  staticDir: string,
  dataDir: string,
  port: number,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_PATH: join(dataDir, 'club.db'),
      UPLOADS_DIR: join(dataDir, 'uploads'),
      STATIC_DIR: staticDir,
      RATE_LIMITS: 'off-for-load-test',
      // A production server refuses to start without these said on purpose (api/env.ts).
      PAYMENTS: 'demo',
      MAIL: 'log',
      VAPID_SUBJECT: 'mailto:bench@club.example.com',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/running at http/.test(output)) done(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/**
 * Serves the build in `dist` with the real server, on a free port and a throw-away database, for
 * as long as `use` runs; then stops it and removes the database. `use` gets the server's origin.
 */
export async function withServedBuild<T>(
  dist: string,
  use: (origin: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-'));
  let server: ChildProcess | undefined;
  try {
    const port = await freePort();
    server = await startServer(resolve(dist), dataDir, port);
    return await use(`http://localhost:${port}`);
  } finally {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
