import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in pre-rendered HTML and while React hydrates it, true from the render right after (and
 * at once in a page rendered by the client). React renders the server snapshot while hydrating,
 * then re-renders with the client's, which is how a control that needs the app can say so until
 * the app is there.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
