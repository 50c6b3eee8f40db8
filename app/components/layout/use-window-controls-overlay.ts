import { useEffect } from 'react';

/** Chromium's Window Controls Overlay API, not yet in TypeScript's DOM lib. */
interface WindowControlsOverlay extends EventTarget {
  readonly visible: boolean;
}

/**
 * Marks <html data-titlebar> while the installed desktop app draws its own title bar (the
 * overlay is on), so app.css lays the header out in the title-bar area; when the user turns the
 * overlay off, the mark goes and the header falls back to its normal layout.
 */
export function useWindowControlsOverlay(): void {
  useEffect(() => {
    const overlay = (navigator as Navigator & { windowControlsOverlay?: WindowControlsOverlay })
      .windowControlsOverlay;
    if (!overlay) return;
    const root = document.documentElement;
    const sync = () => root.toggleAttribute('data-titlebar', overlay.visible);
    sync();
    overlay.addEventListener('geometrychange', sync);
    return () => {
      overlay.removeEventListener('geometrychange', sync);
      root.removeAttribute('data-titlebar');
    };
  }, []);
}
