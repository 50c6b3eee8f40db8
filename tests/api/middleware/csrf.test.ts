import { afterEach, describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_HEADER } from '@shared/api';
import { makeTestApp, type TestApp } from '../../helpers/api';

const body = JSON.stringify({ email: 'reader@example.com' });
const refused = { message: 'Cross-site request refused', error: 'Cross-site request refused' };

let t: TestApp | undefined;
afterEach(() => t?.close());

const post = (headers: Record<string, string>, env?: Record<string, string>) => {
  t = makeTestApp({ env });
  return t.request(API.newsletter, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
};

describe('CSRF: state-changing API requests (Go 1.25 CrossOriginProtection)', () => {
  it('accepts a request with neither Origin nor Sec-Fetch-Site (curl, native apps, servers)', async () => {
    const res = await post({});
    expect(res.status).toBe(201);
    expect(t?.count('newsletter_subscribers')).toBe(1);
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
    [
      'Sec-Fetch-Site cross-site with our own Origin',
      {
        'Sec-Fetch-Site': 'cross-site',
        Origin: 'http://localhost',
      },
    ],
    ['a foreign Origin without Sec-Fetch-Site', { Origin: 'https://evil.example' }],
    ['Origin null', { Origin: 'null' }],
    ['a look-alike Origin', { Origin: 'http://localhost.evil.example' }],
    ['another port', { Origin: 'http://localhost:8080' }],
  ])('refuses %s', async (_name, headers) => {
    const res = await post(headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(refused);
    expect(t?.count('newsletter_subscribers')).toBe(0);
  });

  it('accepts Sec-Fetch-Site: same-origin, whatever the Origin says', async () => {
    expect((await post({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
  });

  it('accepts Sec-Fetch-Site: none (typed or bookmarked, no other site involved)', async () => {
    expect((await post({ 'Sec-Fetch-Site': 'none' })).status).toBe(201);
  });

  it("accepts an Origin equal to PUBLIC_URL's origin, and never trusts the Host header", async () => {
    const env = { PUBLIC_URL: 'https://club.example.com/' };
    expect((await post({ Origin: 'https://club.example.com' }, env)).status).toBe(201);
    expect((await post({ Origin: 'https://other.example.com' }, env)).status).toBe(403);
    // app.request() resolves against http://localhost: the request's own origin is not enough.
    expect((await post({ Origin: 'http://localhost' }, env)).status).toBe(403);
    expect((await post({ Origin: 'https://evil.example', Host: 'evil.example' }, env)).status).toBe(
      403,
    );
  });

  it('refuses before any idempotency record is written', async () => {
    const res = await post({ [IDEMPOTENCY_HEADER]: 'k-1', Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(t?.count('idempotency_keys')).toBe(0);
  });

  it('lets reads through without any header', async () => {
    t = makeTestApp();
    expect((await t.request(API.jets)).status).toBe(200);
    expect((await t.request(API.jets, { method: 'HEAD' })).status).toBe(200);
  });
});
