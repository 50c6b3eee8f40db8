import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@app/components/ui/button';
import type { CatalogEditor } from '../../data/use-catalog-editor';
import type { CatalogFormValues } from '../../lib/catalog-kinds';
import { ConsoleInput } from '../common/console-fields';
import { PictureUploadButton } from '../common/picture-upload-button';

/**
 * A record's pictures, in the order the site shows them: each with its alt text (required, what a
 * screen reader says), moved up, or removed; an upload is checked and re-encoded by the server
 * and joins the end of the list.
 */
export function PictureList({
  editor,
  siteImage,
  disabled,
}: {
  editor: CatalogEditor;
  /** the image the record shows while it has no uploaded pictures */
  siteImage: string | undefined;
  disabled: boolean;
}) {
  const { register, formState } = useFormContext<CatalogFormValues>();
  const { fields, append, remove, swap } = editor.pictures;
  const headingId = useId();
  const listError = editor.listIssues.pictures;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 sm:col-span-2">
      <h3 id={headingId} className="font-sans text-xs font-medium text-sand-200">
        Pictures
      </h3>
      {fields.length === 0 && (
        <p className="flex items-center gap-3 text-sm text-stone-300">
          {siteImage && (
            <img
              src={siteImage}
              alt=""
              className="size-14 rounded-lg object-cover ring-1 ring-white/10"
            />
          )}
          {siteImage
            ? 'The illustration the club shipped with. Upload a photograph to replace it.'
            : 'No picture yet: upload at least one.'}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {fields.map((picture, index) => (
          <li
            key={picture.key}
            className="flex items-start gap-3 rounded-xl border border-white/8 bg-ink-950/40 p-3"
          >
            <img
              src={picture.url}
              alt=""
              className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-white/10"
            />
            <ConsoleInput
              label="Alt text"
              srPrefix={`Picture ${index + 1}`}
              hint={index === 0 ? 'The first picture is the one lists and cards show.' : undefined}
              error={formState.errors.pictures?.[index]?.alt?.message}
              className="min-w-0 flex-1"
              disabled={disabled}
              {...register(`pictures.${index}.alt`)}
            />
            <div className="flex shrink-0 flex-col gap-1 pt-6">
              {index > 0 && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  onClick={() => swap(index, index - 1)}
                  aria-label={`Move picture ${index + 1} up`}
                >
                  Up
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                onClick={() => remove(index)}
                aria-label={`Remove picture ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-danger-300">
          {listError}
        </p>
      )}
      {!disabled && (
        <PictureUploadButton
          label="Upload a picture"
          onUploaded={(uploaded) =>
            append({ id: uploaded.id, url: uploaded.url, alt: '' }, { shouldFocus: true })
          }
        />
      )}
    </section>
  );
}
