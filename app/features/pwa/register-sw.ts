import { Workbox } from 'workbox-window';
import { reloadOnNewController } from './reload-on-update';
import { checkForUpdates } from './update-checks';
import { updateChannel } from './update-channel';
import { showUpdateToast } from './update-toast';

/**
 * Registers sw.js (built from sw.ts by vite-plugin-pwa). When a new worker is waiting, every open
 * tab offers Refresh; Refresh in any tab sends SKIP_WAITING, and each tab reloads once when the
 * new worker takes control. The outbox lives in IndexedDB, so a reload never drops a queued
 * submission: the next page load flushes it with its same Idempotency-Key.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  const channel = updateChannel();
  // Posts { type: 'SKIP_WAITING' } to the registration's waiting worker (sw.ts listens for it).
  const offer = () => void showUpdateToast(() => wb.messageSkipWaiting());
  reloadOnNewController();
  wb.addEventListener('waiting', () => {
    offer();
    channel.announceWaiting();
  });
  channel.onWaiting(offer);
  wb.register()
    .then((registration) => registration && checkForUpdates(registration))
    .catch((error: unknown) => {
      // The app works without a worker (no offline shell); say why in the console, nothing more.
      console.warn('Service worker registration failed', error);
    });
}
