import { useTitle } from '@app/components/layout/use-title';
import { BookLanding } from '@app/features/book/components/book-landing';

export default function BookRoute() {
  useTitle('The Book');
  return <BookLanding />;
}
