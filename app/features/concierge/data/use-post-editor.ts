import { useForm, type FieldPath } from 'react-hook-form';
import * as v from 'valibot';
import { POST_CONFLICT_CODE, type ConsolePost } from '@shared/journal-api';
import { issuesByField } from '@shared/schemas/issues';
import { COVER_ALT_REQUIRED_MESSAGE, PostInputSchema, type PostInput } from '@shared/schemas/posts';
import {
  blankPost,
  coverUndescribed,
  postBodyOf,
  postFormOf,
  type PostFormValues,
} from '../lib/post-form';
import { consoleApi } from './console-api';
import { useVersionedSave, type Checked } from './use-versioned-save';

const FIELDS = new Set<string>(Object.keys(blankPost()));

/** Where a message of the schema (`title`, `tags.2`, `coverPictureId`) shows in the form. */
function formPath(key: string): FieldPath<PostFormValues> {
  const field = key.split('.')[0] ?? '';
  if (field === 'coverPictureId') return 'coverAlt';
  return (FIELDS.has(field) ? field : 'title') as FieldPath<PostFormValues>;
}

/**
 * A journal post as an admin edits it, like useCatalogEditor: checked by the endpoint's own
 * schema, saved with the version it began from, and a colleague's save met on the way (409)
 * handed back to be loaded or saved over.
 */
export function usePostEditor(
  post: ConsolePost | undefined,
  onSaved: (post: ConsolePost, created: boolean) => void,
) {
  const form = useForm<PostFormValues>({
    defaultValues: post ? postFormOf(post) : blankPost(),
  });

  function place(issues: Record<string, string>) {
    let first: FieldPath<PostFormValues> | undefined;
    for (const [key, message] of Object.entries(issues)) {
      const path = formPath(key);
      if (form.getFieldState(path).error) continue;
      form.setError(path, { type: 'server', message });
      first ??= path;
    }
    if (first) form.setFocus(first);
  }

  const saving = useVersionedSave({
    form,
    record: post,
    formOf: postFormOf,
    conflictCode: POST_CONFLICT_CODE,
    check(values): Checked<PostInput> {
      if (coverUndescribed(values)) return { issues: { coverAlt: COVER_ALT_REQUIRED_MESSAGE } };
      const checked = v.safeParse(PostInputSchema, postBodyOf(values));
      return checked.success ? { body: checked.output } : { issues: issuesByField(checked.issues) };
    },
    send: (body, start) =>
      start
        ? consoleApi.editPost(start.id, { ...body, expectedUpdatedAt: start.updatedAt })
        : consoleApi.createPost(body),
    place,
    savedTitle: (created) => (created ? 'Post added' : 'Saved'),
    onSaved,
  });

  return { form, ...saving };
}

export type PostEditor = ReturnType<typeof usePostEditor>;
