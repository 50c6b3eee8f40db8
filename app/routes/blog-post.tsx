import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { findBlogPost } from '@app/content/blog';
import { BlogPostNotFound, BlogPostPage } from '@app/features/editorial/components/blog-post-page';

export default function BlogPostRoute() {
  const post = findBlogPost(useParams().slug);
  useTitle(post ? post.title : 'Article not found');
  return post ? <BlogPostPage key={post.slug} post={post} /> : <BlogPostNotFound />;
}
