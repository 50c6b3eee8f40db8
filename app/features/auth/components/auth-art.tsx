import { shownImage } from '@shared/art-rasters';

/**
 * The destination beside the form on desktops; on phones the same picture, dimmed, lies behind
 * the card so the screen still feels like arriving somewhere.
 */
export function AuthArt({ src }: { src: string }) {
  return (
    <div
      aria-hidden
      className="absolute inset-0 overflow-hidden lg:sticky lg:top-20 lg:h-[calc(100svh-5rem)]"
    >
      <img
        src={shownImage(src)}
        alt=""
        className="absolute inset-0 size-full object-cover opacity-35 lg:opacity-100"
      />
      <div className="absolute inset-0 bg-linear-to-b from-ink-950/70 via-ink-950/85 to-ink-950 lg:bg-linear-to-r lg:from-transparent lg:via-ink-950/20 lg:to-ink-950" />
      <div className="absolute inset-x-0 bottom-0 hidden h-3/5 bg-linear-to-t from-ink-950 via-ink-950/70 to-transparent lg:block" />
      <figure className="absolute bottom-12 left-12 hidden max-w-sm lg:block">
        <img src="/images/brand/monogram.svg" alt="" className="mb-6 h-10 w-auto opacity-90" />
        <blockquote className="font-display text-3xl leading-snug text-ivory-50 italic">
          “Behind this door, the world arranges itself around you.”
        </blockquote>
        <figcaption className="mt-4 text-eyebrow font-semibold tracking-[0.28em] text-gold-400 uppercase">
          Members only
        </figcaption>
      </figure>
    </div>
  );
}
