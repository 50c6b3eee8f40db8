import { Workbox } from 'workbox-window';
import { showUpdateToast } from './update-toast';

/**
 * Registers sw.js (built from sw.ts by vite-plugin-pwa) and, when a new worker is waiting,
 * offers a refresh: SKIP_WAITING activates it and the page reloads once it takes control.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    showUpdateToast(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      // Posts { type: 'SKIP_WAITING' } to the waiting worker (sw.ts listens for it).
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch((error: unknown) => {
    // The app works without a worker (no offline shell); say why in the console, nothing more.
    console.warn('Service worker registration failed', error);
  });
}
