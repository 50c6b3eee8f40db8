/**
 * Section 6: a cold first visit in real Chromium with the CPU slowed 4x (Lighthouse's mobile
 * factor) and the network left alone: when the page becomes interactive (boot.tsx sets
 * data-app-ready once React has committed) and how long its main thread was blocked after the
 * first paint (the part of each long task over 50 ms, from the Long Tasks API). Lighthouse's TBT
 * is a simulation over tasks of 12.5 ms and more, which a few milliseconds of machine noise move by
 * 100 ms; these figures come from the tasks themselves. With them, the script the visit
 * transferred, lazy modules included (issue 40: no public route over 150 KB). Figures only;
 * BENCH_INTERACTIVE=0 skips it.
 *
 * Beside each route, its floor: the same page with its scripts taken out, until its first paint
 * is reported, which is the moment the app's entry starts loading the rest (app/main.tsx). What
 * the browser alone needs for the HTML and CSS is no script's to cut; interactive minus floor is
 * the app's part.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { withServedBuild } from './app-server';
import { heading, kib, percentile, row } from './stats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

// Issue 21's routes (the home page, the listing, the two busiest forms) and issue 40's /shop.
const ROUTES = (
  process.env.BENCH_INTERACTIVE_ROUTES ?? '/home,/shop,/destinations,/booking,/enter'
).split(',');
const RUNS = Math.max(1, Number(process.env.BENCH_INTERACTIVE_RUNS ?? 5));
/** After interactive, how long to keep counting: the first local work follows hydration. */
const SETTLE_MS = 2500;

interface Visit {
  interactiveMs: number;
  blockingMs: number;
  /** Script bytes the visit transferred (Resource Timing), cold: every module, lazy ones too. */
  jsBytes: number;
}

/**
 * The page without its module scripts, marked ready once its first paint is reported, as the
 * entry's afterFirstPaint sees it. The early-events script stays: it is part of the HTML.
 */
const FLOOR_MARK =
  '<script>new PerformanceObserver(function(){setTimeout(function(){' +
  "document.documentElement.setAttribute('data-app-ready','')},0)})" +
  ".observe({type:'paint',buffered:true})</script>";

/** Runs in the page before its own scripts: records long tasks and the data-app-ready moment. */
function observeFirstLoad(): void {
  const record = window as unknown as { longTasks: [number, number][]; interactiveAt?: number };
  record.longTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) record.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // Inline callbacks only: a named inner function would be wrapped in tsx's __name helper, which
  // does not exist in the page.
  // A page without scripts can paint, and so mark itself, before its parser is done: setting the
  // attribute again once the observer listens makes it report a mark made before.
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.documentElement;
    new MutationObserver(() => {
      if (root.hasAttribute('data-app-ready') && !record.interactiveAt) {
        record.interactiveAt = performance.now();
        console.debug('bench: interactive');
      }
    }).observe(root, { attributes: true });
    if (root.hasAttribute('data-app-ready')) root.setAttribute('data-app-ready', '');
  });
}

async function visit(browser: Browser, url: string, floor = false): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (floor) {
      await page.route(url, async (route) => {
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/<script type="module"[^>]*>\s*<\/script>/g, '')
          .replace('</head>', `${FLOOR_MARK}</head>`);
        // The page's policy allows its own inline script by hash, not this mark.
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        delete headers['content-encoding'];
        await route.fulfill({ response, body: html, headers });
      });
    }
    await page.addInitScript(observeFirstLoad);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Told by the page's console, not by polling it: Playwright's waitForSelector evaluates its
    // injected script in the page, ~40 ms of the main thread at 4x inside the measured window.
    const interactive = page.waitForEvent('console', {
      predicate: (message) => message.text() === 'bench: interactive',
      timeout: 30_000,
    });
    await page.goto(url, { waitUntil: 'load' });
    await interactive;
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const record = window as unknown as { longTasks: [number, number][]; interactiveAt?: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const blockingMs = record.longTasks
        .filter(([start]) => start >= fcp)
        .reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
      const jsBytes = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .reduce((total, entry) => total + entry.transferSize, 0);
      return { interactiveMs: record.interactiveAt ?? NaN, blockingMs, jsBytes };
    });
  } finally {
    await context.close();
  }
}

