import { useEffect, useEffectEvent } from 'react';
import { SYNC_CHANGE_EVENT } from '@shared/sync-api';
import { THREADS_API } from '@shared/threads-api';

/** While the stream is down (a proxy that buffers, a restart), how often to ask anyway. */
export const FALLBACK_RELOAD_MS = 30_000;

/**
 * Asks the server again whenever a member's conversation changes: the console's event stream
 * pokes within a second of a member's message or read mark. EventSource reconnects by itself;
 * a slow timer covers the time it is down.
 */
export function useLiveReload(reload: () => void) {
  const onChange = useEffectEvent(() => reload());
  const onTick = useEffectEvent(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) reload();
  });
  useEffect(() => {
    const events = new EventSource(THREADS_API.conciergeEvents);
    events.addEventListener(SYNC_CHANGE_EVENT, onChange);
    const timer = window.setInterval(onTick, FALLBACK_RELOAD_MS);
    return () => {
      events.close();
      window.clearInterval(timer);
    };
  }, []);
}
