/**
 * Debian's Chromium, the one browser these machines have (Playwright cannot download its own):
 * where it is, and the flags that keep it quiet on a closed network (DEVELOPERS.md). Used by the
 * browser tests, the benchmarks and the art and content scripts alike.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
