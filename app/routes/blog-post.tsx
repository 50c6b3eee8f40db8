import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { BlogPostNotFound, BlogPostPage } from '@app/features/editorial/components/blog-post-page';
import { useJournalPost } from '@app/features/editorial/data/use-journal-post';

export default function BlogPostRoute() {
  const result = useJournalPost(useParams().slug ?? '');
  const post = result.status === 'ready' ? result.post : undefined;
  useTitle(post ? post.title : result.status === 'loading' ? 'Journal' : 'Article not found');
  if (result.status === 'ready') {
    return <BlogPostPage key={result.post.slug} post={result.post} next={result.next} />;
  }
  // Until the post is pulled the page stays empty rather than saying it is missing.
  return result.status === 'loading' ? <div className="min-h-[60svh]" /> : <BlogPostNotFound />;
}
