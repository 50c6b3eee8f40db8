import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  imageUrlsOf,
  mayWarm,
  resetWarmedImages,
  warmCatalogImages,
  type WarmEnv,
} from '@app/local/catalog/warm-images';

/** A page whose idle moment the test chooses, recording what it fetched. */
function fakeEnv(overrides: Partial<WarmEnv> = {}) {
  const fetched: string[] = [];
  const idleTasks: (() => void)[] = [];
  const env: WarmEnv = {
    fetch: (url) => {
      fetched.push(url);
      return Promise.resolve(new Response('img'));
    },
    isCached: () => Promise.resolve(false),
    idle: (task) => idleTasks.push(task),
    ...overrides,
  };
  const runIdle = async () => {
    for (const task of idleTasks.splice(0)) task();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { env, fetched, runIdle };
}

const rows = [
  { id: 'a', imageUrl: '/images/destinations/amalfi.jpg' },
  { id: 'b', imageUrl: '/images/destinations/amalfi.jpg' },
  { id: 'p', image: '/images/products/cap.jpg', images: ['/images/products/cap-2.jpg'] },
  { id: 'x', imageUrl: 'https://cdn.example.com/x.jpg' },
  { id: 'y', imageUrl: '//cdn.example.com/y.jpg' },
];

afterEach(() => resetWarmedImages());

describe('imageUrlsOf', () => {
  it('lists our own image paths once, from every image field', () => {
    expect(imageUrlsOf(rows)).toEqual([
      '/images/destinations/amalfi.jpg',
      '/images/products/cap.jpg',
      '/images/products/cap-2.jpg',
    ]);
  });

  it('names the rendition a page shows for an illustration', () => {
    expect(
      imageUrlsOf([
        { imageUrl: '/images/destinations/amalfi-coast.svg' },
        { imageUrl: '/images/brand/logo.svg' },
      ]),
    ).toEqual(['/images/destinations/amalfi-coast.avif', '/images/brand/logo.svg']);
  });
});

describe('mayWarm', () => {
  it('refuses on Save-Data and on slow connections', () => {
    expect(mayWarm(undefined)).toBe(true);
    expect(mayWarm({ effectiveType: '4g' })).toBe(true);
    expect(mayWarm({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayWarm({ effectiveType: '3g' })).toBe(false);
    expect(mayWarm({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('warmCatalogImages', () => {
  it('fetches the pictures only once the page is idle', async () => {
    const { env, fetched, runIdle } = fakeEnv();
    warmCatalogImages(rows, env);
    expect(fetched).toEqual([]);
    await runIdle();
    await new Promise((r) => setTimeout(r, 0));
    expect(fetched).toEqual(imageUrlsOf(rows));
  });

  it('skips what the cache holds and what this page already asked for', async () => {
    const cached = '/images/products/cap.jpg';
    const { env, fetched, runIdle } = fakeEnv({
      isCached: (url) => Promise.resolve(url === cached),
    });
    warmCatalogImages(rows, env);
    await runIdle();
    await new Promise((r) => setTimeout(r, 0));
    warmCatalogImages(rows, env);
    await runIdle();
    expect(fetched).toEqual(['/images/destinations/amalfi.jpg', '/images/products/cap-2.jpg']);
  });

  it('downloads nothing on Save-Data', async () => {
    const { env, fetched, runIdle } = fakeEnv({ connection: { saveData: true } });
    warmCatalogImages(rows, env);
    await runIdle();
    expect(fetched).toEqual([]);
  });

  it('does nothing outside a page (no window: Node, the worker)', async () => {
    const fetched: unknown[] = [];
    vi.stubGlobal('fetch', (url: unknown) => {
      fetched.push(url);
      return Promise.resolve(new Response('img'));
    });
    vi.useFakeTimers();
    try {
      expect(() => warmCatalogImages(rows)).not.toThrow();
      await vi.runAllTimersAsync(); // past any idle moment a page would have had
      expect(fetched).toEqual([]);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
