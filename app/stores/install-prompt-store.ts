/**
 * The browser's install offer, held for our own 'Install the app' action: Chromium fires
 * `beforeinstallprompt` once the app is installable; we keep the event (its prompt() works once)
 * and drop it when used or when the app gets installed. Vanilla, so it listens from module load.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Chromium only, so not in TypeScript's DOM lib. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface InstallPromptState {
  offer: BeforeInstallPromptEvent | null;
  installed: boolean;
}

// window-controls-overlay too: with our display_override that is how an installed app may open.
const INSTALLED_QUERY = '(display-mode: standalone), (display-mode: window-controls-overlay)';

export const installPrompt = createStore<InstallPromptState>()(() => ({
  offer: null,
  installed: false,
}));

if (typeof window !== 'undefined') {
  if (window.matchMedia?.(INSTALLED_QUERY).matches) installPrompt.setState({ installed: true });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chromium's own mini-infobar away: the offer is made by our menu and footer.
    event.preventDefault();
    installPrompt.setState({ offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () =>
    installPrompt.setState({ offer: null, installed: true }),
  );
}

/** Shows the browser's install dialog; an event's prompt() can be used only once. */
export async function promptInstall(): Promise<void> {
  const { offer } = installPrompt.getState();
  if (!offer) return;
  installPrompt.setState({ offer: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') installPrompt.setState({ installed: true });
}

/** Whether to offer 'Install the app': the browser holds an offer and we are not installed. */
export function useCanInstall(): boolean {
  // useStore renders the initial state while hydrating, so pre-rendered HTML still matches.
  return useStore(installPrompt, (s) => s.offer !== null && !s.installed);
}
