import { useId } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { POST_STATUSES, type ConsolePost } from '@shared/journal-api';
import { Button } from '@app/components/ui/button';
import type { PostEditor as Editor } from '../../data/use-post-editor';
import { POST_STATUS_LABELS } from '../../lib/post-form';
import { ActionFailure, OfflineHint } from '../common/action-notices';
import { ConsoleInput, ConsoleSelect, ConsoleTextarea } from '../common/console-fields';
import { PostBodyField } from './post-body-field';
import { PostConflict } from './post-conflict';
import { PostCoverField } from './post-cover-field';

interface PostEditorProps {
  editor: Editor;
  /** the post as saved */
  post: ConsolePost | undefined;
  /** concierges read the journal; only admins change it */
  readOnly: boolean;
}

/** The words around the body: title, address, excerpt, author, tags. */
function PostDetails({ editor }: { editor: Editor }) {
  const { register, formState } = editor.form;
  const errors = formState.errors;
  return (
    <>
      <ConsoleInput label="Title" error={errors.title?.message} {...register('title')} />
      <ConsoleInput
        label="Address name"
        hint="Lowercase words joined by hyphens: /blog/slow-luxury."
        error={errors.slug?.message}
        {...register('slug')}
      />
      <ConsoleTextarea
        label="Excerpt"
        hint="A sentence or two for the journal's listing."
        rows={3}
        className="sm:col-span-2"
        error={errors.excerpt?.message}
        {...register('excerpt')}
      />
      <ConsoleInput label="Author" error={errors.author?.message} {...register('author')} />
      <ConsoleInput
        label="Author's line"
        hint="Under the name, like “Member since 2023”."
        error={errors.authorRole?.message}
        {...register('authorRole')}
      />
      <ConsoleInput
        label="Tags"
        hint="Separated by commas: Travel, Wellness."
        className="sm:col-span-2"
        error={errors.tags?.message}
        {...register('tags')}
      />
    </>
  );
}

/** Draft, scheduled (with its time) or published. */
function PublishingFields({ editor }: { editor: Editor }) {
  const { register, formState, control } = editor.form;
  const status = useWatch({ control, name: 'status' });
  return (
    <>
      <ConsoleSelect
        label="Status"
        options={POST_STATUSES}
        optionLabel={(s) => POST_STATUS_LABELS[s as keyof typeof POST_STATUS_LABELS]}
        error={formState.errors.status?.message}
        {...register('status')}
      />
      {status === 'scheduled' && (
        <ConsoleInput
          label="Publish at"
          type="datetime-local"
          hint="In your time zone; the site publishes it then."
          error={formState.errors.publishAt?.message}
          {...register('publishAt')}
        />
      )}
    </>
  );
}

/** A journal post's form: its details, publishing, cover, the Markdown with its preview, Save. */
export function PostEditor({ editor, post, readOnly }: PostEditorProps) {
  const offlineHintId = useId();
  return (
    <FormProvider {...editor.form}>
      <form
        noValidate
        aria-label={post ? 'Edit the post' : 'New post'}
        onSubmit={(e) => void editor.save(e)}
        className="flex flex-col gap-6"
      >
        {readOnly && (
          <p className="rounded-xl border border-white/8 bg-ink-950/40 px-4 py-3 text-sm text-stone-300">
            Only administrators change the journal. You can read every post and its history.
          </p>
        )}
        <fieldset disabled={readOnly} className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="sr-only">The post</legend>
          <PostDetails editor={editor} />
          <PublishingFields editor={editor} />
          <PostCoverField editor={editor} readOnly={readOnly} />
          <PostBodyField editor={editor} disabled={readOnly} />
        </fieldset>
        {editor.conflict && (
          <PostConflict
            theirs={editor.conflict}
            onLoadTheirs={editor.loadTheirs}
            onSaveOver={editor.saveOver}
          />
        )}
        <ActionFailure failure={editor.failure} />
        {!readOnly && (
          <>
            <OfflineHint id={offlineHintId} online={editor.online} />
            <div className="flex flex-wrap gap-3 border-t border-white/8 pt-5">
              <Button
                type="submit"
                size="sm"
                disabled={editor.busy || !editor.online}
                aria-describedby={editor.online ? undefined : offlineHintId}
              >
                {editor.busy ? 'Saving…' : post ? 'Save changes' : 'Add the post'}
              </Button>
            </div>
          </>
        )}
      </form>
    </FormProvider>
  );
}
