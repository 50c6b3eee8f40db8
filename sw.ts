/**
 * The service worker (vite-plugin-pwa injectManifest). It owns: the precached app shell and static
 * files, the offline fallback for every app route, runtime caches for media and images, the
 * update prompt's SKIP_WAITING, and Background Sync of the outbox (app/local does the sending).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  type PrecacheEntry,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { flushOutbox } from './app/local/outbox';
import { FLUSH_OUTBOX_MESSAGE, OUTBOX_SYNC_TAG } from './app/local/sync-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** Background Sync is Chromium-only, so TypeScript's worker lib does not describe its event. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const DAY_SECONDS = 24 * 60 * 60;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every app route opens offline from the precached shell; the router picks the screen.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }),
);

// Media outside the precache (the poster). Videos are left to the network: their Range requests
// need workbox-range-requests, which we do not ship, and a partial answer must never be cached.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/') &&
    !/\.(mp4|webm)$/i.test(url.pathname) &&
    !request.headers.has('range'),
  new CacheFirst({
    cacheName: 'media',
    plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);

// Images the precache does not list (precacheAndRoute answers the listed ones first).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);

// registerType 'prompt': the new worker waits until the user accepts the update.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag === OUTBOX_SYNC_TAG) syncEvent.waitUntil(syncOutbox());
});

/** An open page flushes (and updates its status); with none open the worker sends itself. */
async function syncOutbox(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length > 0) {
    for (const client of windows) client.postMessage(FLUSH_OUTBOX_MESSAGE);
    return;
  }
  const report = await flushOutbox({ ignoreBackoff: true });
  // A rejected sync is retried by the browser later, which is what an offline outbox needs.
  if (report.offline) throw new Error('Outbox still offline');
}
