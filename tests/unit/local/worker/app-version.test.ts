import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchServerVersion } from '@app/local/worker/app-version';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('fetchServerVersion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the version the server holds', async () => {
    const version = { version: '1.2.0', commit: 'abc1234', builtOn: '2026-11-23' };
    vi.stubGlobal('fetch', answer(version));
    expect(await fetchServerVersion()).toEqual(version);
  });

  it('is null for an answer that is not a version (a captive portal, an old build)', async () => {
    vi.stubGlobal('fetch', answer({ version: '1.2.0', builtOn: 'yesterday' }));
    expect(await fetchServerVersion()).toBeNull();
  });

  it('is null on an error status or with no connection', async () => {
    vi.stubGlobal('fetch', answer({}, 404));
    expect(await fetchServerVersion()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await fetchServerVersion()).toBeNull();
  });
});
