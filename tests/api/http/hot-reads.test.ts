/**
 * The catalogue's lists answered before the app (api/http/hot-reads.ts): a replayed answer is the
 * app's own, header by header and byte by byte, with its own request id, access line and metrics
 * sample; a catalogue write ends the replay; anything but a plain GET of a list goes to the app.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CACHED_CATALOG_PATHS, holdStock, invalidateCatalog } from '@api/catalog';
import { VERSION_CHECK_MS } from '@api/catalog/catalog-cache';
import { appListener } from '@api/listener';
import { resetMetrics } from '@api/observability/metrics';
import { makeTestApp, type TestApp } from '../../helpers/api';
import { memoryLogger } from '../../helpers/log-lines';
import { sample } from '../../helpers/metrics';

const TOKEN = 'hot-reads-metrics-token-0123456789';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let log: ReturnType<typeof memoryLogger>;
let server: Server;
let appCalls: string[];

beforeEach(async () => {
  resetMetrics();
  log = memoryLogger();
  t = makeTestApp({ logger: log.logger, env: { METRICS_TOKEN: TOKEN } });
  appCalls = [];
  // Counts what reaches the app; the server's listener is the one server.ts runs.
  const fetch = t.app.fetch;
  t.app.fetch = (request, ...rest) => {
    const url = new URL(request.url);
    appCalls.push(`${request.method} ${url.pathname}${url.search}`);
    return fetch(request, ...rest);
  };
  server = createServer(appListener(t.app, t.db, log.logger));
  await new Promise<void>((resolve) => server.listen(0, resolve));
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  t.close();
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers that differ between any two answers: their id and their second. */
const stable = ({ 'x-request-id': _id, date: _date, ...rest }: IncomingHttpHeaders) => rest;

const accessLines = () => log.entries().filter((e) => e.msg === 'request');

async function countOf(route: string) {
  const res = await t.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  const text = await res.text();
  return sample(text, 'http_request_duration_seconds_count', {
    route,
    method: 'GET',
    status: '200',
  });
}

describe('a cached catalogue list', () => {
  it.each(CACHED_CATALOG_PATHS.flatMap((path) => ['br', 'gzip', ''].map((enc) => [path, enc])))(
    'replays %s (%s) as the app answered it, with its own id, line and sample',
    async (path, encoding) => {
      const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {};
      const first = await get(path, headers);
      const second = await get(path, headers);
      expect(appCalls).toEqual([`GET ${path}`]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(stable(second.headers)).toEqual(stable(first.headers));
      expect(second.body.equals(first.body)).toBe(true);
      expect(first.headers['content-encoding']).toBe(encoding || undefined);
      expect(second.headers['content-security-policy']).toBeTruthy();
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

      const lines = accessLines();
      expect(lines.map((l) => l.reqId)).toEqual([
        first.headers['x-request-id'],
        second.headers['x-request-id'],
      ]);
      const fields = ({ method, route, path: p, status, msg, level }: Record<string, unknown>) => ({
        method,
        route,
        path: p,
        status,
        msg,
        level,
      });
      expect(fields(lines[1]!)).toEqual(fields(lines[0]!));
      expect(Object.keys(lines[1]!)).toEqual(Object.keys(lines[0]!));
      expect(await countOf(path)).toBe(2);
    },
  );

  it('keeps a request id a proxy sent', async () => {
    await get('/api/jets');
    const replayed = await get('/api/jets', { 'X-Request-Id': 'proxy-id-42' });
    expect(appCalls).toHaveLength(1);
    expect(replayed.headers['x-request-id']).toBe('proxy-id-42');
    expect(accessLines().at(-1)?.reqId).toBe('proxy-id-42');
  });

  it('answers the catalogue as it is after a write, then replays the new answer', async () => {
    const before = await get('/api/products');
    t.db.$client.prepare('UPDATE products SET name = ? WHERE id = 1').run('Renamed Hoodie');
    invalidateCatalog(t.db);
    const after = await get('/api/products');
    const again = await get('/api/products');
    expect(appCalls).toEqual(['GET /api/products', 'GET /api/products']);
    expect(after.body.toString()).toContain('Renamed Hoodie');
    expect(before.body.toString()).not.toContain('Renamed Hoodie');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(again.body.equals(after.body)).toBe(true);
  });

  it('finds a change made outside the code (sqlite3 by hand) within a second, with a new ETag', async () => {
    const before = await get('/api/products');
    // No invalidateCatalog: the catalogue's version (raised by a trigger) is what tells the cache.
    t.db.$client.prepare("UPDATE products SET price = '301.00' WHERE id = 1").run();
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 100));
    const after = await get('/api/products');
    expect(after.body.toString()).toContain('"price":"301.00"');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(appCalls).toEqual(['GET /api/products', 'GET /api/products']);
  });

  it('answers the products as a checkout left their stock', async () => {
    const before = await get('/api/products');
    const hoodie = t.db.$client
      .prepare("SELECT id FROM products WHERE name = 'Monogram Cashmere-Blend Hoodie'")
      .get() as { id: number };
    const now = new Date();
    const held = holdStock(
      t.db,
      'order-hot-reads',
      { productId: hoodie.id, size: 'XL', quantity: 1 },
      new Date(now.getTime() + 60_000),
      now,
    );
    expect(held).toEqual({ outcome: 'held' });
    const after = await get('/api/products');
    expect(appCalls).toEqual(['GET /api/products', 'GET /api/products']);
    expect(after.body.equals(before.body)).toBe(false);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('leaves conditional requests, queries, other methods and other paths to the app', async () => {
    const first = await get('/api/destinations');
    const conditional = await get('/api/destinations', { 'If-None-Match': first.headers.etag! });
    expect(conditional.status).toBe(304);
    await get('/api/destinations?x=1');
    await get('/api/destinations', {}, 'HEAD');
    await get('/api/products/1');
    await get('/api/products/1');
    expect(appCalls).toEqual([
      'GET /api/destinations',
      'GET /api/destinations',
      'GET /api/destinations?x=1',
      'HEAD /api/destinations',
      'GET /api/products/1',
      'GET /api/products/1',
    ]);
  });
});
