/**
 * The real Node entry (api/server.ts) as a child process on its own port and data folder, and a
 * load of newsletter sign-ups against it that records which ones were acknowledged. Spawned as
 * `node --import tsx` (no npx, no tsx CLI between), so a signal reaches the server itself and its
 * exit status is the server's own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { API } from '@shared/api';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** every stdout line so far, parsed (the server logs JSON lines outside development) */
  entries(): Record<string, unknown>[];
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerOptions {
  dir: string;
  port: number;
  env?: Record<string, string>;
}

export const dataPaths = (dir: string) => ({
  DATABASE_PATH: join(dir, 'data', 'club.db'),
  UPLOADS_DIR: join(dir, 'data', 'uploads'),
  BACKUP_DIR: join(dir, 'data', 'backups'),
});

export async function startServer({ dir, port, env = {} }: ServerOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      ...dataPaths(dir),
      STATIC_DIR: join(dir, 'dist'),
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start line; stderr: ${stderr}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}; stderr: ${stderr}`));
    });
  });
  const entries = () =>
    stdout
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, port, entries, stderr: () => stderr, exited };
}

/** SIGTERM to the server itself; resolves with how it exited. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
  }
  return server.exited;
}

export type PostOutcome =
  | { kind: 'answered'; status: number; body: string }
  /** no connection: the server was not listening, so nothing was sent */
  | { kind: 'refused' }
  /** sent, and no (whole) answer came back: a reset, or an answer cut short */
  | { kind: 'unanswered'; error: string };

/** One newsletter sign-up on a connection of its own (no keep-alive). */
export function subscribe(port: number, email: string): Promise<PostOutcome> {
  const body = JSON.stringify({ email });
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: API.newsletter,
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ kind: 'answered', status: res.statusCode ?? 0, body: text }));
        res.on('error', (err) => resolve({ kind: 'unanswered', error: err.message }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(
        err.code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : { kind: 'unanswered', error: err.message },
      ),
    );
    req.end(body);
  });
}

export interface Load {
  /** emails the server answered 201 for, in order */
  acknowledged: string[];
  /** emails sent with no answer (a connection reset, or an answer cut short) */
  unanswered: string[];
  other: PostOutcome[];
  stop(): Promise<void>;
}

/**
 * `writers` loops of sign-ups until stop() (or until the server stops listening). Each email is
 * unique, so the database can be compared with what was acknowledged.
 */
export function writeLoad(port: number, writers: number, prefix: string): Load {
  const load: Load = { acknowledged: [], unanswered: [], other: [], stop: async () => {} };
  let running = true;
  let n = 0;
  const writer = async () => {
    while (running) {
      const email = `${prefix}-${(n += 1)}@example.com`;
      const outcome = await subscribe(port, email);
      if (outcome.kind === 'refused') return;
      if (outcome.kind === 'unanswered') load.unanswered.push(email);
      else if (outcome.status === 201) load.acknowledged.push(email);
      else load.other.push(outcome);
    }
  };
  const done = Promise.all(Array.from({ length: writers }, writer));
  load.stop = async () => {
    running = false;
    await done;
  };
  return load;
}

/** The newsletter addresses in a database file, read directly. */
export function subscribers(databasePath: string): Set<string> {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT email FROM newsletter_subscribers').all() as {
      email: string;
    }[];
    return new Set(rows.map((r) => r.email));
  } finally {
    db.close();
  }
}

export const waitFor = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
