import { useStore } from 'zustand';
import { canInstall, installPrompt } from './install-prompt-store';

/** Whether to offer 'Install the app' in the menu and footer. */
export function useCanInstall(): boolean {
  // useStore renders the initial state while hydrating, so pre-rendered HTML still matches.
  return useStore(installPrompt, canInstall);
}

/** Whether the small unasked offer shows: installable, a returning visitor, not declined lately. */
export function useInstallOfferDue(): boolean {
  return useStore(installPrompt, (s) => s.offerDue && canInstall(s));
}

export function useIosSheetOpen(): boolean {
  return useStore(installPrompt, (s) => s.iosSheetOpen);
}
