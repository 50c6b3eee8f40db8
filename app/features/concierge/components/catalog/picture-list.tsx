import { useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@app/components/ui/button';
import { consoleFailure } from '../../data/console-failure';
import { consoleApi } from '../../data/console-api';
import type { CatalogEditor } from '../../data/use-catalog-editor';
import type { CatalogFormValues } from '../../lib/catalog-kinds';
import { ConsoleInput } from '../common/console-fields';

const ACCEPT = 'image/jpeg,image/png,image/webp';

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
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const headingId = useId();
  const listError = editor.listIssues.pictures;

  async function upload(file: File) {
    setUploading(true);
    setUploadError(undefined);
    try {
      const uploaded = await consoleApi.uploadCatalogPicture(file);
      append({ id: uploaded.id, url: uploaded.url, alt: '' }, { shouldFocus: true });
    } catch (err) {
      const failure = consoleFailure(err);
      setUploadError(
        'message' in failure ? failure.message : 'Uploading needs a connection. Please try again.',
      );
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

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
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            id={`${headingId}-file`}
            // The button below opens it; the input itself is named for assistive technology and
            // left out of the tab order.
            aria-label="Upload a picture"
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {uploading ? 'Uploading…' : 'Upload a picture'}
          </Button>
          <span className="text-xs text-stone-400">JPEG, PNG or WebP, up to 15 MB.</span>
        </div>
      )}
      {uploadError && (
        <p role="alert" className="text-sm text-danger-300">
          {uploadError}
        </p>
      )}
    </section>
  );
}
