/**
 * GET /metrics (api/routes/metrics.ts, api/observability/metrics.ts): behind METRICS_TOKEN,
 * Prometheus' names, the route as its pattern, and each hook counting what it should.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '@api/app';
import { closeDb, migrate, openDb } from '@api/db/client';
import { loadEnv } from '@api/env';
import { EventStreams, SHUTDOWN_EVENT } from '@api/observability/event-streams';
import { metrics, metricsText, resetMetrics } from '@api/observability/metrics';
import { API } from '@shared/api';
import { makeTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/api';
import { sample } from '../../helpers/metrics';
import type { FakeStripe } from '../../helpers/stripe/fake-stripe';
import { eachTestOnFakeStripe, type InstallmentApp } from '../../helpers/installment-fixtures';
import { createPaymentsGateway } from '@api/payments';

const TOKEN = 'scrape-0123456789abcdef';
const WITH_TOKEN = { METRICS_TOKEN: TOKEN, RATE_LIMITS: 'off' };
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

let t: TestApp | undefined;
beforeEach(() => resetMetrics());
afterEach(() => t?.close());

const scrape = async (app: TestApp) => {
  const res = await app.request('/metrics', bearer(TOKEN));
  expect(res.status).toBe(200);
  return res.text();
};

describe('the token', () => {
  it('is off without METRICS_TOKEN: a plain 404, never the app', async () => {
    t = makeTestApp();
    for (const init of [{}, bearer(TOKEN)]) {
      const res = await t.request('/metrics', init);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
      expect(await res.text()).toBe('Not Found');
    }
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', bearer('scrape-0123456789abcdeX')],
    ['the token with more after it', bearer(`${TOKEN}x`)],
    ['the token without Bearer', { headers: { Authorization: TOKEN } }],
  ])('answers 401 to %s', async (_, init) => {
    t = makeTestApp({ env: WITH_TOKEN });
    const res = await t.request('/metrics', init);
    expect(res.status).toBe(401);
    expect(res.headers.get('WWW-Authenticate')).toBe('Bearer realm="metrics"');
    expect(await res.text()).not.toMatch(/http_request|# HELP/);
  });

  it('serves the text format, never cached, with the right token', async () => {
    t = makeTestApp({ env: WITH_TOKEN });
    const res = await t.request('/metrics', bearer(TOKEN));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('the metrics', () => {
  it('are all named, with Node’s defaults', async () => {
    t = makeTestApp({ env: WITH_TOKEN });
    await t.request(API.health);
    const text = await scrape(t);
    for (const [name, type] of [
      ['http_request_duration_seconds', 'histogram'],
      ['club_api_errors_total', 'counter'],
      ['club_rate_limited_total', 'counter'],
      ['club_csrf_refused_total', 'counter'],
      ['club_idempotent_replays_total', 'counter'],
      ['club_stripe_webhook_events_total', 'counter'],
      ['club_mails_total', 'counter'],
      ['club_installments_total', 'counter'],
      ['club_database_size_bytes', 'gauge'],
      ['club_database_wal_size_bytes', 'gauge'],
      ['club_event_streams_open', 'gauge'],
      ['process_cpu_user_seconds_total', 'counter'],
      ['nodejs_heap_size_used_bytes', 'gauge'],
    ]) {
      expect(text).toContain(`# TYPE ${name} ${type}`);
    }
  });

  it('label a request by its route pattern, method and status, never its raw path', async () => {
    t = makeTestApp({ env: WITH_TOKEN });
    const name = `${'d'.repeat(32)}.webp`;
    await t.request(`/uploads/avatars/${name}`);
    await t.request(API.health);
    await t.request(API.health);
    await t.post(API.newsletter, { email: 'not an email' });
    const text = await scrape(t);
    const labels = { route: '/uploads/avatars/:name', method: 'GET', status: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: API.health, status: '200' }),
    ).toBe(2);
    expect(text).not.toContain(name);
    // An API failure the outbox would see, by route: the 404 above is no API path.
    expect(
      sample(text, 'club_api_errors_total', {
        route: API.newsletter,
        method: 'POST',
        status: '400',
      }),
    ).toBe(1);
    expect(sample(text, 'club_api_errors_total', { route: '/uploads/avatars/:name' })).toBe(
      undefined,
    );
  });

  it('count CSRF and rate-limit refusals and idempotent replays', async () => {
    t = makeTestApp({
      env: { METRICS_TOKEN: TOKEN, RATE_LIMITS: 'on', RATE_LIMIT_WRITES_ADDRESS: '2/1m' },
    });
    const evil = { headers: { Origin: 'https://evil.example' } };
    expect((await t.post(API.newsletter, { email: 'a@example.com' }, evil)).status).toBe(403);
    expect((await t.post(API.newsletter, { email: 'a@example.com' }, { key: 'k1' })).status).toBe(
      201,
    );
    const replay = await t.post(API.newsletter, { email: 'a@example.com' }, { key: 'k1' });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await t.post(API.newsletter, { email: 'b@example.com' })).status).toBe(429);
    const text = await scrape(t);
    expect(sample(text, 'club_csrf_refused_total')).toBe(1);
    expect(sample(text, 'club_idempotent_replays_total')).toBe(1);
    expect(sample(text, 'club_rate_limited_total', { limit: 'writes-address' })).toBe(1);
  });

  it('count Stripe webhook events by type and outcome', async () => {
    const env = loadEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN });
    const payments = {
      ...createPaymentsGateway(env),
      verifyWebhook: (raw: string, signature: string) => {
        if (signature !== 'good') throw new Error('bad signature');
        return JSON.parse(raw) as Stripe.Event;
      },
    };
    t = makeTestApp({ env: WITH_TOKEN, payments });
    const event = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: {} },
    });
    const deliver = (signature: string) =>
      t!.request(API.stripeWebhook, {
        method: 'POST',
        body: event,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      });
    expect((await deliver('good')).status).toBe(200);
    expect((await deliver('good')).status).toBe(200);
    expect((await deliver('forged')).status).toBe(400);
    const text = await scrape(t);
    const counted = (type: string, outcome: string) =>
      sample(text, 'club_stripe_webhook_events_total', { type, outcome });
    expect(counted('customer.created', 'ignored')).toBe(1);
    expect(counted('customer.created', 'duplicate')).toBe(1);
    expect(counted('unverified', 'bad_signature')).toBe(1);
  });

  it('count mails by kind and outcome, and open event streams', async () => {
    t = makeTestApp({ env: WITH_TOKEN });
    metrics.mailSent('password_reset');
    metrics.mailFailed('waitlist_invite', false);
    metrics.mailFailed('waitlist_invite', true);
    const streams = new EventStreams();
    const closed: unknown[] = [];
    const release = streams.open({ close: () => void closed.push('released one') });
    streams.open({ close: (last) => void closed.push(last) });
    streams.open({ close: () => Promise.reject(new Error('socket gone')) });
    expect(sample(await scrape(t), 'club_event_streams_open')).toBe(3);
    release();
    release();
    expect(sample(await scrape(t), 'club_event_streams_open')).toBe(2);

    await streams.closeAll();
    // Each open stream got the last event; one that failed to take it is dropped all the same.
    expect(closed).toEqual([SHUTDOWN_EVENT]);
    expect(streams.size).toBe(0);
    const text = await scrape(t);
    expect(sample(text, 'club_event_streams_open')).toBe(0);
    const mails = (kind: string, outcome: string) =>
      sample(text, 'club_mails_total', { kind, outcome });
    expect(mails('password_reset', 'sent')).toBe(1);
    expect(mails('waitlist_invite', 'retried')).toBe(1);
    expect(mails('waitlist_invite', 'failed')).toBe(1);
  });

  it('measure the database file and its WAL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-metrics-'));
    const db = openDb(join(dir, 'club.db'));
    try {
      migrate(db);
      const env = loadEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, ...WITH_TOKEN });
      const app = createApp({ db, env, log: () => {} });
      const res = await app.request('/metrics', bearer(TOKEN));
      const text = await res.text();
      expect(sample(text, 'club_database_size_bytes')).toBeGreaterThan(0);
      expect(sample(text, 'club_database_wal_size_bytes')).toBeGreaterThan(0);
    } finally {
      closeDb(db);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('installments', () => {
  let stripe: FakeStripe;
  let a: InstallmentApp;
  eachTestOnFakeStripe((fake, app) => {
    stripe = fake;
    a = app;
  });

  it('are counted charged and failed by the timer’s runs', async () => {
    await a.paidInstallmentOrder();
    a.toFirstDueDate();
    stripe.script.push('decline');
    await a.run();
    a.time.advance(7 * 24 * 60 * 60 * 1000);
    await a.run();
    const text = await metricsText('');
    expect(sample(text, 'club_installments_total', { outcome: 'failed' })).toBe(1);
    expect(sample(text, 'club_installments_total', { outcome: 'charged' })).toBeGreaterThanOrEqual(
      1,
    );
  });
});
