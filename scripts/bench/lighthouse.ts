/**
 * Section 5: Lighthouse (mobile, simulated throttling) on the public routes, served by the real
 * server (tsx api/server.ts) from the build on a throw-away database. Figures only; skip it with
 * BENCH_LIGHTHOUSE=0. Needs Debian's Chromium at /usr/bin/chromium (CHROME_PATH overrides).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { withServedBuild } from './app-server';
import { heading, kib, row } from './stats';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from '../chromium';

// Issue 21's five routes for LCP and script bytes, and /booking, the heaviest form.
const ROUTES = (
  process.env.BENCH_LIGHTHOUSE_ROUTES ?? '/,/home,/destinations,/shop,/blog,/booking'
).split(',');
// chrome-launcher passes its own --disable-features, which a switch of ours would replace.
const CHROME_FLAGS = CHROMIUM_SWITCHES;
/** Several runs per route smooth Lighthouse's run-to-run noise; the median (by score) is shown. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));

interface Figures {
  /** Why the page could not be measured (no LCP, page error), as Lighthouse says it. */
  error: string | undefined;
  performance: number;
  seo: number;
  bestPractices: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  lcpElement: string;
}

function figuresOf(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const summary = lhr.audits['resource-summary']?.details;
  // resource-summary is a table of { resourceType, transferSize, ... } rows.
  const items = (summary && 'items' in summary ? summary.items : []) as Array<{
    resourceType?: unknown;
    transferSize?: unknown;
  }>;
  const script = items.find((item) => item.resourceType === 'script');
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  let lcpElement = '';
  // The LCP audit's first table lists the element; its node has a short selector.
  if (lcpDetails && 'items' in lcpDetails) {
    const first = lcpDetails.items[0];
    const table = first && 'items' in first && Array.isArray(first.items) ? first.items : [];
    const node = (table[0] as { node?: { selector?: string } } | undefined)?.node;
    lcpElement = node?.selector ?? '';
  }
  const failed = lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage;
  return {
    error: failed,
    performance: score('performance'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: typeof script?.transferSize === 'number' ? script.transferSize : NaN,
    lcpElement,
  };
}

const ms = (x: number) => `${(x / 1000).toFixed(2)} s`;

function show(route: string, f: Figures): void {
  row(
    route,
    `perf ${f.performance}  LCP ${ms(f.lcp)}  FCP ${ms(f.fcp)}  TBT ${Math.round(f.tbt)} ms  ` +
      `CLS ${f.cls.toFixed(3)}  SEO ${f.seo}  BP ${f.bestPractices}  JS ${kib(f.jsBytes)}`,
  );
  if (f.lcpElement) row('', `LCP element: ${f.lcpElement}`);
  if (f.error) row('', `not measured: ${f.error}`);
}

/**
 * `BENCH_LIGHTHOUSE_BASELINE`: another build (say before an issue's work, `vite build --outDir
 * /tmp/base`), audited in turn with this one, each on its own server: on a shared machine two
 * runs minutes apart differ by more than most changes do (as the interactive bench does).
 */
export async function benchLighthouse(dist = process.env.BENCH_DIST ?? 'dist'): Promise<void> {
  const baseline = process.env.BENCH_LIGHTHOUSE_BASELINE;
  heading(
    `Lighthouse ${RUNS > 1 ? `(median of ${RUNS}) ` : ''}mobile, simulated throttling` +
      (baseline ? ', alternating with the baseline' : ''),
  );
  if (process.env.BENCH_LIGHTHOUSE === '0') {
    row('skipped', 'BENCH_LIGHTHOUSE=0');
    return;
  }
  const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
  for (const build of [dist, ...(baseline ? [baseline] : [])]) {
    if (!existsSync(join(build, 'index.html')) || !existsSync(chromePath)) {
      row('skipped', `needs a build in ${build}/ and Chromium at ${chromePath}`);
      return;
    }
  }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const audit = async (url: string): Promise<Figures | undefined> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo', 'best-practices'],
    });
    return result ? figuresOf(result.lhr) : undefined;
  };
  try {
    await withServedBuild(dist, (origin) =>
      baseline
        ? withServedBuild(baseline, (baseOrigin) => auditRoutes(audit, origin, baseOrigin))
        : auditRoutes(audit, origin),
    );
  } finally {
    chrome.kill();
  }
}

/** Each route RUNS times (alternating with the baseline's origin when given), the medians shown. */
async function auditRoutes(
  audit: (url: string) => Promise<Figures | undefined>,
  origin: string,
  baseOrigin?: string,
): Promise<void> {
  for (const route of ROUTES) {
    const runs: Figures[] = [];
    const baseRuns: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const figures = await audit(`${origin}${route}`);
      if (figures) runs.push(figures);
      if (!baseOrigin) continue;
      const base = await audit(`${baseOrigin}${route}`);
      if (base) baseRuns.push(base);
    }
    showMedian(route, runs);
    if (baseOrigin) showMedian('  baseline', baseRuns);
  }
}

function showMedian(label: string, runs: Figures[]): void {
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  if (median) show(label, median);
  else row(label, 'no result');
}
