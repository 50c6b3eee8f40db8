/**
 * Debian's Chromium, the one browser these machines have (Playwright cannot download its own):
 * where it is, and the flags that keep it quiet on a closed network (DEVELOPERS.md). Used by the
 * browser tests, the benchmarks and the art and content scripts alike.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The switches every launch takes, Lighthouse's (through chrome-launcher) included. */
export const CHROMIUM_SWITCHES = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The features playwright-core 1.65 disables with its own `--disable-features` switch. Chromium
 * keeps only the last switch of a name, so ours must repeat them (tests/unit/scripts/chromium-args
 * checks the list against the installed Playwright).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Each window this Chromium opens (one per Playwright context) loads the omnibox's WebUI popup in
 * a renderer of its own: ~170 ms of a core while the page under test loads, on a 2-core machine.
 */
const OMNIBOX_WEBUI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * Chromium 150 gives every cross-document navigation a new frame host ("RenderDocument"), and the
 * offline emulation Playwright's `setOffline` sends reaches only the old one: a page loaded
 * offline from the service worker reads `navigator.onLine === true`, which no offline phone does.
 * With one host per frame, as before, the emulation follows the navigation.
 */
const OFFLINE_EMULATION_FEATURES = ['RenderDocument'];

/** For Playwright's launches: the tests, the benchmarks, the art and content scripts. */
export const CHROMIUM_ARGS = [
  ...CHROMIUM_SWITCHES,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES, ...OFFLINE_EMULATION_FEATURES].join(',')}`,
];
