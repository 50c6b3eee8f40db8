import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '@app/components/ui/toast-store';
import { useStaffAction } from './use-staff-action';

/** A checked form: the body to send, or the messages to show beside their fields. */
export type Checked<B> = { body: B } | { issues: Record<string, string> };

export interface VersionedSaveOptions<V extends FieldValues, R, B> {
  form: UseFormReturn<V>;
  /** the record as loaded, or undefined for a new one */
  record: R | undefined;
  formOf: (record: R) => V;
  /** the 409's `code` that carries a colleague's version in `current` */
  conflictCode: string;
  /** the endpoint's own schema over the values; `start` is the version the save is based on */
  check: (values: V, start: R | undefined) => Checked<B>;
  /** creates (no `start`) or edits with `start`'s updatedAt as the expected version */
  send: (body: B, start: R | undefined) => Promise<R>;
  /** shows messages beside their fields (a bad value, or the server's 400) */
  place: (issues: Record<string, string>) => void;
  savedTitle: (created: boolean) => string;
  onSaved: (record: R, created: boolean) => void;
}

/**
 * How staff save a versioned record (a catalogue record, a journal post): each save is sent with
 * the version it began from; a colleague's save met on the way (409) is handed back, to be loaded
 * in place of what was typed or saved over, and nothing is lost meanwhile.
 */
export function useVersionedSave<V extends FieldValues, R, B>(
  options: VersionedSaveOptions<V, R, B>,
) {
  const { form, record, formOf, conflictCode, check, send, place, savedTitle, onSaved } = options;
  const action = useStaffAction();
  /** the version a save of ours is based on; moves on with each save and a "save mine over it" */
  const [base, setBase] = useState(record);
  const [conflict, setConflict] = useState<R>();

  async function submit(values: V, start: R | undefined) {
    const checked = check(values, start);
    if ('issues' in checked) {
      place(checked.issues);
      return;
    }
    const result = await action.run(() => send(checked.body, start));
    if (result.ok) {
      setBase(result.value);
      form.reset(formOf(result.value));
      toast({ title: savedTitle(!start) });
      onSaved(result.value, !start);
      return;
    }
    const { failure } = result;
    if (failure.kind === 'invalid') place(failure.issues);
    if (failure.kind === 'conflict' && failure.code === conflictCode) {
      setConflict(failure.current as R);
    }
  }

  return {
    save: form.handleSubmit((values) => submit(values, base)),
    busy: action.busy,
    online: action.online,
    failure: conflict ? undefined : action.failure,
    conflict,
    /** the colleague's version replaces what was typed */
    loadTheirs() {
      if (!conflict) return;
      setBase(conflict);
      form.reset(formOf(conflict));
      setConflict(undefined);
      action.clear();
      onSaved(conflict, false);
    },
    /** what was typed is saved over the colleague's version */
    saveOver() {
      if (!conflict) return;
      const theirs = conflict;
      setBase(theirs);
      setConflict(undefined);
      action.clear();
      void form.handleSubmit((values) => submit(values, theirs))();
    },
    /** a version restored, archived or restored elsewhere on the page: the form starts from it */
    startFrom(next: R) {
      setBase(next);
      form.reset(formOf(next));
    },
  };
}
