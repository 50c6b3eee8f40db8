/**
 * Issue 23's device figures in Chromium, against the built app on the real server: one member on
 * two browser contexts (two devices), both with /dashboard open. 50 profile renames on one (spec
 * 7's PUT /api/user/profile), each timed until the other's heading "Welcome back, <name>" shows it
 * (a MutationObserver in that page notes when). Then the offline catch-up: the second device goes
 * offline, the first renames, the second comes back, timed until it shows the name, counting its
 * GET /api/sync requests. Figures only; BENCH_LIVE_SYNC_CHANGES and _OFFLINE_RUNS change them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { API } from '@shared/api';
import { SYNC_API } from '@shared/sync-api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { withServedBuild } from './app-server';
import { spec7Profile } from './live-sync-client';
import { heading, percentile, row } from './stats';

const CHANGES = Math.max(1, Number(process.env.BENCH_LIVE_SYNC_CHANGES ?? 50));
const OFFLINE_RUNS = Math.max(1, Number(process.env.BENCH_LIVE_SYNC_OFFLINE_RUNS ?? 3));
const PASSWORD = 'velvet-runway-42';
const SHOW_TIMEOUT_MS = 10_000;

/**
 * Runs in the watching page: notes the wall-clock moment each new h1 text first appears. A string,
 * not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const WATCH_HEADING = `(() => {
  const seen = {};
  window.__liveSyncSeen = seen;
  const look = () => {
    const text = document.querySelector('h1')?.textContent ?? '';
    if (!(text in seen)) seen[text] = Date.now();
  };
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  look();
})()`;

interface Watched {
  __liveSyncSeen?: Record<string, number>;
}

const welcome = (firstName: string) => `Welcome back, ${firstName}`;

/** When the page first showed `text` (wall clock, ms), or null past the timeout. */
async function shownAt(
  page: Page,
  text: string,
  timeout = SHOW_TIMEOUT_MS,
): Promise<number | null> {
  const handle = await page
    // A function, not a string: the app's CSP refuses eval, which a string predicate needs.
    .waitForFunction((t) => (window as unknown as Watched).__liveSyncSeen?.[t], text, { timeout })
    .catch(() => null);
  return handle ? ((await handle.jsonValue()) as number) : null;
}

async function rename(page: Page, origin: string, firstName: string): Promise<void> {
  // A plain update without If-Match, as any client written from the spec sends it.
  const res = await page.request.put(API.profile, {
    headers: { Origin: origin },
    data: spec7Profile(firstName),
  });
  if (!res.ok()) throw new Error(`PUT ${API.profile}: ${res.status()} ${await res.text()}`);
}

/** A page of `context` signed in as the member (registered first when `register`). */
async function signedIn(context: BrowserContext, origin: string, email: string, register: boolean) {
  const page = await context.newPage();
  const path = register ? API.register : API.signIn;
  const data = register
    ? {
        email,
        password: PASSWORD,
        firstName: 'Amelia',
        lastName: 'Hartley',
        phoneNumber: '+15551234567',
      }
    : { email, password: PASSWORD };
  const res = await page.request.post(path, { headers: { Origin: origin }, data });
  if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
  return page;
}

/** Opens /dashboard; false when no event stream opened (a build from before issue 23). */
async function openDashboard(page: Page): Promise<boolean> {
  const stream = page
    .waitForResponse((r) => new URL(r.url()).pathname === SYNC_API.events, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  await page.goto('/dashboard');
  return stream;
}

async function measureChanges(writer: Page, reader: Page, origin: string): Promise<void> {
  const shown: number[] = [];
  let missed = 0;
  for (let i = 0; i < CHANGES; i++) {
    const firstName = `Live${i}`;
    const t0 = Date.now();
    await rename(writer, origin, firstName);
    const at = await shownAt(reader, welcome(firstName));
    if (at === null) missed += 1;
    else shown.push(at - t0);
  }
  shown.sort((a, b) => a - b);
  row(
    `${CHANGES} renames, shown on the other`,
    `p50 ${Math.round(percentile(shown, 50))} ms  p95 ${Math.round(percentile(shown, 95))} ms  ` +
      `max ${Math.round(shown[shown.length - 1] ?? NaN)} ms` +
      `${missed ? `  (${missed} not shown in ${SHOW_TIMEOUT_MS / 1000} s)` : ''}  (target p95 <= 1 s)`,
  );
}

async function measureCatchUp(writer: Page, reader: Page, origin: string): Promise<void> {
  // Counted when the name shows: the browser reports a request before the page change it caused.
  const pulls: string[] = [];
  let streamOpens = 0;
  reader.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === SYNC_API.pull) pulls.push(url.search);
    if (url.pathname === SYNC_API.events) streamOpens += 1;
  });
  const context = reader.context();
  for (let r = 0; r < OFFLINE_RUNS; r++) {
    const label = `offline catch-up #${r + 1}`;
    const firstName = `Away${r}`;
    const pullsOnline = pulls.length;
    await context.setOffline(true);
    await reader.waitForTimeout(300);
    await rename(writer, origin, firstName);
    // Long enough for a poke to arrive, were the stream still open: then it is no catch-up.
    if ((await shownAt(reader, welcome(firstName), 1_000)) !== null) {
      row(label, 'shown while offline: the stream outlived setOffline');
      await context.setOffline(false);
      continue;
    }
    const [pullsBefore, opensBefore] = [pulls.length, streamOpens];
    const t0 = Date.now();
    // Chromium fires 'online' itself here; dispatching one more would ask for a second pull.
    await context.setOffline(false);
    const at = await shownAt(reader, welcome(firstName));
    const untilShown = pulls.length - pullsBefore;
    await reader.waitForTimeout(1_000);
    const mine = pulls.slice(pullsBefore);
    const withoutCursor = mine.filter((search) => !search.includes('since=')).length;
    row(
      label,
      `${at === null ? 'not shown' : `shown ${at - t0} ms after reconnecting`}, ` +
        `${untilShown} pull(s) until then, ${mine.length - untilShown} in the next second` +
        `${withoutCursor ? ` (${withoutCursor} without a cursor)` : ''}, ` +
        `${pullsBefore - pullsOnline} tried while offline, ` +
        `stream reopened ${streamOpens - opensBefore}x  (target <= 3 s, one pull)`,
    );
  }
}

export async function benchLiveSyncBrowser(dist = process.env.BENCH_DIST ?? 'dist'): Promise<void> {
  heading('Live sync: one member on two devices (two Chromium contexts, built app)');
  if (!existsSync(join(dist, 'index.html')) || !existsSync(CHROMIUM_PATH)) {
    row('skipped', `needs a build in ${dist}/ and Chromium at ${CHROMIUM_PATH}`);
    return;
  }
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    await withServedBuild(dist, async (origin) => {
      const phone = await browser.newContext({ baseURL: origin });
      const laptop = await browser.newContext({ baseURL: origin });
      const email = `live-sync-${Date.now()}@example.com`;
      const writer = await signedIn(phone, origin, email, true);
      const reader = await signedIn(laptop, origin, email, false);
      const streams = await Promise.all([openDashboard(writer), openDashboard(reader)]);
      if (!streams.every(Boolean)) {
        row('skipped', `the build in ${dist}/ opens no ${SYNC_API.events} (npm run build)`);
        return;
      }
      await reader.getByRole('heading', { level: 1 }).waitFor();
      await reader.evaluate(WATCH_HEADING);
      await measureChanges(writer, reader, origin);
      await measureCatchUp(writer, reader, origin);
    });
  } finally {
    await browser.close();
  }
}
