/**
 * Section 4: GET /api/destinations over a real socket, the app (A) against a bare node:http
 * server sending the same bytes (B), in child processes, alternated A B A B; the ratio of the
 * median req/s says how close the app comes to what Node itself can do on this machine.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { runLoad } from './load';
import { heading, row } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
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

function start(file: string, message?: unknown): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    if (message !== undefined) child.send(message as object);
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

export async function benchThroughput(): Promise<void> {
  heading(
    `GET ${PATH} over loopback: app vs bare node:http (${CONNECTIONS} connections, ` +
      `${SECONDS} s a round, A B x${ROUNDS})`,
  );
  const children: ChildProcess[] = [];
  try {
    const app = await start('./api-child.ts');
    children.push(app.child);
    const reply = await capture(app.port);
    const bare = await start('./bare-child.ts', {
      headers: reply.headers,
      body: reply.body.toString('base64'),
    });
    children.push(bare.child);
    row('answer', `${reply.body.length} bytes, ${reply.headers['content-encoding'] ?? 'identity'}`);

    const rounds = { app: [] as number[], bare: [] as number[] };
    for (let i = 0; i < ROUNDS; i += 1) {
      for (const [name, port] of [
        ['app', app.port],
        ['bare', bare.port],
      ] as const) {
        const url = `http://127.0.0.1:${port}${PATH}`;
        const r = await runLoad({
          url,
          connections: CONNECTIONS,
          durationMs: SECONDS * 1000,
          headers: HEADERS,
        });
        rounds[name].push(r.rps);
        const errors = r.errors ? ` (${r.errors} errors)` : '';
        row(`round ${i + 1} ${name === 'app' ? 'A app' : 'B bare'}`, `${fmt(r.rps)}${errors}`);
      }
    }
    const a = median(rounds.app);
    const b = median(rounds.bare);
    row('median app / bare', `${fmt(a)} / ${fmt(b)} = ${(a / b).toFixed(2)}x`);
  } finally {
    for (const child of children) child.kill();
  }
}
