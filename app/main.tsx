import './styles/app.css';
// Listens from the first module on, so an early `beforeinstallprompt` is never missed.
import '@app/stores/install-prompt-store';
import { PRERENDER_STATE_ID } from './prerender-state';

/**
 * Loads the app. A pre-rendered page also names its screen's chunk (scripts/prerender/page-html.ts):
 * fetched now, beside the boot, it is there when the boot asks the router for it. If the app's
 * code cannot load, a submit held by the early-events script goes to the server.
 */
const boot = () => {
  const screen = document.getElementById(PRERENDER_STATE_ID)?.dataset.screen;
  if (screen) void import(/* @vite-ignore */ screen).catch(() => {});
  void import('./boot').catch(() => window.__early?.f());
};

/** Runs `task` once the page has painted its first content (at the latest after `maxWaitMs`). */
function afterFirstPaint(task: () => void, maxWaitMs = 1000): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(deadline);
    task();
  };
  const deadline = setTimeout(once, maxWaitMs);
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    // The entry arrives once the frame is presented, which a large image's decoding can delay
    // well past the frame's animation callback.
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}

/*
 * A pre-rendered page paints from its HTML and stylesheet alone; its scripts only hydrate it.
 * They load after the first paint so that fetching and evaluating them never holds it back. The
 * shell shows nothing until they run, and a hidden tab may never paint: both boot at once.
 */
if (document.getElementById(PRERENDER_STATE_ID) && document.visibilityState === 'visible') {
  afterFirstPaint(boot);
} else {
  boot();
}
