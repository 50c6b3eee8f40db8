import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const WAIT_FOR_TARGET_MS = 4000;

/**
 * After a navigation to /page#id, scrolls to the element once it exists: lazy routes and data
 * read from IndexedDB render sections after the router's own hash jump has already given up.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const scroll = (el: Element) =>
      el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    const now = document.getElementById(id);
    if (now) {
      const frame = requestAnimationFrame(() => scroll(now));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new MutationObserver(() => {
      const el = document.getElementById(id);
      if (!el) return;
      observer.disconnect();
      scroll(el);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [hash, key]);
}
