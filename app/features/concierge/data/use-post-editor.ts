import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import * as v from 'valibot';
import { POST_CONFLICT_CODE, type ConsolePost } from '@shared/journal-api';
import { issuesByField } from '@shared/schemas/issues';
import { COVER_ALT_REQUIRED_MESSAGE, PostInputSchema } from '@shared/schemas/posts';
import { toast } from '@app/components/ui/toast-store';
import {
  blankPost,
  coverUndescribed,
  postBodyOf,
  postFormOf,
  type PostFormValues,
} from '../lib/post-form';
import { consoleApi } from './console-api';
import { useStaffAction } from './use-staff-action';

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
  const action = useStaffAction();
  const form = useForm<PostFormValues>({
    defaultValues: post ? postFormOf(post) : blankPost(),
  });
  /** the version a save of ours is based on; moves on with each save and a "save mine over it" */
  const [base, setBase] = useState(post);
  const [conflict, setConflict] = useState<ConsolePost>();

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

  async function submit(values: PostFormValues, start: ConsolePost | undefined) {
    if (coverUndescribed(values)) {
      place({ coverAlt: COVER_ALT_REQUIRED_MESSAGE });
      return;
    }
    const checked = v.safeParse(PostInputSchema, postBodyOf(values));
    if (!checked.success) {
      place(issuesByField(checked.issues));
      return;
    }
    const body = checked.output;
    const result = await action.run(() =>
      start
        ? consoleApi.editPost(start.id, { ...body, expectedUpdatedAt: start.updatedAt })
        : consoleApi.createPost(body),
    );
    if (result.ok) {
      setBase(result.value);
      form.reset(postFormOf(result.value));
      toast({ title: start ? 'Saved' : 'Post added' });
      onSaved(result.value, !start);
      return;
    }
    const { failure } = result;
    if (failure.kind === 'invalid') place(failure.issues);
    if (failure.kind === 'conflict' && failure.code === POST_CONFLICT_CODE) {
      setConflict(failure.current as ConsolePost);
    }
  }

  return {
    form,
    save: form.handleSubmit((values) => submit(values, base)),
    busy: action.busy,
    online: action.online,
    failure: conflict ? undefined : action.failure,
    conflict,
    /** the colleague's version replaces what was typed */
    loadTheirs() {
      if (!conflict) return;
      setBase(conflict);
      form.reset(postFormOf(conflict));
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
    /** archived, restored or a version restored elsewhere on the page: the form starts from it */
    startFrom(next: ConsolePost) {
      setBase(next);
      form.reset(postFormOf(next));
    },
  };
}

export type PostEditor = ReturnType<typeof usePostEditor>;
