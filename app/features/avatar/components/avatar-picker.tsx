import { Button } from '@app/components/ui/button';
import { useSyncStore } from '@app/stores/sync-store';
import { useAvatarUpload } from '../data/use-avatar-upload';
import { usePickedFile } from '../data/use-picked-file';
import { AvatarDropZone } from './avatar-drop-zone';
import { AvatarPreview } from './avatar-preview';

export interface AvatarPickerProps {
  /** The stored avatar, shown until a new picture is chosen (the profile's "avatar change"). */
  currentImageUrl?: string | null;
  onUploaded: (avatarUrl: string) => void;
  /** Offer a way past this step (registration); omitted, no Skip button is shown. */
  onSkip?: () => void;
}

/** Spec 2.8 and 5: drop or pick a picture, preview it, then upload it (or skip). */
export function AvatarPicker({ currentImageUrl, onUploaded, onSkip }: AvatarPickerProps) {
  const { picked, problem, pick } = usePickedFile();
  const { upload, uploading } = useAvatarUpload(onUploaded);
  const online = useSyncStore((s) => s.online);
  return (
    <div className="flex flex-col gap-6">
      <AvatarDropZone onFile={pick} problem={problem}>
        <AvatarPreview src={picked?.preview ?? currentImageUrl} />
        <span className="text-sm text-sand-100">
          <strong className="font-semibold text-gold-300">Choose a photo</strong> or drag one here
        </span>
        <span className="text-xs text-stone-400">JPG, PNG or GIF, up to 5MB</span>
      </AvatarDropZone>
      {!online && (
        <p role="status" className="text-center text-sm leading-relaxed text-stone-300">
          Uploading needs a connection. You can skip for now and add a photo later from your
          profile.
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onSkip && (
          <Button variant="ghost" onClick={onSkip} disabled={uploading}>
            Skip for Now
          </Button>
        )}
        <Button disabled={!picked || uploading} onClick={() => picked && void upload(picked.file)}>
          {uploading ? 'Uploading...' : 'Upload Photo'}
        </Button>
      </div>
    </div>
  );
}
