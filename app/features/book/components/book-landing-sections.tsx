import { Link } from 'react-router-dom';
import { Container } from '@app/components/ui/container';
import { BOOK_INFO, BOOK_LANDING } from '@app/content/book';
import { BookBuyButtons } from './book-buy-buttons';
import { BookContents } from './book-contents';
import { BookCover } from './book-cover';
import { BookGuarantee } from './book-guarantee';

/** The opening: title, subtitle, intro and the buy buttons beside the cover. */
export function BookHero() {
  return (
    <section aria-labelledby="book-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_70%_30%,rgb(198_161_91/0.16),transparent_60%)]"
      />
      <Container className="grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-20 lg:py-28">
        <div className="animate-rise">
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            {BOOK_LANDING.eyebrow}
          </p>
          <h1 id="book-title" className="mt-5 text-display-xl text-balance">
            {BOOK_LANDING.title}
          </h1>
          <p className="mt-4 font-display text-2xl text-gold-300 italic sm:text-3xl">
            {BOOK_LANDING.subtitle}
          </p>
          <p className="mt-7 max-w-xl text-base leading-relaxed text-stone-300 sm:text-lg">
            {BOOK_LANDING.intro}
          </p>
          <BookBuyButtons />
          <BookGuarantee className="mt-8" />
        </div>
        <BookCover className="mx-auto w-60 sm:w-72 lg:w-full lg:max-w-sm" />
      </Container>
    </section>
  );
}

/** What the reader learns, beside the table of contents. */
export function BookInside() {
  return (
    <section
      aria-labelledby="learn-title"
      className="border-y border-ink-800 bg-ink-900 py-20 sm:py-28"
    >
      <Container className="grid gap-14 lg:grid-cols-2 lg:gap-20">
        <div>
          <h2 id="learn-title" className="text-display-md">
            {BOOK_LANDING.insideTitle}
          </h2>
          <ul className="mt-10 flex flex-col gap-5">
            {BOOK_LANDING.inside.map((point) => (
              <li key={point} className="flex items-start gap-4 leading-relaxed text-sand-200">
                <span aria-hidden className="mt-3 h-px w-6 shrink-0 bg-gold-500" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <BookContents />
      </Container>
    </section>
  );
}

/** The closing call to buy, with the way into the club. */
export function BookClosingCall() {
  return (
    <section
      aria-labelledby="book-cta-title"
      className="relative isolate overflow-hidden py-24 sm:py-32"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_50%_110%,rgb(198_161_91/0.22),transparent_65%)]"
      />
      <Container className="flex flex-col items-center text-center">
        <h2 id="book-cta-title" className="max-w-3xl text-display-lg text-balance">
          {BOOK_LANDING.ctaTitle}
        </h2>
        <p className="mt-5 max-w-xl leading-relaxed text-stone-300">
          {BOOK_INFO.fullTitle}, by {BOOK_INFO.author}. {BOOK_INFO.pages} pages.
        </p>
        <BookBuyButtons center />
        <BookGuarantee className="mt-8 max-w-xl text-left" />
        <p className="mt-12 text-stone-300">
          {BOOK_LANDING.join.lead}{' '}
          <Link
            to={BOOK_LANDING.join.href}
            className="font-semibold text-gold-300 underline decoration-gold-500/50 underline-offset-4 transition hover:text-gold-200 hover:decoration-gold-300"
          >
            {BOOK_LANDING.join.label}
          </Link>
        </p>
      </Container>
    </section>
  );
}
