import { Dialog, DialogContent } from '@app/components/ui/dialog';
import { setIosSheetOpen } from '@app/stores/install-prompt-store';
import { useIosSheetOpen } from '@app/stores/use-install-prompt';
import { AddToHomeGlyph, ShareGlyph } from './ios-install-glyphs';
import { InstallStep } from './install-step';

/** iOS Safari has no install prompt: 'Install the app' opens these two steps instead. */
export default function IosInstallSheet() {
  const open = useIosSheetOpen();
  return (
    <Dialog open={open} onOpenChange={setIosSheetOpen}>
      <DialogContent
        eyebrow="Install the app"
        title="Add Aurelian to your Home Screen"
        description="Two taps in Safari, and the club opens like an app, even offline."
        size="sm"
      >
        <ol className="flex flex-col gap-4">
          <InstallStep n={1} glyph={<ShareGlyph />}>
            Tap <strong className="font-semibold text-ivory-50">Share</strong> in Safari's toolbar.
          </InstallStep>
          <InstallStep n={2} glyph={<AddToHomeGlyph />}>
            Choose <strong className="font-semibold text-ivory-50">'Add to Home Screen'</strong>,
            then Add.
          </InstallStep>
        </ol>
      </DialogContent>
    </Dialog>
  );
}
