import { useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import * as v from 'valibot';
import { CATALOG_CONFLICT_CODE, type ConsoleCatalogRecord } from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import { issuesByField } from '@shared/schemas/issues';
import { toast } from '@app/components/ui/toast-store';
import {
  blankForm,
  bodyOf,
  CATALOG_KIND_INFO,
  formOf,
  imageOf,
  type CatalogFormValues,
} from '../lib/catalog-kinds';
import { consoleApi } from './console-api';
import { useStaffAction } from './use-staff-action';

/** Where a message of the schema (`name`, `pictures.0.alt`, `sizes.1.stock`) shows in the form. */
function formPath(key: string): FieldPath<CatalogFormValues> | undefined {
  if (/^(pictures|sizes)\.\d+\./.test(key)) return key as FieldPath<CatalogFormValues>;
  if (/^[a-zA-Z]+$/.test(key) && key !== 'pictures' && key !== 'sizes') {
    return `fields.${key}` as FieldPath<CatalogFormValues>;
  }
  return undefined;
}

/**
 * A catalogue record as an admin edits it: the form starts from the record (or blank), is checked
 * by the same schema the endpoint uses, and is saved with the version it began from. A colleague's
 * save met on the way (409) is handed back, to be loaded or saved over.
 */
export function useCatalogEditor(
  kind: CatalogKind,
  record: ConsoleCatalogRecord | undefined,
  onSaved: (record: ConsoleCatalogRecord, created: boolean) => void,
) {
  const info = CATALOG_KIND_INFO[kind];
  const action = useStaffAction();
  const form = useForm<CatalogFormValues>({
    defaultValues: record ? formOf(kind, record) : blankForm(kind),
  });
  const pictures = useFieldArray({ control: form.control, name: 'pictures', keyName: 'key' });
  const sizes = useFieldArray({ control: form.control, name: 'sizes', keyName: 'key' });
  /** the version a save of ours is based on; moves on with each save and a "save mine over it" */
  const [base, setBase] = useState(record);
  /** what a message says of a list as a whole ("Add at least one picture") */
  const [listIssues, setListIssues] = useState<{ pictures?: string; sizes?: string }>({});
  const [conflict, setConflict] = useState<ConsoleCatalogRecord>();

  function place(issues: Record<string, string>) {
    const lists: { pictures?: string; sizes?: string } = {};
    let first: FieldPath<CatalogFormValues> | undefined;
    for (const [key, message] of Object.entries(issues)) {
      const path = formPath(key);
      if (path) {
        form.setError(path, { type: 'server', message });
        first ??= path;
      } else if (key.startsWith('sizes')) lists.sizes ??= message;
      else lists.pictures ??= message;
    }
    setListIssues(lists);
    if (first) form.setFocus(first);
  }

  async function submit(values: CatalogFormValues, start: ConsoleCatalogRecord | undefined) {
    setListIssues({});
    const image = start && start.pictures.length === 0 ? imageOf(kind, start) : undefined;
    const body = bodyOf(kind, values, image);
    const checked = v.safeParse(info.createSchema, body);
    if (!checked.success) {
      place(issuesByField(checked.issues));
      return;
    }
    const result = await action.run(() =>
      start
        ? consoleApi.editCatalogRecord(kind, String(start.id), {
            ...body,
            expectedUpdatedAt: start.updatedAt,
          })
        : consoleApi.createCatalogRecord(kind, body),
    );
    if (result.ok) {
      setBase(result.value);
      form.reset(formOf(kind, result.value));
      toast({ title: start ? 'Saved' : `${capitalised(info.singular)} added` });
      onSaved(result.value, !start);
      return;
    }
    const { failure } = result;
    if (failure.kind === 'invalid') place(failure.issues);
    if (failure.kind === 'conflict' && failure.code === CATALOG_CONFLICT_CODE) {
      setConflict(failure.current as ConsoleCatalogRecord);
    }
  }

  const save = form.handleSubmit((values) => submit(values, base));

  return {
    form,
    pictures,
    sizes,
    listIssues,
    save,
    busy: action.busy,
    online: action.online,
    failure: conflict ? undefined : action.failure,
    conflict,
    /** the colleague's version replaces what was typed */
    loadTheirs() {
      if (!conflict) return;
      setBase(conflict);
      form.reset(formOf(kind, conflict));
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
    startFrom(next: ConsoleCatalogRecord) {
      setBase(next);
      form.reset(formOf(kind, next));
    },
  };
}

export type CatalogEditor = ReturnType<typeof useCatalogEditor>;

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
