/**
 * The request metrics with their series cached per route, method and status
 * (api/observability/metrics.ts): every request is counted once under its own labels, whichever
 * route answered it, and the cached series go on counting after the registry is reset.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetMetrics } from '@api/observability/metrics';
import { API } from '@shared/api';
import { makeTestApp, type TestApp } from '../../helpers/api';
import { sample } from '../../helpers/metrics';

const TOKEN = 'scrape-0123456789abcdef';

let t: TestApp | undefined;
beforeEach(() => resetMetrics());
afterEach(() => t?.close());

const scrape = async (app: TestApp) => {
  const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};

/** [method, path, route label, status]: a read, an error and a write, API and not. */
const REQUESTS = [
  ['GET', API.destinations, '/api/destinations', 200],
  ['GET', API.featuredDestinations, '/api/destinations/featured', 200],
  ['GET', API.jets, '/api/jets', 200],
  ['GET', API.products, '/api/products', 200],
  ['GET', API.product(1), '/api/products/:id', 200],
  ['GET', API.product(999), '/api/products/:id', 404],
  ['HEAD', API.destinations, '/api/destinations', 200],
  ['GET', API.health, API.health, 200],
  ['GET', '/healthz', '/healthz', 200],
  ['GET', API.authUser, API.authUser, 401],
  ['POST', API.newsletter, API.newsletter, 201],
  ['POST', API.newsletter, API.newsletter, 400],
] as const;

async function send(app: TestApp, method: string, path: string, status: number) {
  const body =
    method !== 'POST'
      ? undefined
      : JSON.stringify({ email: status === 201 ? 'a@example.com' : 'not an email' });
  const res = await app.request(path, {
    method,
    body,
    headers: body ? { 'Content-Type': 'application/json', Origin: 'http://localhost' } : {},
  });
  expect(res.status, `${method} ${path}`).toBe(status);
}

const count = (text: string, route: string, method: string, status: number) =>
  sample(text, 'http_request_duration_seconds_count', { route, method, status: String(status) });
const errors = (text: string, route: string, method: string, status: number) =>
  sample(text, 'club_api_errors_total', { route, method, status: String(status) });

describe('the request metrics', () => {
  it('count every route under its own pattern, method and status', async () => {
    t = makeTestApp({ env: { METRICS_TOKEN: TOKEN, RATE_LIMITS: 'off' } });
    for (const [method, path, , status] of REQUESTS) await send(t, method, path, status);
    await send(t, 'GET', API.destinations, 200);
    await send(t, 'GET', API.destinations, 200);
    const text = await scrape(t);

    expect(count(text, '/api/destinations', 'GET', 200)).toBe(3);
    for (const [method, , route, status] of REQUESTS.slice(1)) {
      expect(count(text, route, method, status), `${method} ${route} ${status}`).toBe(1);
    }
    // Each in its own series: the sum is every request, none counted twice or lost.
    const total = text
      .split('\n')
      .filter((line) => line.startsWith('http_request_duration_seconds_count{'))
      .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    expect(total).toBe(REQUESTS.length + 2);
    // The errors of the API by the same labels, and only those.
    expect(errors(text, '/api/products/:id', 'GET', 404)).toBe(1);
    expect(errors(text, API.authUser, 'GET', 401)).toBe(1);
    expect(errors(text, API.newsletter, 'POST', 400)).toBe(1);
    expect(errors(text, API.newsletter, 'POST', 201)).toBeUndefined();
    expect(errors(text, '/api/products/:id', 'GET', 200)).toBeUndefined();
  });

  it('go on counting in the same series after a reset', async () => {
    t = makeTestApp({ env: { METRICS_TOKEN: TOKEN, RATE_LIMITS: 'off' } });
    await send(t, 'GET', API.product(999), 404);
    await send(t, 'GET', API.destinations, 200);
    resetMetrics();
    await send(t, 'GET', API.product(999), 404);
    const text = await scrape(t);
    expect(count(text, '/api/products/:id', 'GET', 404)).toBe(1);
    expect(errors(text, '/api/products/:id', 'GET', 404)).toBe(1);
    expect(count(text, '/api/destinations', 'GET', 200)).toBeUndefined();
  });
});
