import { BookAuthor } from './book-author';
import { BookClosingCall, BookHero, BookInside } from './book-landing-sections';

/** Spec 2.12: /book, the landing page for the founder's book. */
export function BookLanding() {
  return (
    <>
      <BookHero />
      <BookInside />
      <BookAuthor />
      <BookClosingCall />
    </>
  );
}
