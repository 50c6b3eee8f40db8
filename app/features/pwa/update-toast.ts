import { toast } from '@app/components/ui/toast-store';

/** Offers the waiting service worker; it stays until chosen or dismissed, unlike other toasts. */
export function showUpdateToast(onRefresh: () => void) {
  toast({
    title: 'A new version is available',
    description: 'Refresh to get the latest Aurelian experience.',
    duration: Infinity,
    action: { label: 'Refresh', altText: 'Reload the page to update the app', onClick: onRefresh },
  });
}
