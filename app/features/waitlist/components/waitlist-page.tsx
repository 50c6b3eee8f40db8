import { WaitlistForm } from './waitlist-form';
import { WaitlistIntro } from './waitlist-intro';
import { shownImage } from '@shared/art-rasters';

const ART = shownImage('/images/destinations/santorini.svg');

/** Split layout: the destination art on the left (on top on phones), the invitation on the right. */
export function WaitlistPage() {
  return (
    <div className="grid lg:min-h-[calc(100svh-5rem)] lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="relative h-[38svh] min-h-64 overflow-hidden lg:sticky lg:top-20 lg:h-[calc(100svh-5rem)]">
        <img src={ART} alt="" className="absolute inset-0 size-full object-cover" />
        <div
          aria-hidden
          className="absolute inset-0 bg-linear-to-t from-ink-950 via-ink-950/30 to-ink-950/10 lg:bg-linear-to-r lg:from-transparent lg:via-ink-950/20 lg:to-ink-950"
        />
        <div
          aria-hidden
          className="absolute inset-x-0 bottom-0 hidden h-3/5 bg-linear-to-t from-ink-950 via-ink-950/75 to-transparent lg:block"
        />
        <figure className="absolute inset-x-6 bottom-6 hidden max-w-sm lg:bottom-12 lg:left-12 lg:block">
          <blockquote className="font-display text-2xl leading-snug text-ivory-50 italic">
            “The rarest luxury is time, spent exactly where you wish to be.”
          </blockquote>
          <figcaption className="mt-3 text-eyebrow font-semibold tracking-[0.28em] text-gold-400 uppercase">
            The Aurelian creed
          </figcaption>
        </figure>
      </div>
      <div className="relative px-5 pt-4 pb-20 sm:px-10 lg:px-16 lg:py-20 xl:px-24">
        <div className="mx-auto max-w-xl">
          <WaitlistIntro />
          <div className="mt-10 rounded-3xl border border-white/6 bg-ink-900/80 p-6 shadow-card sm:p-9">
            <div aria-hidden className="hairline -mt-6 mb-6 opacity-70 sm:-mt-9 sm:mb-9" />
            <WaitlistForm />
          </div>
        </div>
      </div>
    </div>
  );
}
