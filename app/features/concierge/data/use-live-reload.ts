import { useEffect, useEffectEvent } from 'react';
import { SYNC_CHANGE_EVENT } from '@shared/sync-api';
import { THREADS_API } from '@shared/threads-api';
import { concerns } from '../lib/live-changes';

/** The pokes the inbox and a conversation reload for. */
export const THREAD_CHANGES = ['thread'] as const;

/** While the stream is down (a proxy that buffers, a restart), how often to ask anyway. */
export const FALLBACK_RELOAD_MS = 30_000;

/**
 * Asks the server again whenever a member's record of the `kinds` given changes (any, without
 * them): the console's event stream pokes within a second of a member's message, read mark,
 * booking or order. EventSource reconnects by itself; a slow timer covers the time it is down,
 * and what the feed does not carry (a waitlist application, a contact message).
 */
export function useLiveReload(reload: () => void, kinds?: readonly string[]) {
  const onChange = useEffectEvent((event: Event) => {
    if (concerns((event as MessageEvent<string>).data ?? '', kinds)) reload();
  });
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
