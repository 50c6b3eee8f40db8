/**
 * `npx tsx scripts/bench/profile.ts [seconds]`: where a request's time goes. The app (as the
 * throughput bench runs it: real logger at LOG_LEVEL, default info, stdout to a file) serves
 * GET /api/destinations and then GET /api/products under load while a CPU profile is taken; each
 * sample is charged to the innermost frame of the app's own code on its stack (a middleware, a
 * route, the logger), so a library's work counts for the middleware that called it, and samples
 * with no app frame (HTTP parsing, the socket, GC) are charged to the library or to Node.
 * The profiles are kept under .tmp/prof/ for a closer look (Chrome's DevTools read them).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runLoad } from './load';
import { heading, row } from './stats';

const SECONDS = Number(process.argv[2] ?? 8);
const OUT = '.tmp/prof';
const HEADERS = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

interface Frame {
  functionName: string;
  url: string;
}
interface Node {
  id: number;
  callFrame: Frame;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function startChild(logFile: string): Promise<{ child: ChildProcess; port: number }> {
  const stdout = openSync(logFile, 'w');
  const child = fork(fileURLToPath(new URL('./profile-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
  });
  closeSync(stdout);
  return new Promise((resolve, reject) => {
    const onMessage = (m: { port?: number }) => {
      if (m.port === undefined) return;
      child.off('message', onMessage);
      resolve({ child, port: m.port });
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`profile child exited with ${code}`)));
  });
}

function ask(child: ChildProcess, message: object): Promise<void> {
  return new Promise((done) => {
    child.once('message', () => done());
    child.send(message);
  });
}

/** Where a frame's code lives: an app file (api/...), a package, a Node module, or V8's own. */
function placeOf({ url, functionName }: Frame): string {
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const own = /\/(api|shared|scripts)\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

function analyze(file: string, requests: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byOwn = new Map<string, number>();
  const bySelf = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const leaf = nodes.get(id)!;
    if (leaf.callFrame.functionName === '(idle)') {
      idle += dt;
      return;
    }
    total += dt;
    add(bySelf, `${placeOf(leaf.callFrame)} ${leaf.callFrame.functionName}`, dt);
    let owner: string | undefined;
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const place = placeOf(nodes.get(cur)!.callFrame);
      if (place.startsWith('api/')) {
        owner = place;
        break;
      }
    }
    add(byOwn, owner ?? `(outside the app) ${placeOf(leaf.callFrame)}`, dt);
  });
  const busy = total / 1000;
  row('busy / idle', `${busy.toFixed(0)} ms / ${(idle / 1000).toFixed(0)} ms`);
  row('busy CPU per request', `${((busy * 1000) / requests).toFixed(1)} µs`);
  const top = (m: Map<string, number>, n: number) => {
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) {
      const us = (v / requests).toFixed(1).padStart(6);
      console.log(`  ${((v / total) * 100).toFixed(1).padStart(5)}%  ${us} µs/req  ${k}`);
    }
  };
  console.log('  -- by the innermost app file on the stack (its libraries included)');
  top(byOwn, 28);
  console.log('  -- self time by function');
  top(bySelf, 25);
}

mkdirSync(OUT, { recursive: true });
const level = process.env.LOG_LEVEL ?? 'info';
const { child, port } = await startChild(`${OUT}/app-${level}.log`);
try {
  for (const path of ['/api/destinations', '/api/products']) {
    heading(`CPU profile of GET ${path}, LOG_LEVEL=${level}, ${SECONDS} s under load`);
    const file = `${OUT}/${path.slice(5)}-${level}.cpuprofile`;
    await ask(child, { profile: 'start' });
    const r = await runLoad({
      url: `http://127.0.0.1:${port}${path}`,
      connections: 50,
      durationMs: SECONDS * 1000,
      headers: HEADERS,
    });
    await ask(child, { profile: 'stop', file });
    row('load', `${Math.round(r.rps)} req/s, p99 ${r.p99Ms.toFixed(2)} ms (profiler on)`);
    analyze(file, r.requests + r.errors);
  }
} finally {
  child.kill('SIGTERM');
}
