import { useEffect, useEffectEvent } from 'react';

/** How often an open conversation or their list asks again while the console is in view. */
export const LIVE_RELOAD_MS = 3_000;

/**
 * Asks the server again every few seconds while the page is visible: members' messages reach an
 * open console without a reload. A stand-in for a staff event stream (a later slice of issue
 * 38), which would bring them within a second.
 */
export function useLiveReload(reload: () => void, ms = LIVE_RELOAD_MS) {
  const tick = useEffectEvent(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) reload();
  });
  useEffect(() => {
    const timer = window.setInterval(tick, ms);
    return () => window.clearInterval(timer);
  }, [ms]);
}
