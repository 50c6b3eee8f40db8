import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

export type EmbedState = 'loading' | 'ready' | 'failed';

interface EmbedLoadOptions {
  frameSrc?: string;
  scriptSrc?: string;
  timeoutMs: number;
}

/**
 * Whether an external frame and/or script loaded: 'failed' when offline (at start or later), on
 * the script's error, or when nothing settled within `timeoutMs`. Returns the frame's onLoad and
 * whether the frame may be in the page yet.
 */
const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

export function useEmbedLoad({ frameSrc, scriptSrc, timeoutMs }: EmbedLoadOptions) {
  const [offlineAtStart] = useState(
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );
  const [state, setState] = useState<EmbedState>(offlineAtStart ? 'failed' : 'loading');
  // False while pre-rendering and hydrating, true after: in pre-rendered HTML the frame would start
  // loading before hydration, and a load event fired before React listens is never seen.
  const frameMounted = useSyncExternalStore(subscribeToNothing, onClient, onServer);
  const frameLoaded = useRef(!frameSrc);
  const scriptLoaded = useRef(!scriptSrc);
  const settleRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (offlineAtStart) return;
    let done = false;
    const fail = () => {
      if (done) return;
      done = true;
      setState('failed');
    };
    const settle = () => {
      if (!done && frameLoaded.current && scriptLoaded.current) {
        done = true;
        setState('ready');
      }
    };

    const timer = window.setTimeout(fail, timeoutMs);
    window.addEventListener('offline', fail);

    let script: HTMLScriptElement | undefined;
    if (scriptSrc) {
      script = document.createElement('script');
      script.src = scriptSrc;
      script.async = true;
      script.dataset.externalEmbed = '';
      script.onload = () => {
        scriptLoaded.current = true;
        settle();
      };
      script.onerror = fail;
      document.body.append(script);
    }
    // Exposed for the frame's onLoad below. (Chromium fires `load` even for a frame's error
    // page, so a failed frame shows through the script from the same host, or the timeout.)
    settleRef.current = settle;

    return () => {
      done = true;
      window.clearTimeout(timer);
      window.removeEventListener('offline', fail);
      script?.remove();
    };
  }, [offlineAtStart, frameSrc, scriptSrc, timeoutMs]);

  const onFrameLoad = () => {
    frameLoaded.current = true;
    settleRef.current();
  };
  return { state, frameMounted, fail: () => setState('failed'), onFrameLoad };
}
