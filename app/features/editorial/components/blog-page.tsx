import { BlogComingSoon, BlogHeader, BlogLatest, BlogStayUpdated } from './blog-sections';

/** /blog: the journal's three articles, three disabled upcoming ones, and the Stay Updated block. */
export function BlogPage() {
  return (
    <>
      <BlogHeader />
      <BlogLatest />
      <BlogComingSoon />
      <BlogStayUpdated />
    </>
  );
}
