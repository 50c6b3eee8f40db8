import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { consoleFailure, type ConsoleFailure } from './console-failure';

export interface ConsoleQuery<T> {
  /** the last answer; kept while the next one loads, so a page turn does not blank the table */
  data: T | undefined;
  failure: ConsoleFailure | undefined;
  /** a request for `key` is on its way */
  loading: boolean;
  reload: () => void;
  /** puts an action's answer in place of the loaded one (no second request) */
  replace: (data: T) => void;
  /** changes part of the loaded answer (a record inside a detail) */
  update: (change: (data: T) => T) => void;
}

interface Answer<T> {
  key: string;
  data?: T;
  failure?: ConsoleFailure;
}

/**
 * Reads from the server whenever `key` changes (a list's query string, a record's id): the
 * console keeps nothing on the device. A newer key aborts the older request. A list keeps its
 * rows while the next page loads; a record (`keep: false`) never shows another one's details.
 */
export function useConsoleQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { keep = true }: { keep?: boolean } = {},
): ConsoleQuery<T> {
  const [reloads, setReloads] = useState(0);
  const requestKey = `${key}\n${reloads}`;
  const [answer, setAnswer] = useState<Answer<T>>();
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => setAnswer({ key: requestKey, data }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const failure = consoleFailure(err);
        // An error keeps the last rows on screen beside it: the page the staff member was on.
        setAnswer((last) => ({ key: requestKey, data: last?.data, failure }));
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const offline = answer?.key === requestKey && answer.failure?.kind === 'offline';
  // Unreachable: asked again as soon as the browser is back online.
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [offline, reload]);
  const replace = useCallback(
    (data: T) => setAnswer((last) => ({ key: last?.key ?? '', data })),
    [],
  );
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((last) => (last?.data === undefined ? last : { ...last, data: change(last.data) })),
    [],
  );
  const loading = answer?.key !== requestKey;
  // A reload of the same record keeps it on screen; another record's details never show.
  const sameRecord = answer?.key.split('\n')[0] === key;
  const data = loading && !keep && !sameRecord ? undefined : answer?.data;
  return { data, failure: loading ? undefined : answer?.failure, loading, reload, replace, update };
}
