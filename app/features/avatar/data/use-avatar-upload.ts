import { useState } from 'react';
import { ApiError } from '@app/local/api';
import { uploadAvatar } from '@app/local/account/auth';
import { toast } from '@app/components/ui/toast-store';
import { UPLOAD_ERROR, uploadFailed } from '../lib/avatar-toasts';

/** Uploads the picture (never queued: a file is not kept on the device to send later). */
export function useAvatarUpload(onUploaded: (avatarUrl: string) => void) {
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    setUploading(true);
    try {
      onUploaded(await uploadAvatar(file));
    } catch (err) {
      // The server refused it (type, size, session): its words. Anything else: spec 8's other line.
      toast(err instanceof ApiError ? uploadFailed(err.body?.message) : UPLOAD_ERROR);
    } finally {
      setUploading(false);
    }
  }

  return { upload, uploading };
}
