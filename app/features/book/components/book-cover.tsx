import { BOOK_INFO } from '@app/content/book';

/** The cover art with a soft gold glow and a spine shadow, as if standing on a shelf. */
export function BookCover({
  className,
  decorative = false,
}: {
  className?: string;
  decorative?: boolean;
}) {
  return (
    <div className={className}>
      <div className="relative">
        <div aria-hidden className="absolute -inset-8 -z-10 rounded-full bg-gold-500/15 blur-3xl" />
        <img
          src={BOOK_INFO.cover.src}
          alt={decorative ? '' : BOOK_INFO.cover.alt}
          width={BOOK_INFO.cover.width}
          height={BOOK_INFO.cover.height}
          className="relative aspect-[2/3] w-full rounded-r-md rounded-l-sm object-cover shadow-[0_40px_80px_-30px_rgb(0_0_0/0.9),-8px_0_0_-4px_rgb(0_0_0/0.35)_inset] ring-1 ring-gold-500/20"
        />
      </div>
    </div>
  );
}
