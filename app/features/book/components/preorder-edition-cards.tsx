import { Link } from 'react-router-dom';
import { buttonClasses } from '@app/components/ui/button';
import { ContentIcon } from '@app/components/ui/content-icon';
import { PREORDER_PAGE } from '@app/content/preorder';
import { LINKS } from '@app/config/external-links';
import { BookCover } from './book-cover';

/** The hardcover gift kit: its photograph, price, what the kit holds, and the preorder link. */
export function HardcoverEdition() {
  const { hardcover } = PREORDER_PAGE;
  return (
    <article
      aria-labelledby="hardcover-title"
      className="relative overflow-hidden rounded-3xl border border-gold-500/40 bg-ink-900 shadow-card"
    >
      <img
        src={hardcover.image.src}
        alt={hardcover.image.alt}
        width={hardcover.image.width}
        height={hardcover.image.height}
        className="aspect-[4/3] w-full object-cover sm:aspect-[16/9]"
      />
      <div className="grid gap-8 p-7 sm:p-9 md:grid-cols-2 md:gap-10">
        <div className="flex flex-col">
          <p className="self-start rounded-full bg-gold-500 px-3 py-1 text-[0.65rem] font-bold tracking-[0.2em] text-ink-950 uppercase">
            {hardcover.badge}
          </p>
          <h3 id="hardcover-title" className="mt-5 text-display-sm">
            {hardcover.title}
          </h3>
          <p className="text-gold-gradient mt-3 font-display text-5xl font-medium lining-nums">
            {hardcover.listPriceLabel}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-stone-300">{hardcover.discountNote}</p>
          <p className="mt-4 flex flex-col gap-1 text-xs font-semibold tracking-[0.16em] text-gold-300 uppercase">
            <span>{hardcover.kitValueLabel}</span>
            <span>{hardcover.shipping}</span>
          </p>
          <Link
            to={hardcover.href}
            className={buttonClasses('gold', 'lg', 'mt-8 h-auto py-4 text-center')}
          >
            {hardcover.cta}
          </Link>
        </div>
        <ul className="flex flex-col gap-3 text-sm text-sand-200">
          {hardcover.includes.map((item) => (
            <li key={item} className="flex items-start gap-3">
              <ContentIcon name="check" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** The digital edition, sold by the retailer in a new tab. */
export function DigitalEdition() {
  const { digital } = PREORDER_PAGE;
  return (
    <article
      aria-labelledby="digital-title"
      className="flex flex-col rounded-3xl border border-white/8 bg-ink-900/70 p-7 shadow-card sm:p-9"
    >
      <ContentIcon name="smartphone" className="size-10 text-gold-400" />
      <h3 id="digital-title" className="mt-6 text-display-sm">
        {digital.title}
      </h3>
      <p className="mt-3 font-display text-5xl font-medium text-ivory-50 lining-nums">
        {digital.priceLabel}
      </p>
      <p className="mt-4 text-sm leading-relaxed text-stone-300">{digital.description}</p>
      <div className="flex flex-1 items-center justify-center py-10">
        <BookCover decorative className="w-36 sm:w-44" />
      </div>
      <a
        href={LINKS.BOOK_RETAILER_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('outline', 'lg', 'mt-8 h-auto py-4 text-center')}
      >
        {digital.cta}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <p className="mt-3 text-center text-xs text-stone-400">{digital.note}</p>
    </article>
  );
}
