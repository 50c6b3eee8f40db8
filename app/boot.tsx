import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import {
  readCatalogSnapshot,
  seedCatalogFromSnapshot,
  setCatalogSnapshot,
} from '@app/local/catalog/catalog-snapshot';
import { whenIdle } from '@app/local/when-idle';
import { decideLocalStart, wantLocal, whenLocalWanted } from '@app/local/db/local-start';
import { sessionHintPresent } from '@app/local/session/session-hint';

import { preloadLcpImage } from '@app/lib/lcp-images';
import { followEarlyActions } from '@app/lib/early-actions';
import { captureTypedFields } from '@app/lib/typed-before-hydration';
import { setRenderedOn } from '@app/lib/use-today';
import { readPrerenderState } from './prerender-state';
import { AppProvider } from './provider';
import { createClientRouter, loadMatchedRoutes } from './router';
import { wakeNewsletter } from './routes/newsletter-slot';
import {
  deferHydrationUntilOpened,
  openDeferredHydration,
} from '@app/components/layout/defer-hydration';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A pre-rendered page (app/entry-prerender.tsx) carries its router state and the catalogue it
// was rendered with; the shell (member, auth and unknown routes) carries neither.
const prerendered = readPrerenderState(document);
const snapshot = readCatalogSnapshot(document);
setCatalogSnapshot(snapshot);
setRenderedOn(prerendered?.renderedOn);
// A first visit to a pre-rendered page leaves the database (and its code) closed until needed.
decideLocalStart(prerendered !== undefined && root.hasChildNodes(), sessionHintPresent());

// The shell paints nothing until the route's chunk has run: start its largest image meanwhile.
// Pre-rendered HTML already has the <img>, which the browser's preload scanner finds.
if (!prerendered) preloadLcpImage(window.location.pathname);

/**
 * The sync engine, once per page load: MarkReady's effect runs twice under StrictMode. Not
 * deferred to idle time: the outbox flush on start must happen promptly (DESIGN.md "Retry
 * policy"). It starts once the page is interactive: the engine and the database (Dexie) load
 * after the route's code, and their evaluation and first queries never delay hydration. The
 * screens' live queries load the database at the same moment (their effects run on that commit).
 */
let startSyncEngine = () => {
  startSyncEngine = () => {};
  whenLocalWanted(() => {
    void import('@app/local/sync/sync').then(
      (m) => m.startSync(),
      (err: unknown) => console.error('The sync engine failed to load', err),
    );
  });
};

// Development serves modules unbundled; only a production build has a worker to register. The
// worker (and workbox-window) is not needed for the first paint: register it once idle.
whenIdle(() => {
  whenLocalWanted(() => void seedCatalogFromSnapshot(snapshot));
  // Changes made in the console reach the open page, first visit or not (issue 39).
  void import('@app/local/catalog/catalog-watch').then((m) => m.watchCatalog());
  if (import.meta.env.PROD) {
    void import('@app/features/pwa/register-sw').then((m) => m.registerServiceWorker());
  }
});

/** Gives back what was typed into the pre-rendered page before hydration (set just before it). */
let retypeFields = () => {};
/** Replays the taps and submits held before hydration (shared/early-events.ts). */
let replayEarlyActions = () => {};
/**
 * The first move inside the app opens the database on a first visit (the next screen may need
 * what only it holds) and loads the footer's form, whose pre-rendered HTML React would otherwise
 * wait to hydrate before showing the next screen. Subscribed once React's own router
 * subscription is in place, so the router's first updates reach React as they would without it.
 */
let openLocalOnNavigation = () => {};

/**
 * Once React has committed its first render (hydrated or fresh): gives back what was typed
 * before, replays what was pressed before, and marks the document, so tests and the benchmark
 * know the page is interactive.
 */
function MarkReady() {
  useEffect(() => {
    retypeFields();
    retypeFields = () => {};
    replayEarlyActions();
    replayEarlyActions = () => {};
    openLocalOnNavigation();
    openLocalOnNavigation = () => {};
    startSyncEngine();
    whenIdle(openDeferredHydration);
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

const app = (router: DataRouter) => (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
    <MarkReady />
  </StrictMode>
);

/*
 * The HTML was rendered for the bare path. A query (a shared search, /destinations?q=kyoto) or a
 * hash on the image page (/#hotels leads on to /home) changes the first render, so such a visit
 * renders afresh over the HTML instead of hydrating it, which would report a mismatch.
 */
const { pathname, search, hash } = window.location;
const asBuilt = search === '' && (hash === '' || pathname !== '/');

/** Resolves in a new task: the page may paint and take input between two steps of the boot. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (prerendered && root.hasChildNodes()) {
  // The screen's module must be there first, or the router would render its fallback
  // (AppSplash) over the server's HTML. Evaluating this chunk's imports is one long task already:
  // matching the route and starting its imports waits for the next.
  void nextTask()
    .then(() => loadMatchedRoutes(pathname))
    .then(() => {
      const router = createClientRouter(prerendered.router);
      openLocalOnNavigation = () => {
        const shown = router.state.location.key;
        const stop = router.subscribe((state) => {
          if (state.location.key === shown && state.navigation.state === 'idle') return;
          wakeNewsletter();
          openDeferredHydration();
          queueMicrotask(() => {
            stop();
            wantLocal();
          });
        });
      };
      retypeFields = captureTypedFields(root);
      replayEarlyActions = followEarlyActions(root);
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // blocking input for the whole page at once; events meanwhile are replayed by React.
      if (asBuilt) {
        // The parts below the first screen hydrate once it answers (defer-hydration.tsx).
        deferHydrationUntilOpened();
        startTransition(() => void hydrateRoot(root, app(router)));
      } else createRoot(root).render(app(router));
    });
} else {
  createRoot(root).render(app(createClientRouter()));
}
