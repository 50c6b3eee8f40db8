import { useCallback, useState } from 'react';
import { consoleFailure, type ConsoleFailure } from './console-failure';
import { useOnline } from '@app/lib/use-online';

export type ActionResult<T> = { ok: true; value: T } | { ok: false; failure: ConsoleFailure };

export interface StaffAction {
  /** Sends `call` unless offline; never throws (but for a bug). */
  run: <T>(call: () => Promise<T>) => Promise<ActionResult<T>>;
  busy: boolean;
  /** the last attempt's failure, until the next attempt or `clear` */
  failure: ConsoleFailure | undefined;
  clear: () => void;
  /** whether the browser has a connection: staff actions need one */
  online: boolean;
}

/**
 * One staff write (a booking's next step, a reply, a refund). Offline it is not attempted: the
 * form stays as typed, and is sent when the staff member presses again once back online. Nothing
 * is queued: a staff decision made on stale data must not land later by itself.
 */
export function useStaffAction(): StaffAction {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ConsoleFailure>();

  async function run<T>(call: () => Promise<T>): Promise<ActionResult<T>> {
    if (!navigator.onLine) {
      const offline: ConsoleFailure = { kind: 'offline' };
      setFailure(offline);
      return { ok: false, failure: offline };
    }
    setBusy(true);
    setFailure(undefined);
    try {
      return { ok: true, value: await call() };
    } catch (err) {
      const failed = consoleFailure(err);
      setFailure(failed);
      return { ok: false, failure: failed };
    } finally {
      setBusy(false);
    }
  }

  const clear = useCallback(() => setFailure(undefined), []);
  return { run, busy, failure, clear, online };
}
