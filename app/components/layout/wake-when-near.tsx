import { useEffect, useRef, type ReactNode } from 'react';

/** How far below the screen a part starts loading, so it is alive before it scrolls into view. */
const NEAR = '600px 0px';
/** The events by which a person reaches for a part: pressed, touched, focused or typed into. */
export const WAKING_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * A box that calls `wake` once it comes near the screen or is touched, focused or typed into
 * (a keyboard user tabbing into it, a tap before it scrolled near). Wrapped around a lazily
 * loaded part whose chunk waits for `wake`, it keeps that part's code out of a visit that never
 * reaches it, while a pre-rendered part stays drawn (and usable as plain HTML) meanwhile.
 */
export function WakeWhenNear({ wake, children }: { wake: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let observer: IntersectionObserver | undefined;
    const once = () => {
      observer?.disconnect();
      for (const type of WAKING_EVENTS) el.removeEventListener(type, once, true);
      wake();
    };
    for (const type of WAKING_EVENTS) el.addEventListener(type, once, true);
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) once();
        },
        { rootMargin: NEAR },
      );
      observer.observe(el);
    } else {
      once();
    }
    return () => {
      observer?.disconnect();
      for (const type of WAKING_EVENTS) el.removeEventListener(type, once, true);
    };
  }, [wake]);
  return <div ref={box}>{children}</div>;
}
