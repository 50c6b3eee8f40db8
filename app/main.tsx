import './styles/app.css';
// Listens from the first module on, so an early `beforeinstallprompt` is never missed.
import '@app/stores/install-prompt-store';

/**
 * A pre-rendered page names its screen's chunk, and every chunk the boot and the screen import, on
 * its <html> element (scripts/prerender/page-html.ts). Fetched all at once, they are there when
 * the boot asks the router for the screen, where the browser would otherwise find each level of
 * imports only once the one above it had arrived. Importing the screen evaluates it and the
 * libraries it uses while the parser finishes the page.
 */
const page = document.documentElement.dataset;

function loadScreen(screen: string): void {
  for (const name of page.preload?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(name, new URL(screen, window.location.href)).pathname;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ screen).catch(() => {});
}

/**
 * Starts the app once the page is parsed: hydration needs the whole of it. On a pre-rendered page
 * this script runs as soon as it arrives (`async`), before the parser is done. If the app's code
 * cannot load, a submit held by the early-events script goes to the server.
 */
function bootWhenParsed(): void {
  const boot = () => void import('./boot').catch(() => window.__early?.f());
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', boot, { once: true });
  } else {
    boot();
  }
}

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
const screen = page.screen;
if (screen !== undefined && document.visibilityState === 'visible') {
  afterFirstPaint(() => {
    loadScreen(screen);
    bootWhenParsed();
  });
} else {
  if (screen !== undefined) loadScreen(screen);
  bootWhenParsed();
}
