import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPageRerender, type PageRerender } from '@api/web/page-rerender';
import { pageStoreOf } from '@api/forms/posts/page-store';
import type { PrerenderCatalog } from '@shared/prerender-catalog';
import { prerenderedFile } from '@shared/public-routes';

const CATALOG: PrerenderCatalog = {
  destinations: [],
  featuredDestinations: [],
  jets: [],
  products: [],
  posts: [],
  postBodies: [],
};

/** A catalogue that differs with `n`, as after an edit. */
const catalogAt = (n: number): PrerenderCatalog => ({
  ...CATALOG,
  jets: [{ id: `jet-${n}` } as PrerenderCatalog['jets'][number]],
});

let dir: string;
let rerender: PageRerender | undefined;
const logged: string[] = [];
const log = (message: string, err?: unknown) =>
  void logged.push(err ? `${message}: ${String(err)}` : message);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rerender-'));
  logged.length = 0;
});
afterEach(async () => {
  await rerender?.stop();
  rerender = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A render command that writes `/home` with the given text, as the child process would. */
function writesHome(text: () => string) {
  const calls: PrerenderCatalog[] = [];
  const render = (catalog: PrerenderCatalog) => {
    calls.push(catalog);
    const file = join(dir, prerenderedFile('/home'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text());
    return Promise.resolve(['/home']);
  };
  return { render, calls };
}

describe('the pages rendered again after a catalogue change', () => {
  it('renders once at start, then at each new version only, and serves what it wrote', async () => {
    let version = 1;
    const pages = pageStoreOf({ '/home': 'built' });
    const { render, calls } = writesHome(() => `rendered at ${version}`);
    rerender = startPageRerender({
      staticDir: dir,
      readCatalog: () => Promise.resolve(catalogAt(version)),
      version: () => version,
      pages,
      render,
      log,
      pollMs: 10,
    });
    await rerender.settled();
    expect(pages.get('/home')).toBe('rendered at 1');
    expect(calls).toHaveLength(1);

    await new Promise((done) => setTimeout(done, 50));
    expect(calls).toHaveLength(1);

    expect(rerender.current()).toBe(true);
    version = 2;
    expect(rerender.current()).toBe(false);
    await rerender.settled();
    expect(rerender.current()).toBe(true);
    expect(pages.get('/home')).toBe('rendered at 2');
    expect(calls).toHaveLength(2);
    expect(logged.at(-1)).toMatch(/^Pages rendered again for the catalogue's change \(\/home\)/);
  });

  it('renders nothing when the version moved but the catalogue the pages show did not (stock)', async () => {
    let version = 1;
    let catalog = CATALOG;
    const { render, calls } = writesHome(() => 'rendered');
    rerender = startPageRerender({
      staticDir: dir,
      readCatalog: () => Promise.resolve(catalog),
      version: () => version,
      pages: pageStoreOf({}),
      render,
      log,
      pollMs: 10,
    });
    await rerender.settled();
    version = 2;
    await rerender.settled();
    expect(calls).toHaveLength(1);
    expect(rerender.current()).toBe(true);

    catalog = catalogAt(3);
    version = 3;
    await rerender.settled();
    expect(calls).toHaveLength(2);
  });

  it('renders a change made during a render after it, one render at a time', async () => {
    let version = 1;
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    rerender = startPageRerender({
      staticDir: dir,
      readCatalog: () => Promise.resolve(catalogAt(version)),
      version: () => version,
      pages: pageStoreOf({}),
      render: async () => {
        running += 1;
        most = Math.max(most, running);
        seen.push(version);
        if (version === 1) version = 2; // a change lands while this render runs
        await new Promise((done) => setTimeout(done, 30));
        running -= 1;
        return [];
      },
      log,
      pollMs: 5,
    });
    await rerender.settled();
    expect(seen).toEqual([1, 2]);
    expect(most).toBe(1);
  });

  it('keeps the last good pages and says why when a render fails', async () => {
    let version = 1;
    const pages = pageStoreOf({ '/home': 'built' });
    rerender = startPageRerender({
      staticDir: dir,
      readCatalog: () => Promise.resolve(catalogAt(version)),
      version: () => version,
      pages,
      render: () => Promise.reject(new Error('exit 1: a screen threw')),
      log,
      pollMs: 10,
    });
    await rerender.settled();
    expect(pages.get('/home')).toBe('built');
    expect(logged).toEqual([
      'Pages could not be rendered again; the last good pages stay: Error: exit 1: a screen threw',
    ]);
    // Not tried again and again for the same version: the next change tries again.
    await new Promise((done) => setTimeout(done, 50));
    expect(logged).toHaveLength(1);
    version = 2;
    await rerender.settled();
    expect(logged).toHaveLength(2);
  });
});
