import { Link } from 'react-router-dom';
import { Card } from '@app/components/ui/card';
import { cn } from '@app/components/ui/cn';
import { cardImage } from '@app/lib/card-image';
import { BLOG_PAGE } from '@app/content/blog';
import type { PostSummary } from '@shared/journal-api';
import { coverOf, NO_COVER_CLASS } from '../lib/post-cover';
import { PostMeta } from './post-meta';

interface PostCardProps {
  post: PostSummary;
  /** The grid's first article: its picture is /blog's largest, loaded before all else. */
  first?: boolean;
}

/** One article in the journal's grid: picture, meta, title, excerpt, Read more. */
export function PostCard({ post, first = false }: PostCardProps) {
  const titleId = `post-${post.slug}-title`;
  const cover = coverOf(post);
  return (
    <Card interactive className="group flex h-full flex-col">
      <div className={cn('relative aspect-[16/10] overflow-hidden', !cover && NO_COVER_CLASS)}>
        {cover && (
          <img
            {...cardImage(cover.src, first ? 'first' : undefined)}
            alt={cover.alt}
            width={cover.width}
            height={cover.height}
            className="size-full object-cover transition duration-700 ease-(--ease-luxe) group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          />
        )}
        <div
          aria-hidden
          className="absolute inset-0 bg-linear-to-t from-ink-900/80 via-transparent to-transparent"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <PostMeta post={post} />
        <h3 id={titleId} className="mt-4 text-2xl leading-tight text-balance">
          {post.title}
        </h3>
        <p className="mt-4 flex-1 text-sm leading-relaxed text-stone-300">{post.excerpt}</p>
        <Link
          to={`/blog/${post.slug}`}
          aria-describedby={titleId}
          className="mt-6 inline-flex items-center gap-2 self-start rounded-sm text-eyebrow font-semibold tracking-[0.24em] text-gold-400 uppercase transition hover:text-gold-200"
        >
          {BLOG_PAGE.readMore}
          <span aria-hidden className="transition group-hover:translate-x-1">
            →
          </span>
        </Link>
      </div>
    </Card>
  );
}
