/**
 * Section 7: an offline reload of /destinations in Chromium, served by the service worker, until
 * the page says 'Showing N destinations' (issue 10's row). Figures only; each run is a fresh
 * context: one online visit installs the worker, then the browser goes offline and reloads.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { withServedBuild } from './app-server';
import { heading, row } from './stats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const RUNS = Math.max(1, Number(process.env.BENCH_OFFLINE_RUNS ?? 5));
const SHOWING = /^Showing \d+ destinations/;

export async function benchOfflineReload(dist = process.env.BENCH_DIST ?? 'dist'): Promise<void> {
  heading(`Offline reload of /destinations (median of ${RUNS})`);
  if (!existsSync(join(dist, 'sw.js')) || !existsSync(CHROMIUM_PATH)) {
    row('skipped', `needs a build in ${dist}/ and Chromium at ${CHROMIUM_PATH}`);
    return;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const times = await withServedBuild(dist, async (origin) => {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const context = await browser.newContext({ baseURL: origin });
        const page = await context.newPage();
        await page.goto('/destinations');
        await page.getByText(SHOWING).waitFor();
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        await context.setOffline(true);
        const started = performance.now();
        await page.reload({ waitUntil: 'commit' });
        await page.getByText(SHOWING).waitFor();
        runs.push(performance.now() - started);
        await context.close();
      }
      return runs;
    });
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? NaN;
    row(
      'until "Showing N destinations"',
      `${Math.round(median)} ms (runs: ${times.map(Math.round).join(', ')} ms)`,
    );
  } finally {
    await browser.close();
  }
}
