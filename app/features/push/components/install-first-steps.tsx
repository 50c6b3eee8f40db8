import { AddToHomeGlyph, ShareGlyph } from '@app/components/layout/ios-install-glyphs';
import { InstallStep } from '@app/components/layout/install-step';
import { BRAND } from '@shared/brand';

/**
 * An iPhone or iPad in a browser tab: Apple sends notifications only to a web app on the Home
 * Screen, so the way to them is installing, then opening the club from there.
 */
export function InstallFirstSteps() {
  return (
    <ol aria-label="Turn on notifications on iPhone or iPad" className="flex flex-col gap-2.5">
      <InstallStep compact n={1} glyph={<ShareGlyph />}>
        Tap <strong className="font-semibold text-ivory-50">Share</strong> in Safari’s toolbar.
      </InstallStep>
      <InstallStep compact n={2} glyph={<AddToHomeGlyph />}>
        Choose <strong className="font-semibold text-ivory-50">‘Add to Home Screen’</strong>, then
        Add.
      </InstallStep>
      <InstallStep compact n={3} glyph={<ClubGlyph />}>
        Open {BRAND.name} from your Home Screen and turn on notifications there.
      </InstallStep>
    </ol>
  );
}

function ClubGlyph() {
  return (
    <img src="/icons/icon-192.png" alt="" width={24} height={24} className="size-6 rounded-md" />
  );
}
