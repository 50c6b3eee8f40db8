import { useCallback, useState } from 'react';
import { useStaffAction } from './use-staff-action';

/**
 * One action on one record, from a dialog: the record it is based on (the version its write sends
 * back), and the dialog's state. A stale edit puts the current version in its place, so sending
 * again applies what was typed to what is there now.
 */
export function useRecordAction<T>() {
  const action = useStaffAction();
  const [record, setRecord] = useState<T>();
  const [open, setOpen] = useState(false);

  const { clear } = action;
  /** Opens the dialog for `target`; stable, so a table's row buttons can hold it. */
  const start = useCallback(
    (target: T) => {
      setRecord(target);
      clear();
      setOpen(true);
    },
    [clear],
  );

  /** Sends `call` for the record; answers the server's reply, or undefined if not done. */
  async function send<R>(call: (base: T) => Promise<R>): Promise<R | undefined> {
    if (record === undefined) return undefined;
    const result = await action.run(() => call(record));
    if (result.ok) {
      setOpen(false);
      return result.value;
    }
    // The 409's `current` is the same record type as the one sent (shared/concierge-api.ts).
    if (result.failure.kind === 'conflict') setRecord(result.failure.current as T);
    return undefined;
  }

  return {
    record,
    open,
    setOpen,
    start,
    send,
    busy: action.busy,
    online: action.online,
    failure: action.failure,
  };
}

/** What was typed per record (a note, a reply), kept while its dialog is closed and reopened. */
export function useDrafts() {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  return {
    draft: (key: string | number) => drafts[String(key)] ?? '',
    setDraft: (key: string | number, text: string) =>
      setDrafts((all) => ({ ...all, [String(key)]: text })),
    clearDraft: (key: string | number) => setDrafts(({ [String(key)]: _gone, ...rest }) => rest),
  };
}
