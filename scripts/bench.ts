/**
 * `npm run bench`: prints figures for the build, the API and the local outbox. It measures and
 * never asserts; compare runs on the same machine. Sections live in scripts/bench/. Names given
 * after `--` run those sections only: `npm run bench -- throughput` is the API against a bare
 * node:http server, `npm run bench -- api throughput` both API sections.
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

/** Every section in the order a full run takes them; `byDefault` false: only when asked for. */
const SECTIONS: { name: string; run: () => unknown; byDefault: boolean }[] = [
  { name: 'build', run: benchBuild, byDefault: true },
  { name: 'api', run: benchApi, byDefault: true },
  { name: 'outbox', run: benchOutbox, byDefault: true },
  { name: 'throughput', run: benchThroughput, byDefault: true },
  { name: 'write-load', run: benchWriteLoad, byDefault: true },
  { name: 'storage', run: benchStorage, byDefault: process.env.BENCH_STORAGE === '1' },
  { name: 'concierge', run: benchConcierge, byDefault: process.env.BENCH_CONCIERGE !== '0' },
  { name: 'backup', run: benchBackup, byDefault: process.env.BENCH_BACKUP !== '0' },
  { name: 'live-sync', run: benchLiveSync, byDefault: process.env.BENCH_LIVE_SYNC !== '0' },
  { name: 'lighthouse', run: benchLighthouse, byDefault: true },
  { name: 'interactive', run: benchInteractive, byDefault: true },
  { name: 'offline-reload', run: benchOfflineReload, byDefault: true },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !SECTIONS.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown bench section: ${unknown.join(', ')}. Sections: ${SECTIONS.map((s) => s.name).join(', ')}`,
  );
  process.exit(1);
}

const started = performance.now();
console.log(`Benchmarks on Node ${process.version} (${process.platform}/${process.arch})`);
for (const section of SECTIONS) {
  if (asked.length > 0 ? asked.includes(section.name) : section.byDefault) await section.run();
}
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
