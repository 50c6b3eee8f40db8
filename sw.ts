/**
 * The service worker (vite-plugin-pwa injectManifest). It owns: the precached app shell (JS, CSS,
 * fonts, icons, index.html, manifest) and each public route's pre-rendered HTML (as fragments and
 * shared parts, app/local/worker/precached-pages.ts, or as the server rendered them again after a
 * catalogue change, live-pages.ts), the answer to
 * every app route's navigation (its own page, or the shell), runtime caches
 * for images, PDFs, media and avatars (warmed at install), the update prompt's SKIP_WAITING,
 * Background Sync of the outbox (app/local does the sending), and Web Push: the notification of a
 * push and the window a click on it opens (app/local/worker/push-notifications.ts says what).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  type PrecacheEntry,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import type { RouteHandlerCallback } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { refreshAppBadge } from './app/local/outbox/app-badge';
import { refreshAllCatalogs } from './app/local/catalog/cache';
import { flushOutbox } from './app/local/outbox/outbox';
import { pullMemberChanges } from './app/local/sync/member-pull';
import { syncOutbox } from './app/local/outbox/outbox-background-sync';
import { registerOfflineNavigations } from './app/local/worker/offline-navigations';
import { precachedPageHandler } from './app/local/worker/precached-pages';
import { dropLivePages, refreshLivePages } from './app/local/worker/live-pages';
import { isRefreshPagesMessage } from './shared/live-pages';
import {
  clickTarget,
  notificationFor,
  readPushPayload,
  refreshAfterPush,
} from './app/local/worker/push-notifications';
import { OUTBOX_SYNC_TAG } from './app/local/outbox/sync-messages';
import { FILE_PATH, pageRouteOf } from './shared/public-routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};
/** public/ media the content screens show (vite.config.ts): cached at install, not precached. */
declare const __MEDIA_WARM_URLS__: readonly string[];

/** The Network Information API (Chromium) is not in TypeScript's worker lib. */
interface NavigatorWithConnection {
  connection?: { saveData?: boolean };
}

/** Background Sync is Chromium-only, so TypeScript's worker lib does not describe its event. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
interface SyncRegistration {
  sync: { register(tag: string): Promise<void> };
}

const DAY_SECONDS = 24 * 60 * 60;

cleanupOutdatedCaches();
// No directoryIndex: `/` is the image page's pre-rendered HTML (the navigation route below),
// not index.html, the shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

registerOfflineNavigations();
const shell = createHandlerBoundToURL('index.html');
const pages = new Map<string, RouteHandlerCallback | undefined>();
/** The public route's own precached HTML; undefined when this build has none for it. */
function pageHandler(route: string): RouteHandlerCallback | undefined {
  if (!pages.has(route)) pages.set(route, precachedPageHandler(route));
  return pages.get(route);
}

