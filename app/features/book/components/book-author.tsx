import { Container } from '@app/components/ui/container';
import { BOOK_INFO, BOOK_LANDING } from '@app/content/book';

const INITIALS = BOOK_INFO.author
  .split(' ')
  .map((word) => word[0])
  .join('');

/** About the author: a short bio beside a gold monogram. */
export function BookAuthor() {
  return (
    <section aria-labelledby="author-title" className="py-20 sm:py-28">
      <Container className="grid max-w-4xl items-center gap-10 md:grid-cols-[auto_1fr] md:gap-14">
        <span
          aria-hidden
          className="mx-auto grid size-32 place-items-center rounded-full border border-gold-500/50 font-display text-5xl text-gold-gradient italic"
        >
          {INITIALS}
        </span>
        <div>
          <h2 id="author-title" className="text-display-md">
            {BOOK_LANDING.authorTitle}
          </h2>
          <p className="mt-5 text-base leading-relaxed text-stone-300 sm:text-lg">
            {BOOK_LANDING.authorBio}
          </p>
        </div>
      </Container>
    </section>
  );
}
