/**
 * After a catalogue pull, fetches the pictures its rows name while the device is idle, so the
 * service worker's runtime cache holds them and the catalogue shows its pictures offline.
 * Page only (the worker has no idle time or connection hints): without a window it does nothing.
 */
import { shownImage } from '@shared/art-rasters';
import { whenIdle } from '../when-idle';

/** The parts of the page this module uses; tests pass their own. */
export interface WarmEnv {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** Whether a cache (the worker's) already holds `url`. */
  isCached: (url: string) => Promise<boolean>;
  idle: (task: () => void) => void;
  connection?: { saveData?: boolean; effectiveType?: string };
}

/** Connections on which pictures the user has not asked for are not downloaded. */
const SLOW = new Set(['slow-2g', '2g', '3g']);

/**
 * Our own image paths named by catalogue rows (imageUrl, image, images), each once, as pages
 * show them: an illustration's AVIF rendition, not its SVG (shared/art-rasters.ts).
 */
export function imageUrlsOf(rows: readonly object[]): string[] {
  const urls = new Set<string>();
  const add = (value: unknown) => {
    // Same-origin paths only: the worker caches those; a third-party URL is not ours to warm.
    if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) {
      urls.add(shownImage(value));
    }
  };
  for (const row of rows as Record<string, unknown>[]) {
    add(row.imageUrl);
    add(row.image);
    if (Array.isArray(row.images)) row.images.forEach(add);
  }
  return [...urls];
}

/** False when the user asked to save data or the connection is slow (metered, most likely). */
export function mayWarm(connection: WarmEnv['connection']): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType && SLOW.has(connection.effectiveType));
}

function pageEnv(): WarmEnv | undefined {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return undefined;
  const nav = navigator as Navigator & { connection?: WarmEnv['connection'] };
  return {
    fetch: (url, init) => fetch(url, init),
    isCached: async (url) =>
      typeof caches !== 'undefined' && (await caches.match(url)) !== undefined,
    idle: (task) => whenIdle(task),
    connection: nav.connection,
  };
}

/** URLs already requested by this page: a later pull of the same rows asks for nothing again. */
const requested = new Set<string>();

/** Schedules the download of the rows' pictures for an idle moment; never throws. */
export function warmCatalogImages(rows: readonly object[], env = pageEnv()): void {
  if (!env) return;
  const urls = imageUrlsOf(rows).filter((url) => !requested.has(url));
  if (urls.length === 0) return;
  env.idle(() => {
    // Checked when the work runs: the connection may have changed since the pull.
    if (!mayWarm(env.connection)) return;
    for (const url of urls) requested.add(url);
    void warmOneByOne(urls, env);
  });
}

/** One at a time, at low priority: warming must never compete with what the user is loading. */
async function warmOneByOne(urls: string[], env: WarmEnv): Promise<void> {
  for (const url of urls) {
    try {
      if (await env.isCached(url)) continue;
      const res = await env.fetch(url, { priority: 'low', credentials: 'same-origin' });
      await res.arrayBuffer(); // read to the end, so the worker's copy is complete
    } catch {
      requested.delete(url); // offline or refused: a later pull may try again
    }
  }
}

/** Forgets what was requested (tests). */
export function resetWarmedImages(): void {
  requested.clear();
}
