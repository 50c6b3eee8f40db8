import type { ReactNode } from 'react';
import { AddToHomeGlyph, ShareGlyph } from '@app/components/layout/ios-install-glyphs';
import { BRAND } from '@shared/brand';

/**
 * An iPhone or iPad in a browser tab: Apple sends notifications only to a web app on the Home
 * Screen, so the way to them is installing, then opening the club from there.
 */
export function InstallFirstSteps() {
  return (
    <ol aria-label="Turn on notifications on iPhone or iPad" className="flex flex-col gap-2.5">
      <Step n={1} glyph={<ShareGlyph />}>
        Tap <strong className="font-semibold text-ivory-50">Share</strong> in Safari’s toolbar.
      </Step>
      <Step n={2} glyph={<AddToHomeGlyph />}>
        Choose <strong className="font-semibold text-ivory-50">‘Add to Home Screen’</strong>, then
        Add.
      </Step>
      <Step n={3} glyph={<ClubGlyph />}>
        Open {BRAND.name} from your Home Screen and turn on notifications there.
      </Step>
    </ol>
  );
}

function Step({ n, glyph, children }: { n: number; glyph: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3.5 rounded-2xl border border-white/8 bg-ink-850 p-3">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink-950 text-gold-300 [&_svg]:size-6">
        {glyph}
      </span>
      <p className="text-sm leading-snug text-stone-300">
        <span className="mr-1.5 font-display text-base text-gold-400">{n}.</span>
        {children}
      </p>
    </li>
  );
}

function ClubGlyph() {
  return (
    <img src="/icons/icon-192.png" alt="" width={24} height={24} className="size-6 rounded-md" />
  );
}
