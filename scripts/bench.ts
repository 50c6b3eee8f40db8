/**
 * `npm run bench`: prints figures for the build, the API and the local outbox. It measures and
 * never asserts; compare runs on the same machine. Sections live in scripts/bench/.
 */
import { benchApi } from './bench/api';
import { benchBackup } from './bench/backup';
import { benchBuild } from './bench/build-sizes';
import { benchConcierge } from './bench/concierge';
import { benchInteractive } from './bench/interactive';
import { benchLighthouse } from './bench/lighthouse';
import { benchLiveSync } from './bench/live-sync';
import { benchOfflineReload } from './bench/offline-reload';
import { benchOutbox } from './bench/outbox';
import { benchStorage } from './bench/storage';
import { benchThroughput } from './bench/throughput';
import { benchWriteLoad } from './bench/write-load';

const started = performance.now();
console.log(`Benchmarks on Node ${process.version} (${process.platform}/${process.arch})`);
benchBuild();
await benchApi();
await benchOutbox();
await benchThroughput();
await benchWriteLoad();
if (process.env.BENCH_STORAGE === '1') await benchStorage();
if (process.env.BENCH_CONCIERGE !== '0') await benchConcierge();
if (process.env.BENCH_BACKUP !== '0') await benchBackup();
if (process.env.BENCH_LIVE_SYNC !== '0') await benchLiveSync();
await benchLighthouse();
await benchInteractive();
await benchOfflineReload();
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
