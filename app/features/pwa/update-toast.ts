import { toast } from '@app/components/ui/toast-store';
import { fetchServerVersion } from '@app/local/worker/app-version';
import { describeVersion } from '@shared/app-version';

/** What the waiting version is, from the build that is now on the server. */
async function waitingVersionLine(): Promise<string | null> {
  const version = await fetchServerVersion();
  return version ? describeVersion(version) : null;
}

let offered = false;

/**
 * Offers the waiting service worker once per page, however many ways the tab hears of it; it
 * stays until chosen or dismissed, unlike other toasts.
 */
export async function showUpdateToast(onRefresh: () => void): Promise<void> {
  if (offered) return;
  offered = true;
  const line = await waitingVersionLine();
  toast({
    title: 'A new version is available',
    description: line
      ? `${line}. Refresh to update every open window.`
      : 'Refresh to get the latest Aurelian experience.',
    duration: Infinity,
    action: { label: 'Refresh', altText: 'Reload the page to update the app', onClick: onRefresh },
  });
}