// Every app route opens offline from the precache: a public route with its own pre-rendered HTML
// (painted before any JS runs), any other (members, sign-in, checkout, unknown) with the shell,
// where the router picks the screen. A file (`/pdfs/x.pdf`, `/robots.txt`) is never an app
// route: it goes to the caches below or the network.
registerRoute(
  new NavigationRoute(
    (options) => {
      const route = pageRouteOf(options.url.pathname);
      return ((route === undefined ? undefined : pageHandler(route)) ?? shell)(options);
    },
    { denylist: [/^\/api\//, FILE_PATH] },
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const expiring = (maxEntries: number) =>
  // purgeOnQuotaError: media is the first thing to give up when storage runs out.
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true });

// Images change in place (same URL), so show the cached one and refresh it behind.
const images = new StaleWhileRevalidate({ cacheName: 'images', plugins: [expiring(200)] });
const documents = new CacheFirst({ cacheName: 'documents', plugins: [expiring(20)] });
// The poster. Videos are left to the network: their Range requests need workbox-range-requests,
// which we do not ship, and a partial answer must never be cached.
const media = new CacheFirst({ cacheName: 'media', plugins: [expiring(20)] });
// An avatar's name is new for every upload, so a cached one never goes stale.
const avatars = new CacheFirst({ cacheName: 'avatars', plugins: [expiring(50)] });

const RUNTIME: readonly { prefix: string; strategy: Strategy }[] = [
  { prefix: '/images/', strategy: images },
  { prefix: '/pdfs/', strategy: documents },
  { prefix: '/media/', strategy: media },
  { prefix: '/uploads/avatars/', strategy: avatars },
];
const strategyFor = (url: URL) =>
  sameOrigin(url) && !/\.(mp4|webm)$/i.test(url.pathname)
    ? RUNTIME.find((r) => url.pathname.startsWith(r.prefix))?.strategy
    : undefined;

registerRoute(
  ({ url, request }) => !request.headers.has('range') && strategyFor(url) !== undefined,
  ({ url, request, event }) => strategyFor(url)!.handle({ request, event }),
);

/** How long install waits for the media warm-up before the worker is ready anyway. */
const WARM_DEADLINE_MS = 30_000;
const WARM_CONCURRENCY = 6;

/**
 * Fetches the content screens' media into the runtime caches once, so every screen shows its
 * images and PDFs offline after one visit, without putting them in the versioned precache (a
 * release re-downloads nothing already cached). Failures are skipped, never fatal, and nothing
 * is fetched when the user asked to save data.
 */
async function warmMediaCaches(event: ExtendableEvent): Promise<void> {
  if ((self.navigator as NavigatorWithConnection).connection?.saveData) return;
  const queue = [...__MEDIA_WARM_URLS__];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const url = new URL(path, self.location.origin);
      const strategy = strategyFor(url);
      if (!strategy || (await caches.match(url.href))) continue;
      // handleAll's second promise settles once the answer is in the cache.
      const [, cached] = strategy.handleAll({ request: new Request(url.href), event });
      await cached.catch(() => undefined);
    }
  };
  const warm = Promise.all(Array.from({ length: WARM_CONCURRENCY }, worker));
  await Promise.race([warm, new Promise((done) => setTimeout(done, WARM_DEADLINE_MS))]);
}
self.addEventListener('install', (event) => event.waitUntil(warmMediaCaches(event)));

/*
 * A first visit leaves the page's database closed (app/local/db/local-start.ts): the worker pulls
 * the catalogue into it instead, off the page's main thread, so a visitor who goes offline next
 * still browses every destination, jet and product. Only what is stale is pulled (the page's
 * sync does the same), and a failure is the next pull's to mend.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([refreshAllCatalogs().catch(() => undefined), dropLivePages()]));
});

// registerType 'prompt': the new worker waits until the user accepts the update.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The catalogue changed: the server's new renderings replace the build's pages offline too.
  if (isRefreshPagesMessage(event.data)) event.waitUntil(refreshLivePages().catch(() => 0));
});
clientsClaim();

self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
  syncEvent.waitUntil(
    syncOutbox({
      windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
      // No page may be open to update the badge, so the worker does once the flush is over.
      flush: () => flushOutbox({ ignoreBackoff: true }).finally(() => refreshAppBadge()),
      register: () =>
        (self.registration as ServiceWorkerRegistration & SyncRegistration).sync.register(
          OUTBOX_SYNC_TAG,
        ),
      lastChance: syncEvent.lastChance === true,
    }),
  );
});

// Web Push (issue 38): every push shows a notification (browsers require it of a subscription made
// with userVisibleOnly), pulls the member's data so the screen it opens is current, and marks the
// app's icon.
self.addEventListener('push', (event) => {
  const payload = readPushPayload(event.data?.text());
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, notificationFor(payload)),
      refreshAfterPush(payload, { pull: (db) => pullMemberChanges({ db }) }),
    ]),
  );
});

/** Focuses an open window of the app and moves it to `url`, or opens one there. */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus().catch(() => open);
    // navigate() works on a window this worker controls; any other is left as it was.
    const moved = await focused.navigate(url).catch(() => null);
    if (moved) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(clickTarget(event.notification.data, event.action), self.location.origin);
  event.waitUntil(openApp(url.href));
});
