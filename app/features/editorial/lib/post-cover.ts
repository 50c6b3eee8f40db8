import type { PostSummary } from '@shared/journal-api';

/** The covers' shape (the migrated art and the console's renditions are 16:9), to reserve room. */
export const COVER_SIZE = { width: 1600, height: 900 } as const;

/** A post's cover as an image's source and text; a post without one shows the brand's backdrop. */
export const coverOf = (post: PostSummary) =>
  post.cover ? { src: post.cover.url, alt: post.cover.alt, ...COVER_SIZE } : undefined;

/** What shows where a post has no cover: the brand's dark gold wash. */
export const NO_COVER_CLASS =
  'bg-[radial-gradient(ellipse_at_30%_20%,rgb(198_161_91/0.28),transparent_60%)] bg-ink-900';
