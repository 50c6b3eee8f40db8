import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { BOOK_INFO, BOOK_LANDING } from '@app/content/book';
import { BookAuthor } from './book-author';
import { BookContents } from './book-contents';
import { BookCover } from './book-cover';
import { BookGuarantee } from './book-guarantee';

/** Spec 2.12: /book, the landing page for the founder's book. */
export function BookLanding() {
  return (
    <>
      <section aria-labelledby="book-title" className="relative isolate overflow-hidden">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_70%_30%,rgb(198_161_91/0.16),transparent_60%)]"
        />
        <Container className="grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-20 lg:py-28">
          <div className="animate-fade-up">
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
            <BuyButtons />
            <BookGuarantee className="mt-8" />
          </div>
          <BookCover className="mx-auto w-60 sm:w-72 lg:w-full lg:max-w-sm" />
        </Container>
      </section>

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

      <BookAuthor />

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
          <BuyButtons center />
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
    </>
  );
}

/** The $29.99 purchase button (to /preorder, where the editions are) and the free chapter. */
function BuyButtons({ center = false }: { center?: boolean }) {
  return (
    <div
      className={`mt-10 flex flex-col gap-4 sm:flex-row sm:items-center ${center ? 'sm:justify-center' : ''}`}
    >
      <Button asChild size="lg">
        <Link to="/preorder">{BOOK_LANDING.buyLabel}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <a href={BOOK_LANDING.freeChapter.href} download={BOOK_INFO.freeChapter.fileName}>
          <DownloadGlyph />
          {BOOK_LANDING.freeChapter.label}
        </a>
      </Button>
    </div>
  );
}

function DownloadGlyph() {
  return (
    <svg aria-hidden viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
      <path
        d="M8 2v8M4.5 7 8 10.5 11.5 7M3 13.5h10"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
