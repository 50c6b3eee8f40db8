import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_EVENTS_SCRIPT } from '@shared/early-events';
import { API, type ApiErrorBody } from '@shared/api';
import { contentSecurityPolicy } from '@api/middleware/security-headers';
import { loadEnv } from '@api/env';
import { makeTestApp, type TestApp } from '../../helpers/api';

let t: TestApp | undefined;
afterEach(() => t?.close());

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;

describe('security headers', () => {
  it('sends the policy and hardening headers on API answers and unknown paths', async () => {
    t = makeTestApp();
    for (const path of [API.jets, '/api/nope', '/not-an-api-path']) {
      const res = await t.request(path);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('Strict-Transport-Security')).toBeNull();
    }
  });

  it('allows only our origin, plus the configured form hosts for frames and the embed script', () => {
    const env = loadEnv({
      APPLY_FORM_URL: 'https://form.jotform.com/123',
      APPLY_FORM_SCRIPT_URL: 'https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js',
      DOCUMENT_FORM_URL: 'https://secure.docs.example/form/9',
    });
    const d = directives(contentSecurityPolicy(env));
    expect(d['default-src']).toEqual(["'self'"]);
    // The pre-rendered pages' one inline script, by the hash of its exact text, and nothing else.
    const early = `'sha256-${createHash('sha256').update(EARLY_EVENTS_SCRIPT).digest('base64')}'`;
    expect(d['script-src']).toEqual(["'self'", early, 'https://cdn.jotfor.ms']);
    expect(d['frame-src']).toEqual([
      "'self'",
      'https://form.jotform.com',
      'https://secure.docs.example',
      'https://cdn.jotfor.ms',
    ]);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(d['media-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['worker-src']).toEqual(["'self'"]);
    expect(d['manifest-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['frame-ancestors']).toEqual(["'self'"]);
    expect(d['script-src']).not.toContain("'unsafe-inline'");
  });

  it('adds one-year HSTS in production', async () => {
    t = makeTestApp({ env: { NODE_ENV: 'production' } });
    const res = await t.request(API.health);
    expect(res.headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    t = makeTestApp();
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['DELETE', '/api/nope'],
      ['POST', '/api/waitlist/extra'],
    ] as const) {
      const res = await t.request(path, { method, headers: { Origin: 'http://localhost' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found', error: 'Not Found' });
    }
  });

  it('answers other unknown paths with a plain 404 when no app is served', async () => {
    t = makeTestApp();
    const res = await t.request('/nowhere');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not Found');
  });

  it('hides an unexpected failure behind a generic 500 and logs it', async () => {
    t = makeTestApp();
    t.app.get('/api/test-explode', () => {
      throw new Error('secret detail: /srv/db password=hunter2');
    });
    const res = await t.request('/api/test-explode');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      message: 'Internal Server Error',
      error: 'Internal Server Error',
    } satisfies ApiErrorBody);
    expect(text).not.toMatch(/secret|hunter2|at /);
    expect(t.logs).toHaveLength(1);
    expect(t.logs[0]?.message).toBe('GET /api/test-explode failed');
    expect(String(t.logs[0]?.error)).toContain('secret detail');
  });
});
