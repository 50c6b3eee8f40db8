import { Link } from 'react-router-dom';
import { Badge } from '@app/components/ui/badge';
import { buttonClasses } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { Container } from '@app/components/ui/container';
import { SectionHeading } from '@app/components/ui/section-heading';
import { BLOG_COMING_SOON, BLOG_PAGE, BLOG_STAY_UPDATED } from '@app/content/blog';
import { useJournalPosts } from '../data/use-journal-posts';
import { PostCard } from './blog-post-card';

/** The journal's heading. */
export function BlogHeader() {
  return (
    <section className="relative isolate overflow-hidden pt-16 pb-14 sm:pt-24 sm:pb-20">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_50%_-10%,rgb(198_161_91/0.16),transparent_60%)]"
      />
      <Container>
        <SectionHeading
          as="h1"
          align="center"
          eyebrow={BLOG_PAGE.eyebrow}
          title={BLOG_PAGE.title}
          intro={BLOG_PAGE.intro}
          className="max-w-3xl animate-rise"
        />
        <div aria-hidden className="hairline mx-auto mt-12 max-w-md opacity-60" />
      </Container>
    </section>
  );
}

/** The published articles, from the journal (issue 39). */
export function BlogLatest() {
  const { status, posts } = useJournalPosts();
  return (
    <section aria-labelledby="latest-title" className="pb-20">
      <Container>
        <h2 id="latest-title" className="sr-only">
          Latest articles
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {posts.map((post, i) => (
            <li key={post.slug}>
              <PostCard post={post} first={i === 0} />
            </li>
          ))}
        </ul>
        {status === 'unavailable' && (
          <p role="status" className="text-center leading-relaxed text-stone-300">
            {BLOG_PAGE.unavailable}
          </p>
        )}
      </Container>
    </section>
  );
}

/** The upcoming articles, shown but not yet links. */
export function BlogComingSoon() {
  return (
    <section aria-labelledby="soon-title" className="pb-24">
      <Container>
        <h2 id="soon-title" className="text-display-sm">
          On the desk
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3 lg:gap-8">
          {BLOG_COMING_SOON.map((item) => (
            <li
              key={item.title}
              aria-disabled="true"
              data-testid="coming-soon-card"
              className="flex flex-col rounded-2xl border border-dashed border-ink-600 bg-ink-900/40 p-6 sm:p-7"
            >
              <Badge tone="neutral" className="self-start">
                {item.label}
              </Badge>
              <h3 className="mt-5 text-xl leading-snug text-sand-200">{item.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-stone-400">{item.teaser}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** The closing invitation to stay updated. */
export function BlogStayUpdated() {
  return (
    <section aria-labelledby="stay-title" className="pb-28">
      <Container>
        <Card className="relative isolate px-6 py-14 text-center sm:px-12 sm:py-20">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_50%_120%,rgb(198_161_91/0.2),transparent_65%)]"
          />
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            {BLOG_PAGE.eyebrow}
          </p>
          <h2 id="stay-title" className="mt-4 text-display-md">
            {BLOG_STAY_UPDATED.title}
          </h2>
          <p className="mx-auto mt-5 max-w-xl leading-relaxed text-stone-300">
            {BLOG_STAY_UPDATED.text}
          </p>
          <Link to={BLOG_STAY_UPDATED.cta.href} className={buttonClasses('gold', 'lg', 'mt-10')}>
            {BLOG_STAY_UPDATED.cta.label}
          </Link>
        </Card>
      </Container>
    </section>
  );
}
