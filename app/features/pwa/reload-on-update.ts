/**
 * Reloads the page once when a new service worker takes control (after Refresh in any tab), so
 * every tab runs the version the worker serves. Never on the first install: a page that had no
 * controller is already current when clientsClaim() hands it one.
 */
export function reloadOnNewController(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  let controller = container.controller;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    const previous = controller;
    controller = container.controller;
    // A second change while the reload is under way must not start another (no loops).
    if (previous === null || reloading) return;
    reloading = true;
    reload();
  });
}
