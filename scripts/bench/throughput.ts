/**
 * Section 4: GET /api/destinations over a real socket: the app logging at LOG_LEVEL=info (one
 * access line a request) and at warn (none), against a bare node:http server sending the same
 * bytes, each in its own child process, alternated (info, bare, warn, bare) so that a busy
 * machine slows them alike. The app logs as production does, JSON on stdout, here into a file.
 * The ratios of the median req/s say how close the app comes to what Node itself does here; on a
 * machine busy with other work they jump about, and the servers' CPU time per request, which holds
 * still, is printed beside them (bare / app: the same ratio for a machine with nothing else to do).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadResult } from './load';
import { heading, row } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const WARM_UP_MS = 2000;
const PATH = '/api/destinations';
/** What a browser sends: the app answers with its cached brotli bytes. */
const HEADERS = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
/** Hop-by-hop or per-response headers the bare server sets itself. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

interface StartOptions {
  message?: unknown;
  env?: Record<string, string>;
  /** where the child's stdout goes (its log), else nowhere */
  stdoutFile?: string;
}

function start(
  file: string,
  { message, env, stdoutFile }: StartOptions = {},
): Promise<{ child: ChildProcess; port: number }> {
  const stdout = stdoutFile === undefined ? 'ignore' : openSync(stdoutFile, 'w');
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CHILD_ARGS?.split(' ') ?? [])],
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
  });
  // The child has its own copy of the descriptor.
  if (typeof stdout === 'number') closeSync(stdout);
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    if (message !== undefined) child.send(message as object);
  });
}

/** The child's CPU time so far, in µs (cpu-report.ts). */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((done) => {
    const onMessage = (m: { cpuMicros?: number }) => {
      if (m.cpuMicros === undefined) return;
      child.off('message', onMessage);
      done(m.cpuMicros);
    };
    child.on('message', onMessage);
    child.send({ cpu: true });
  });
}

/** Ends a child and waits for it to be gone (its log then holds all it wrote). */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** The raw bytes and headers of one answer, as they went over the wire. */
function capture(port: number): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: PATH, headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) {
          if (!OWN_HEADERS.has(k) && typeof v === 'string') headers[k] = v;
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const fmt = (rps: number) => `${Math.round(rps).toLocaleString('en-US')} req/s`;
const ms = (x: number) => `${x.toFixed(2)} ms`;
const us = (x: number) => `${x.toFixed(0)} µs`;

type Server = 'info' | 'warn' | 'bare';
const LABELS: Record<Server, string> = {
  info: 'app, LOG_LEVEL=info',
  warn: 'app, LOG_LEVEL=warn',
  bare: 'bare node:http',
};

export async function benchThroughput(): Promise<void> {
  heading(
    `GET ${PATH} over loopback: app (real logger, stdout to a file) vs bare node:http ` +
      `(${CONNECTIONS} connections, ${SECONDS} s a round, info bare warn bare x${ROUNDS})`,
  );
  const children: ChildProcess[] = [];
  const logs = mkdtempSync(join(tmpdir(), 'club-bench-logs-'));
  const logOf = (level: string) => join(logs, `app-${level}.log`);
  try {
    const info = await start('./api-child.ts', {
      env: { LOG_LEVEL: 'info' },
      stdoutFile: logOf('info'),
    });
    children.push(info.child);
    const warn = await start('./api-child.ts', {
      env: { LOG_LEVEL: 'warn' },
      stdoutFile: logOf('warn'),
    });
    children.push(warn.child);
    const reply = await capture(info.port);
    const bare = await start('./bare-child.ts', {
      message: { headers: reply.headers, body: reply.body.toString('base64') },
    });
    children.push(bare.child);
    row('answer', `${reply.body.length} bytes, ${reply.headers['content-encoding'] ?? 'identity'}`);

    const servers = { info, warn, bare };
    const results: Record<Server, LoadResult[]> = { info: [], warn: [], bare: [] };
    const cpuPerRequest: Record<Server, number[]> = { info: [], warn: [], bare: [] };
    // The captured answer above was the info server's first request.
    const answered = { info: 1, warn: 0 };
    // Unrecorded: the JIT's first seconds would otherwise count against the first round.
    for (const name of ['info', 'warn', 'bare'] as const) {
      const url = `http://127.0.0.1:${servers[name].port}${PATH}`;
      const r = await runLoad({
        url,
        connections: CONNECTIONS,
        durationMs: WARM_UP_MS,
        headers: HEADERS,
      });
      if (name !== 'bare') answered[name] += r.requests + r.errors;
    }
    for (let i = 0; i < ROUNDS; i += 1) {
      for (const name of ['info', 'bare', 'warn', 'bare'] as const) {
        const cpuBefore = await cpuOf(servers[name].child);
        const r = await runLoad({
          url: `http://127.0.0.1:${servers[name].port}${PATH}`,
          connections: CONNECTIONS,
          durationMs: SECONDS * 1000,
          headers: HEADERS,
        });
        const cpu = ((await cpuOf(servers[name].child)) - cpuBefore) / (r.requests + r.errors);
        results[name].push(r);
        cpuPerRequest[name].push(cpu);
        if (name !== 'bare') answered[name] += r.requests + r.errors;
        const errors = r.errors ? ` (${r.errors} errors)` : '';
        row(
          `round ${i + 1} ${LABELS[name]}`,
          `${fmt(r.rps)}  p50 ${ms(r.p50Ms)}  p99 ${ms(r.p99Ms)}  ${us(cpu)} CPU/req${errors}`,
        );
      }
    }
    const rps = (name: Server) => median(results[name].map((r) => r.rps));
    const p99 = (name: Server) => median(results[name].map((r) => r.p99Ms));
    const cpu = (name: Server) => median(cpuPerRequest[name]);
    for (const name of ['info', 'warn'] as const) {
      row(
        `median ${LABELS[name]} / bare`,
        `${fmt(rps(name))} / ${fmt(rps('bare'))} = ${(rps(name) / rps('bare')).toFixed(2)}x` +
          `  p99 ${ms(p99(name))} (bare ${ms(p99('bare'))})`,
      );
      row(
        `  CPU per request, bare / app`,
        `${us(cpu('bare'))} / ${us(cpu(name))} = ${(cpu('bare') / cpu(name)).toFixed(2)}x`,
      );
    }
    // Stopped, so each log holds every line its server wrote: one a request at info.
    await Promise.all([stop(info.child), stop(warn.child)]);
    for (const name of ['info', 'warn'] as const) {
      const lines = readFileSync(logOf(name), 'utf8').split('\n').filter(Boolean);
      const access = lines.filter((l) => l.includes('"msg":"request"')).length;
      row(`log lines at ${name}`, `${access} access lines for ${answered[name]} requests`);
    }
  } finally {
    for (const child of children) child.kill();
    rmSync(logs, { recursive: true, force: true });
  }
}
