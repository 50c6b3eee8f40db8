import { useState } from 'react';
import type { CatalogPictureUploaded } from '@shared/catalog-editor-api';
import { consoleApi } from './console-api';
import { consoleFailure } from './console-failure';

/**
 * One picture sent to the catalogue's uploads (a record's pictures, a post's cover): the server
 * checks and re-encodes it; what it refuses is said in its words, a lost connection in ours.
 */
export function usePictureUpload(onUploaded: (picture: CatalogPictureUploaded) => void) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  async function upload(file: File) {
    setUploading(true);
    setError(undefined);
    try {
      onUploaded(await consoleApi.uploadCatalogPicture(file));
    } catch (err) {
      const failure = consoleFailure(err);
      setError(
        'message' in failure ? failure.message : 'Uploading needs a connection. Please try again.',
      );
    } finally {
      setUploading(false);
    }
  }

  return { upload, uploading, error };
}
