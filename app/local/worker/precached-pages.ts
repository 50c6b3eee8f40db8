/**
 * The service worker's answer to a public route: its pre-rendered page, put back together from the
 * precached fragment (or the one the server rendered since, live-pages.ts) and the parts every page
 * shares (shared/page-parts.ts). Imported by sw.ts.
 */
import type { RouteHandlerCallback } from 'workbox-core';
import { getCacheKeyForURL, matchPrecache } from 'workbox-precaching';
import { joinPage, pageFragmentFile, SHARED_PARTS_FILE } from '@shared/page-parts';
import { liveFragment } from './live-pages';

let sharedParts: Promise<string[]> | undefined;

/** Read once per worker: the precache holds one release's parts, replaced only with the worker. */
function loadSharedParts(): Promise<string[]> {
  if (!sharedParts) {
    sharedParts = matchPrecache(SHARED_PARTS_FILE).then(async (response) => {
      if (!response) throw new Error(`${SHARED_PARTS_FILE} is not precached`);
      return (await response.json()) as string[];
    });
    // A failed read is tried again on the next navigation, not remembered.
    sharedParts.catch(() => (sharedParts = undefined));
  }
  return sharedParts;
}

/** The route's page from the precache; undefined when this build precached none for it. */
export function precachedPageHandler(route: string): RouteHandlerCallback | undefined {
  const file = pageFragmentFile(route);
  if (getCacheKeyForURL(file) === undefined) return undefined;
  return async () => {
    const [fragment, parts] = await Promise.all([
      liveFragment(route).then((live) => live ?? matchPrecache(file)),
      loadSharedParts(),
    ]);
    if (!fragment) throw new Error(`${file} is not precached`);
    const headers = new Headers(fragment.headers);
    headers.delete('Content-Length'); // the fragment's, not the page's
    return new Response(joinPage(await fragment.text(), parts), {
      status: fragment.status,
      headers,
    });
  };
}
