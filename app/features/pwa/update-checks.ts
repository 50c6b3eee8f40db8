/** How often an open app asks for a new version, as installed apps left open for days need. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

interface UpdateCheckDeps {
  doc?: Pick<Document, 'hidden' | 'addEventListener'>;
  online?: () => boolean;
  setInterval?: (run: () => void, ms: number) => unknown;
}

/**
 * Asks the server for a new sw.js every hour and whenever the app becomes visible again. A
 * hidden page skips its hourly check, so a sleeping device is never woken for it; becoming
 * visible catches up.
 */
export function checkForUpdates(
  registration: Pick<ServiceWorkerRegistration, 'update'>,
  {
    doc = document,
    online = () => navigator.onLine,
    setInterval = (run, ms) => window.setInterval(run, ms),
  }: UpdateCheckDeps = {},
): void {
  const check = () => {
    if (doc.hidden || !online()) return;
    // A failed check (server down, lie-fi) is simply tried again at the next occasion.
    registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  doc.addEventListener('visibilitychange', check);
}
