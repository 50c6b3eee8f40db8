/**
 * The app's install offer: Chromium fires `beforeinstallprompt` once the app is installable; we
 * keep the event (its prompt() works once) and drop it when used or when the app gets installed.
 * iOS Safari has no such event: there the same action opens our Add to Home Screen sheet. Vanilla,
 * and imported by main.tsx (the entry), so it listens from the first module load and misses no early event.
 * The React hooks over it are in use-install-prompt.ts, which the entry need not load.
 */
import { createStore } from 'zustand/vanilla';
import { isInstalledApp } from '@app/lib/installed-app';
import { isIosDevice, type DeviceFacts } from '@app/lib/ios-device';
import { whenIdle } from '@app/local/when-idle';
import { dismissedAt, offerDue, recordVisit, rememberDismissal } from './install-visits';

/** Chromium only, so not in TypeScript's DOM lib. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallPromptState {
  offer: BeforeInstallPromptEvent | null;
  installed: boolean;
  /** iOS Safari, not yet on the home screen: installing is done by hand, which we explain. */
  iosSafari: boolean;
  iosSheetOpen: boolean;
  /** the unasked offer (a returning visitor who has not said no lately) may show */
  offerDue: boolean;
}

/** Safari on an iPhone, iPod or iPad (which reports itself as a Mac with a touch screen). */
export function isIosSafari(nav: DeviceFacts): boolean {
  const ua = nav.userAgent;
  // Chrome, Firefox, Edge and Opera on iOS say so; only Safari can add to the home screen.
  return isIosDevice(nav) && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

// Defaults first: the pre-rendered HTML and hydration use them; the browser's facts come after.
export const installPrompt = createStore<InstallPromptState>()(() => ({
  offer: null,
  installed: false,
  iosSafari: false,
  iosSheetOpen: false,
  offerDue: false,
}));

function readStorage(): boolean {
  try {
    const visits = recordVisit(localStorage, sessionStorage);
    return offerDue(visits, dismissedAt(localStorage), Date.now());
  } catch {
    return false; // storage blocked (private mode, policy): never nag without memory
  }
}

if (typeof window !== 'undefined') {
  const standalone = isInstalledApp();
  installPrompt.setState({
    installed: standalone,
    iosSafari: !standalone && isIosSafari(navigator),
  });
  // A page's first use of localStorage and sessionStorage asks the browser process for them: up to
  // 20 ms of a phone's main thread, here before the first paint. The offer waits for a second
  // visit, so counting this one can wait until the page is idle.
  whenIdle(() => installPrompt.setState({ offerDue: readStorage() }));
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chromium's own mini-infobar away: the offer is made by our menu, footer and card.
    event.preventDefault();
    installPrompt.setState({ offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () =>
    installPrompt.setState({ offer: null, installed: true }),
  );
}

/** Shows the browser's install dialog (its prompt() works once), or on iOS our how-to sheet. */
export async function promptInstall(): Promise<void> {
  const { offer, iosSafari } = installPrompt.getState();
  if (!offer) {
    if (iosSafari) installPrompt.setState({ iosSheetOpen: true });
    return;
  }
  installPrompt.setState({ offer: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') installPrompt.setState({ installed: true });
}

export const setIosSheetOpen = (open: boolean) => installPrompt.setState({ iosSheetOpen: open });

/** "Not now" on the unasked offer: it stays away for 30 days (the menu and footer remain). */
export function dismissInstallOffer(): void {
  installPrompt.setState({ offerDue: false });
  try {
    rememberDismissal(localStorage, Date.now());
  } catch {
    // Storage blocked: the offer is gone for this page at least.
  }
}

export const canInstall = (s: InstallPromptState) =>
  !s.installed && (s.offer !== null || s.iosSafari);
