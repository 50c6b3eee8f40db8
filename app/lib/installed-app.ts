// window-controls-overlay too: with our display_override that is how an installed app may open.
const INSTALLED_QUERY = '(display-mode: standalone), (display-mode: window-controls-overlay)';

/** Whether the club runs as the installed app (home screen, dock), not in a browser tab. */
export function isInstalledApp(): boolean {
  return (
    window.matchMedia?.(INSTALLED_QUERY).matches ||
    // iOS Safari's own flag for a page opened from the home screen.
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
