import type { BlogPost } from '@app/content/blog';
import { cn } from '@app/components/ui/cn';

interface PostMetaProps {
  post: BlogPost;
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
      <time dateTime={post.date} className="text-gold-400">
        {post.dateDisplay}
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