const medianOf = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** The figures of one build's visits to a route. */
function describe(visits: Visit[]): string {
  return (
    `interactive ${Math.round(medianOf(visits.map((v) => v.interactiveMs)))} ms  ` +
    `blocked ${Math.round(medianOf(visits.map((v) => v.blockingMs)))} ms ` +
    `(runs: ${visits.map((v) => Math.round(v.blockingMs)).join(', ')} ms)  ` +
    `JS ${kib(medianOf(visits.map((v) => v.jsBytes)))}`
  );
}

/**
 * `BENCH_INTERACTIVE_BASELINE`: another build (say of the last release, `vite build --outDir
 * /tmp/base`) visited in turn with this one, each on its own server. On a shared 2-core machine
 * two runs minutes apart differ by more than most changes do; visits that alternate see the same
 * load, so the difference of their medians is the change's.
 */
export async function benchInteractive(dist = process.env.BENCH_DIST ?? 'dist'): Promise<void> {
  const baseline = process.env.BENCH_INTERACTIVE_BASELINE;
  heading(
    `First visit at 4x CPU in Chromium (median of ${RUNS}${baseline ? ', alternating with the baseline' : ''})`,
  );
  if (process.env.BENCH_INTERACTIVE === '0') {
    row('skipped', 'BENCH_INTERACTIVE=0');
    return;
  }
  for (const build of [dist, ...(baseline ? [baseline] : [])]) {
    if (!existsSync(join(build, 'index.html')) || !existsSync(CHROMIUM_PATH)) {
      row('skipped', `needs a build in ${build}/ and Chromium at ${CHROMIUM_PATH}`);
      return;
    }
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await withServedBuild(dist, (origin) =>
      baseline
        ? withServedBuild(baseline, (baseOrigin) => compare(browser, origin, baseOrigin))
        : measure(browser, origin),
    );
  } finally {
    await browser.close();
  }
}

async function measure(browser: Browser, origin: string): Promise<void> {
  for (const route of ROUTES) {
    await visit(browser, `${origin}${route}`); // the server's first answer of a route is slower
    const visits: Visit[] = [];
    const floors: Visit[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      visits.push(await visit(browser, `${origin}${route}`));
      floors.push(await visit(browser, `${origin}${route}`, true));
    }
    row(route, describe(visits));
    row('  floor', floorOf(visits, floors));
  }
}

/** The route without its scripts, and what the app adds to it. */
function floorOf(visits: Visit[], floors: Visit[]): string {
  const floor = medianOf(floors.map((v) => v.interactiveMs));
  const app = medianOf(visits.map((v) => v.interactiveMs)) - floor;
  return `first paint reported ${Math.round(floor)} ms without scripts; the app adds ${Math.round(app)} ms`;
}

async function compare(browser: Browser, origin: string, baseOrigin: string): Promise<void> {
  for (const route of ROUTES) {
    await visit(browser, `${baseOrigin}${route}`); // as measure() does
    await visit(browser, `${origin}${route}`);
    const ours: Visit[] = [];
    const base: Visit[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      base.push(await visit(browser, `${baseOrigin}${route}`));
      ours.push(await visit(browser, `${origin}${route}`));
    }
    const change =
      medianOf(ours.map((v) => v.interactiveMs)) - medianOf(base.map((v) => v.interactiveMs));
    row(route, describe(ours));
    row('  baseline', describe(base));
    row('  change', `interactive ${change > 0 ? '+' : ''}${Math.round(change)} ms`);
  }
}
