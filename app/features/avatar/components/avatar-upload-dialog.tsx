import { Dialog, DialogContent } from '@app/components/ui/dialog';
import { AvatarPicker, type AvatarPickerProps } from './avatar-picker';

interface AvatarUploadDialogProps extends AvatarPickerProps {
  open: boolean;
  /** Closing it (Escape, outside click, the close button): registration treats it as Skip. */
  onOpenChange: (open: boolean) => void;
  title?: string;
  description?: string;
}

/** The avatar modal (spec 2.8): after registration, and for changing the photo on /profile. */
export function AvatarUploadDialog({
  open,
  onOpenChange,
  title = 'Add your portrait',
  description = 'A photo helps your concierge and fellow members recognise you.',
  ...picker
}: AvatarUploadDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent eyebrow="Profile photo" title={title} description={description} size="sm">
        <AvatarPicker {...picker} />
      </DialogContent>
    </Dialog>
  );
}
