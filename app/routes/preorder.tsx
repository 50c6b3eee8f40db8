import { useTitle } from '@app/components/layout/use-title';
import { PreorderPage } from '@app/features/book/components/preorder-page';

export default function PreorderRoute() {
  useTitle('Pre-Order the Book');
  return <PreorderPage />;
}
