import { useTitle } from '@app/components/layout/use-title';
import { BlogPage } from '@app/features/editorial/components/blog-page';

export default function BlogRoute() {
  useTitle('Journal');
  return <BlogPage />;
}
