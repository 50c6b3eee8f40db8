/**
 * A small, bounded HTTP load loop (autocannon is not installed): `connections` keep-alive
 * sockets each send one GET after another for `durationMs`, loopback only, then stop. Each
 * answer's latency is kept (a number a request, a few hundred KB a run) for its percentiles.
 */
import { Agent, request } from 'node:http';
import { percentile } from './stats';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  bytes: number;
  /** milliseconds from sending a request to the end of its answer */
  p50Ms: number;
  p99Ms: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  durationMs?: number;
  headers?: Record<string, string>;
}

export async function runLoad({
  url,
  connections = 50,
  durationMs = 5000,
  headers = {},
}: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(target.hostname)) {
    throw new Error(`load runs on loopback only, not ${target.hostname}`);
  }
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const result = { requests: 0, errors: 0, bytes: 0 };
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;

  const once = () =>
    new Promise<void>((done) => {
      const sent = performance.now();
      const req = request(target, { agent, headers }, (res) => {
        res.on('data', (chunk: Buffer) => (result.bytes += chunk.length));
        res.on('end', () => {
          latencies.push(performance.now() - sent);
          if (res.statusCode === 200) result.requests += 1;
          else result.errors += 1;
          done();
        });
      });
      req.on('error', () => {
        result.errors += 1;
        done();
      });
      req.end();
    });
  const connection = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    ...result,
    rps: (result.requests / elapsed) * 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}
