/**
 * The pages the server rendered again after a catalogue change (api/web/page-rerender.ts), kept by
 * the service worker over its precached ones: fetched when a page says the catalogue changed
 * (app/local/catalog/catalog-watch.ts), answered first by precached-pages.ts. Only fragments made
 * with this worker's shared parts are kept: a server already on a newer build has other parts,
 * and its pages come with that build's worker. A new worker starts from its own precache.
 */
import * as v from 'valibot';
import { matchPrecache } from 'workbox-precaching';
import { joinPage, pageFragmentFile, SHARED_PARTS_FILE } from '@shared/page-parts';
import { JOURNAL_API } from '@shared/journal-api';
import { prerenderedRoutes } from '@shared/public-routes';
import { CATALOG_SNAPSHOT_ID } from '@shared/schemas/catalog';
import { PostSummaryListSchema } from '@shared/schemas/journal';
import { apiRead } from '../api';

export const LIVE_PAGES_CACHE = 'pages-live';

const urlOf = (file: string) => new URL(`/${file}`, self.location.origin).href;

/** The route's fragment rendered since the build, if this worker fetched one. */
export async function liveFragment(route: string): Promise<Response | undefined> {
  const cache = await caches.open(LIVE_PAGES_CACHE);
  return cache.match(urlOf(pageFragmentFile(route)));
}

/** The precached text of `file`, or undefined. */
const precachedText = async (file: string) => (await matchPrecache(file))?.text();

/**
 * Fetches the server's current fragment of every page that shows the catalogue (its HTML carries
 * the catalogue snapshot) and keeps it; returns how many were kept. Failures keep what was there.
 */
export async function refreshLivePages(): Promise<number> {
  const ours = await precachedText(SHARED_PARTS_FILE);
  const theirs = await fetch(urlOf(SHARED_PARTS_FILE), { cache: 'no-store' })
    .then((res) => (res.ok ? res.text() : undefined))
    .catch(() => undefined);
  if (ours === undefined || ours !== theirs) return 0;
  const parts = JSON.parse(ours) as string[];
  const cache = await caches.open(LIVE_PAGES_CACHE);
  let kept = 0;
  for (const route of prerenderedRoutes(await publishedSlugs())) {
    const file = pageFragmentFile(route);
    const fragment = await precachedText(file);
    if (!fragment || !joinPage(fragment, parts).includes(`id="${CATALOG_SNAPSHOT_ID}"`)) continue;
    const res = await fetch(urlOf(file), { cache: 'no-store' }).catch(() => undefined);
    if (!res?.ok) continue;
    await cache.put(urlOf(file), res);
    kept += 1;
  }
  return kept;
}

/** The published posts' addresses, each a page; none when the server cannot say. */
async function publishedSlugs(): Promise<string[]> {
  const posts = await apiRead<unknown>(JOURNAL_API.posts).catch(() => undefined);
  const parsed = v.safeParse(PostSummaryListSchema, posts);
  return parsed.success ? parsed.output.map((post) => post.slug) : [];
}

/** A new worker's precache is newer than anything kept for the one before. */
export const dropLivePages = () => caches.delete(LIVE_PAGES_CACHE);
