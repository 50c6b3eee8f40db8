import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/**
 * Whether the page has scrolled past `offset` px: the header turns solid from there. The server
 * (pre-rendering) and the hydrating render see the top of the page; the real position follows.
 */
export function useScrolled(offset = 12): boolean {
  const scrolled = useCallback(() => window.scrollY > offset, [offset]);
  return useSyncExternalStore(subscribe, scrolled, () => false);
}
