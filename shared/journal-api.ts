/**
 * The journal (issue 39): the paths and wire shapes of its public reads, the console's posts and
 * their history. Shared by the API, the app's sync engine and the console.
 */
import type { ApiErrorBody } from './api';

/** draft: nobody sees it; scheduled: publishes itself at `publishAt`; published: public. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

const id = (n: number) => encodeURIComponent(String(n));

export const JOURNAL_API = {
  /** GET: the published posts, newest first (PostSummary[]) */
  posts: '/api/posts',
  /** GET: one published post with its sanitised HTML (PublicPost) */
  post: (slug: string) => `/api/posts/${encodeURIComponent(slug)}`,
  /** GET: the list (PageOf<ConsolePost>, ?status=&q=&page=&pageSize=); POST: a new post */
  consolePosts: '/api/concierge/catalog/posts',
  consolePost: (post: number) => `/api/concierge/catalog/posts/${id(post)}`,
  /** POST {expectedUpdatedAt} */
  consoleArchive: (post: number) => `/api/concierge/catalog/posts/${id(post)}/archive`,
  /** POST {expectedUpdatedAt}: out of the archive */
  consoleRestore: (post: number) => `/api/concierge/catalog/posts/${id(post)}/restore`,
  /** GET: the post's versions, newest first (PostVersion[]) */
  consoleHistory: (post: number) => `/api/concierge/catalog/posts/${id(post)}/history`,
  /** POST {expectedUpdatedAt}: puts that version's words, picture and address back */
  consoleRestoreVersion: (post: number, version: number) =>
    `/api/concierge/catalog/posts/${id(post)}/history/${id(version)}/restore`,
  /** POST {markdown}: the sanitised HTML the post would have ({ html }) */
  consolePreview: '/api/concierge/catalog/posts/preview',
  consoleCsv: '/api/concierge/catalog/posts.csv',
  /** RSS 2.0, answered by the server from the database */
  feed: '/blog/rss.xml',
} as const;

export interface PostCover {
  url: string;
  alt: string;
}

/** GET /api/posts: a post as the journal's listing shows it. */
export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  authorRole: string;
  tags: string[];
  cover: PostCover | null;
  /** ISO timestamp: when it went public */
  publishedAt: string;
  readingMinutes: number;
}

/** GET /api/posts/:slug: the post with its body as sanitised HTML. */
export interface PublicPost extends PostSummary {
  html: string;
}

/** What staff edit and a version keeps (the history's snapshot). */
export interface PostSnapshot {
  title: string;
  slug: string;
  excerpt: string;
  markdown: string;
  author: string;
  authorRole: string;
  tags: string[];
  coverPictureId: string | null;
  coverUrl: string | null;
  coverAlt: string | null;
  status: PostStatus;
  publishAt: string | null;
  publishedAt: string | null;
  archivedAt: string | null;
}

/** A post as the console reads it. */
export interface ConsolePost extends PostSnapshot {
  id: number;
  html: string;
  createdAt: string;
  updatedAt: string;
}

/** One saved state of a post: `actorEmail` null when the schedule published it. */
export interface PostVersion {
  id: number;
  postId: number;
  action: string;
  actorEmail: string | null;
  at: string;
  snapshot: PostSnapshot;
}

/** `code` of a stale edit's 409 (with the post as it now is) and of a taken address. */
export const POST_CONFLICT_CODE = 'post_conflict';
export const POST_SLUG_TAKEN_CODE = 'post_slug_taken';
export const SLUG_TAKEN_MESSAGE = 'That address is taken';

export interface PostConflictBody extends ApiErrorBody {
  code: typeof POST_CONFLICT_CODE;
  current: ConsolePost;
}
