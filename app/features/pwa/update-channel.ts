/**
 * Tells the app's other tabs that a new version is waiting. Each tab's registration usually sees
 * the waiting worker itself; the channel covers a tab whose workbox-window missed it (Workbox
 * stops following updates found outside the tab after the first one).
 */
const CHANNEL = 'aurelian-app-update';

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>;

function openChannel(): Channel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export function updateChannel(channel: Channel | null = openChannel()) {
  return {
    announceWaiting: () => channel?.postMessage({ type: 'waiting' }),
    onWaiting: (listener: () => void) =>
      channel?.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
        if (event.data?.type === 'waiting') listener();
      }),
  };
}
