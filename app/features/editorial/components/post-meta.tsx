import type { PostSummary } from '@shared/journal-api';
import { cn } from '@app/components/ui/cn';
import { postDay, postIsoDay } from '../lib/post-date';

interface PostMetaProps {
  post: PostSummary;
  /** Show the reading time (the article page does; the cards keep it short). */
  reading?: boolean;
  className?: string;
}

/** Date and author (and reading minutes), separated by small gold dots. */
export function PostMeta({ post, reading = false, className }: PostMetaProps) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 text-[0.7rem] font-semibold tracking-[0.18em] text-stone-400 uppercase',
        className,
      )}
    >
      <time dateTime={postIsoDay(post.publishedAt)} className="text-gold-400">
        {postDay(post.publishedAt)}
      </time>
      {reading && <span aria-hidden className="size-1 rounded-full bg-gold-600" />}
      <span className={reading ? undefined : 'basis-full'}>{post.author}</span>
      {reading && (
        <>
          <span aria-hidden className="size-1 rounded-full bg-gold-600" />
          <span>{post.readingMinutes} min read</span>
        </>
      )}
    </p>
  );
}
