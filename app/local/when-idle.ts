/**
 * Defers work that the first paint does not need (worker registration, image warming) until the
 * page has loaded and the main thread is idle, with a deadline so it never waits forever.
 */

/** Runs `task` once: when idle after `load`, or after `timeoutMs` at the latest. */
export function whenIdle(task: () => void, timeoutMs = 4000): void {
  if (typeof window === 'undefined') {
    // No page (tests on Node, the worker): nothing competes with a first paint.
    setTimeout(task, 0);
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(deadline);
    task();
  };
  const deadline = setTimeout(run, timeoutMs);
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(run, { timeout: timeoutMs });
    } else {
      setTimeout(run, 0); // Safari has no requestIdleCallback
    }
  };
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
}
