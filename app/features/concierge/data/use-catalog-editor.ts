import { useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import * as v from 'valibot';
import { CATALOG_CONFLICT_CODE, type ConsoleCatalogRecord } from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import { issuesByField } from '@shared/schemas/issues';
import {
  blankForm,
  bodyOf,
  CATALOG_KIND_INFO,
  formOf,
  imageOf,
  type CatalogFormValues,
} from '../lib/catalog-kinds';
import { consoleApi } from './console-api';
import { useVersionedSave, type Checked } from './use-versioned-save';

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
  const form = useForm<CatalogFormValues>({
    defaultValues: record ? formOf(kind, record) : blankForm(kind),
  });
  const pictures = useFieldArray({ control: form.control, name: 'pictures', keyName: 'key' });
  const sizes = useFieldArray({ control: form.control, name: 'sizes', keyName: 'key' });
  /** what a message says of a list as a whole ("Add at least one picture") */
  const [listIssues, setListIssues] = useState<{ pictures?: string; sizes?: string }>({});

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

  const saving = useVersionedSave({
    form,
    record,
    formOf: (next: ConsoleCatalogRecord) => formOf(kind, next),
    conflictCode: CATALOG_CONFLICT_CODE,
    check(values, start): Checked<Record<string, unknown>> {
      setListIssues({});
      const image = start && start.pictures.length === 0 ? imageOf(kind, start) : undefined;
      const body = bodyOf(kind, values, image);
      const checked = v.safeParse(info.createSchema, body);
      return checked.success ? { body } : { issues: issuesByField(checked.issues) };
    },
    send: (body, start) =>
      start
        ? consoleApi.editCatalogRecord(kind, String(start.id), {
            ...body,
            expectedUpdatedAt: start.updatedAt,
          })
        : consoleApi.createCatalogRecord(kind, body),
    place,
    savedTitle: (created) => (created ? `${capitalised(info.singular)} added` : 'Saved'),
    onSaved,
  });

  return { form, pictures, sizes, listIssues, ...saving };
}

export type CatalogEditor = ReturnType<typeof useCatalogEditor>;

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
