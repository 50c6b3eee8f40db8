/**
 * Issue 23's figures (benchmarks, not timed tests): the pull for a member with 200 bookings and 200
 * orders, 1,000 open event streams on one process and a poke to all of them, and two Chromium
 * devices of one member, live and after being offline. Part of `npm run bench` (about a minute;
 * BENCH_LIVE_SYNC=0 skips it), or `npx tsx scripts/bench/live-sync.ts`; BENCH_DIST names the build.
 */
import { benchLiveSyncBrowser } from './live-sync-browser';
import { benchPull } from './live-sync-pull';
import { benchStreams } from './live-sync-streams';

export async function benchLiveSync(): Promise<void> {
  await benchPull();
  await benchStreams();
  await benchLiveSyncBrowser();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLiveSync();
