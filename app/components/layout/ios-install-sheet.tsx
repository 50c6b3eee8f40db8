import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@app/components/ui/dialog';
import { setIosSheetOpen } from '@app/stores/install-prompt-store';
import { useIosSheetOpen } from '@app/stores/use-install-prompt';
import { AddToHomeGlyph, ShareGlyph } from './ios-install-glyphs';

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
          <Step n={1} glyph={<ShareGlyph />}>
            Tap <strong className="font-semibold text-ivory-50">Share</strong> in Safari's toolbar.
          </Step>
          <Step n={2} glyph={<AddToHomeGlyph />}>
            Choose <strong className="font-semibold text-ivory-50">'Add to Home Screen'</strong>,
            then Add.
          </Step>
        </ol>
      </DialogContent>
    </Dialog>
  );
}

function Step({ n, glyph, children }: { n: number; glyph: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-4 rounded-2xl border border-white/8 bg-ink-850 p-4">
      <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-ink-950 text-gold-300">
        {glyph}
      </span>
      <p className="text-sm leading-relaxed text-stone-300">
        <span className="mr-2 font-display text-lg text-gold-400">{n}.</span>
        {children}
      </p>
    </li>
  );
}
