import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { CatalogPictureUploaded } from '@shared/catalog-editor-api';
import { Button } from '@app/components/ui/button';
import type { PostEditor } from '../../data/use-post-editor';
import { ConsoleInput } from '../common/console-fields';
import { PictureUploadButton } from '../common/picture-upload-button';

/**
 * The post's cover: uploaded through the catalogue's pictures, described (required with a
 * cover), replaced or removed; nothing is saved until the post is.
 */
export function PostCoverField({ editor, readOnly }: { editor: PostEditor; readOnly: boolean }) {
  const { register, formState, control, setValue, setFocus } = editor.form;
  const coverUrl = useWatch({ control, name: 'coverUrl' });
  const headingId = useId();
  const dirty = { shouldDirty: true };

  function use(picture: CatalogPictureUploaded) {
    setValue('coverPictureId', picture.id, dirty);
    setValue('coverUrl', picture.url, dirty);
    setFocus('coverAlt');
  }

  function remove() {
    setValue('coverPictureId', '', dirty);
    setValue('coverUrl', '', dirty);
    setValue('coverAlt', '', dirty);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 sm:col-span-2">
      <h3 id={headingId} className="font-sans text-xs font-medium text-sand-200">
        Cover picture
      </h3>
      {coverUrl ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <img
            src={coverUrl}
            alt=""
            className="aspect-[4/3] w-full max-w-[12rem] shrink-0 rounded-lg object-cover ring-1 ring-white/10"
          />
          <ConsoleInput
            label="Cover description"
            hint="For readers who cannot see the picture."
            className="min-w-0 flex-1"
            error={formState.errors.coverAlt?.message}
            {...register('coverAlt')}
          />
        </div>
      ) : (
        <p className="text-sm text-stone-300">No cover: the journal shows the post without one.</p>
      )}
      {!readOnly && (
        <div className="flex flex-wrap items-start gap-3">
          <PictureUploadButton
            label={coverUrl ? 'Replace the cover' : 'Upload a cover'}
            onUploaded={use}
          />
          {coverUrl && (
            <Button size="sm" variant="ghost" onClick={remove}>
              Remove the cover
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
