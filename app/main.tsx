import './styles/app.css';
// Listens from the first module on, so an early `beforeinstallprompt` is never missed.
import '@app/stores/install-prompt-store';

/**
 * A pre-rendered page names its screen's chunk, and every chunk the boot and the screen import, on
 * its <html> element (scripts/prerender/page-html.ts). Fetched all at once, they are there when
 * the boot asks the router for the screen, where the browser would otherwise find each level of
 * imports only once the one above it had arrived.
 */
const page = document.documentElement.dataset;

function preloadScreen(screen: string): void {
  for (const name of page.preload?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(name, new URL(screen, window.location.href)).pathname;
    document.head.append(link);
  }
}

/** Resolves in a new task, so the page can paint and take input between two steps. */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * The app's first scripts, evaluated one library at a time (issue 40). Importing the boot (or the
 * screen) at once evaluated React DOM, the router, the shell and the screen in one task: 200 ms
 * and more of a phone's main thread (4x CPU) with no input handled. Each import below evaluates
 * only what the ones before it have not, each in a task of its own; the files themselves are
 * fetched all at once meanwhile (the modulepreload links above). A stage that fails to load
 * leaves it to the next, whose import fails the same way and falls back as before.
 */
const STAGES: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('./router'),
];

async function loadInStages(screen: string | undefined): Promise<void> {
  for (const stage of STAGES) {
    await stage().catch(() => {});
    await nextTask();
  }
  if (screen !== undefined) {
    await import(/* @vite-ignore */ screen).catch(() => {});
    await nextTask();
  }
}

/**
 * Starts the app: its scripts are evaluated at once, in stages, while the parser finishes the
 * page; the boot runs once the page is parsed, as hydration needs the whole of it. On a
 * pre-rendered page this script runs as soon as it arrives (`async`), before the parser is done.
 * If the app's code cannot load, a submit held by the early-events script goes to the server.
 */
function start(screen?: string): void {
  const parsed = new Promise<void>((resolve) => {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    } else {
      resolve();
    }
  });
  void loadInStages(screen)
    .then(() => parsed)
    .then(() => import('./boot'))
    .catch(() => window.__early?.f());
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
    preloadScreen(screen);
    start(screen);
  });
} else {
  if (screen !== undefined) preloadScreen(screen);
  start(screen);
}
