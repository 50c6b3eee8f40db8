/**
 * A queue's sender as the server runs it (the mail outbox, the push queue): one run at start, then
 * one every interval, never two at once, and a stop that waits for the run under way, so the
 * database closes after it. The timer never keeps a stopping process alive.
 */
export interface PeriodicWorker {
  /** one run now, unless one is under way (tests, and a nudge right after an event) */
  runNow(): Promise<void>;
  /** no more runs; resolves when the one under way has finished, so the database can close */
  stop(): Promise<void>;
}

export function startPeriodicWorker(
  run: () => Promise<unknown>,
  onError: (err: unknown) => void,
  intervalMs: number,
): PeriodicWorker {
  let current: Promise<void> | null = null;
  let stopped = false;
  const runNow = () => {
    if (stopped) return Promise.resolve();
    current ??= run()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        current = null;
      });
    return current;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  void runNow();
  return {
    runNow,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
