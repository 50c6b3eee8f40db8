import { Link } from 'react-router-dom';
import { buttonClasses } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { cn } from '@app/components/ui/cn';
import { ProseHtml } from '@app/components/ui/prose-html';
import { ShareButton } from '@app/components/ui/share-button';
import { BLOG_PAGE } from '@app/content/blog';
import type { PostSummary, PublicPost } from '@shared/journal-api';
import { shownImage } from '@shared/art-rasters';
import { coverOf, NO_COVER_CLASS } from '../lib/post-cover';
import { PostMeta } from './post-meta';

/** Unknown slug: say so in the page's own voice, and point back to the journal. */
export function BlogPostNotFound() {
  return (
    <Container className="py-28 text-center sm:py-36">
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
        {BLOG_PAGE.eyebrow}
      </p>
      <h1 className="mx-auto mt-5 max-w-2xl text-display-lg">We couldn’t find that story</h1>
      <p className="mx-auto mt-6 max-w-lg leading-relaxed text-stone-300">
        The article may have moved, or the link has a typo. The rest of the journal is a click away.
      </p>
      <Link to="/blog" className={buttonClasses('outline', 'lg', 'mt-10')}>
        {BLOG_PAGE.backToBlog}
      </Link>
    </Container>
  );
}

/** /blog/{slug}: hero art, meta, the long-form body with a drop cap, then the next article. */
export function BlogPostPage({ post, next }: { post: PublicPost; next: PostSummary }) {
  return (
    <article>
      <BlogPostHero post={post} />

      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-[68ch]">
          <p className="mb-10 font-display text-2xl leading-snug text-ivory-50 italic sm:text-[1.7rem]">
            {post.excerpt}
          </p>
          <div aria-hidden className="hairline mb-10 opacity-50" />
          <ProseHtml html={post.html} dropCap />
        </div>
      </Container>

      <NextArticle next={next} />
    </article>
  );
}

/** The hero art with the title, meta and Share. */
function BlogPostHero({ post }: { post: PublicPost }) {
  const cover = coverOf(post);
  return (
    <header className="relative isolate overflow-hidden">
      <div className={cn('absolute inset-0 -z-10', !cover && NO_COVER_CLASS)}>
        {cover && (
          <img
            {...cover}
            src={shownImage(cover.src)}
            fetchPriority="high"
            className="size-full object-cover"
          />
        )}
        <div
          aria-hidden
          className="absolute inset-0 bg-linear-to-t from-ink-950 via-ink-950/70 to-ink-950/20"
        />
      </div>
      <Container className="flex min-h-[52svh] flex-col justify-end pt-16 pb-12 sm:pt-28 sm:min-h-[60svh] sm:pb-16">
        <div className="max-w-3xl animate-rise">
          <Link
            to="/blog"
            className="inline-flex items-center gap-2 rounded-sm text-eyebrow font-semibold tracking-[0.24em] text-gold-300 uppercase transition hover:text-gold-100"
          >
            <span aria-hidden>←</span> {BLOG_PAGE.backToBlog}
          </Link>
          <p className="mt-8 text-eyebrow font-semibold tracking-[0.28em] text-sand-200 uppercase">
            {post.authorRole}
          </p>
          <h1 className="mt-4 text-display-lg text-balance">{post.title}</h1>
          <PostMeta post={post} reading className="mt-6 text-sand-200" />
          <ShareButton
            variant="outline"
            className="mt-8"
            page={{ title: post.title, text: post.excerpt, url: `/blog/${post.slug}` }}
          />
        </div>
      </Container>
    </header>
  );
}

/** The next article in the journal, to keep reading. */
function NextArticle({ next }: { next: PostSummary }) {
  const cover = coverOf(next);
  return (
    <aside aria-labelledby="next-title" className="border-t border-white/6 bg-ink-900/50">
      <Container className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-5xl items-center gap-8 md:grid-cols-[2fr_3fr]">
          {cover ? (
            <img
              {...cover}
              src={shownImage(cover.src)}
              alt=""
              loading="lazy"
              className="aspect-[16/10] w-full rounded-2xl object-cover shadow-card"
            />
          ) : (
            <div
              aria-hidden
              className={cn('aspect-[16/10] rounded-2xl shadow-card', NO_COVER_CLASS)}
            />
          )}
          <div>
            <p
              id="next-title"
              className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase"
            >
              Next article
            </p>
            <h2 className="mt-4 text-display-sm text-balance">{next.title}</h2>
            <p className="mt-4 text-sm leading-relaxed text-stone-300">{next.excerpt}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={`/blog/${next.slug}`} className={buttonClasses('gold', 'md')}>
                Read next<span className="sr-only">: {next.title}</span>
              </Link>
              <Link to="/blog" className={buttonClasses('outline', 'md')}>
                {BLOG_PAGE.backToBlog}
              </Link>
            </div>
          </div>
        </div>
      </Container>
    </aside>
  );
}
