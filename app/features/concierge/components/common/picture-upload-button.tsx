import { useId, useRef } from 'react';
import type { CatalogPictureUploaded } from '@shared/catalog-editor-api';
import { Button } from '@app/components/ui/button';
import { usePictureUpload } from '../../data/use-picture-upload';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * A button that picks an image and uploads it to the catalogue's pictures; the upload's refusal
 * is shown under it. `label` names both the button and its file input.
 */
export function PictureUploadButton({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (picture: CatalogPictureUploaded) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const { upload, uploading, error } = usePictureUpload(onUploaded);

  async function pick(file: File) {
    await upload(file);
    // The same file chosen again is a new upload, so the input forgets it.
    if (input.current) input.current.value = '';
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          id={`${id}-file`}
          // The button below opens it; the input itself is named for assistive technology and
          // left out of the tab order.
          aria-label={label}
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void pick(file);
          }}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {uploading ? 'Uploading…' : label}
        </Button>
        <span className="text-xs text-stone-400">JPEG, PNG or WebP, up to 15 MB.</span>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger-300">
          {error}
        </p>
      )}
    </div>
  );
}
