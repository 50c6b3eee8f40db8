/**
 * What the public reads of the journal: published posts, not archived, newest first. A scheduled
 * post counts as published from its time on, even in the seconds before the schedule's worker
 * (publish-worker.ts) has flipped it, so the feed and the pages never wait for a timer.
 */
import { and, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PostSummary, PublicPost } from '@shared/journal-api';
import type { Db } from '../db/client';
import { posts } from '../db/schema/journal';
import { readingMinutes } from './markdown';

const publicWhere = (now: Date): SQL =>
  and(
    isNull(posts.archivedAt),
    or(
      eq(posts.status, 'published'),
      and(eq(posts.status, 'scheduled'), lte(posts.publishAt, now.toISOString())),
    ),
  )!;

const PUBLISHED_AT = sql<string>`coalesce(${posts.publishedAt}, ${posts.publishAt}, ${posts.createdAt})`;

const PUBLIC_COLUMNS = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  author: posts.author,
  authorRole: posts.authorRole,
  tags: posts.tags,
  coverUrl: posts.coverUrl,
  coverAlt: posts.coverAlt,
  publishedAt: PUBLISHED_AT,
  html: posts.html,
};

type PublicRow = Omit<PublicPost, 'cover' | 'readingMinutes'> & {
  coverUrl: string | null;
  coverAlt: string | null;
};

function toPublic({ coverUrl, coverAlt, ...row }: PublicRow): PublicPost {
  return {
    ...row,
    cover: coverUrl ? { url: coverUrl, alt: coverAlt ?? '' } : null,
    readingMinutes: readingMinutes(row.html),
  };
}

/** The listing: newest first, without the bodies. */
export function publicPosts(db: Db, now: Date): PostSummary[] {
  return db
    .select(PUBLIC_COLUMNS)
    .from(posts)
    .where(publicWhere(now))
    .orderBy(desc(PUBLISHED_AT), desc(posts.id))
    .all()
    .map((row) => {
      const { html: _html, ...summary } = toPublic(row);
      return summary;
    });
}

/** One public post by its address, with its sanitised HTML; undefined when not public. */
export function publicPost(db: Db, slug: string, now: Date): PublicPost | undefined {
  const row = db
    .select(PUBLIC_COLUMNS)
    .from(posts)
    .where(and(eq(posts.slug, slug), publicWhere(now)))
    .all()[0];
  return row && toPublic(row);
}

/**
 * A text that changes whenever the public journal may have: any write (its updatedAt) and any
 * scheduled post falling due. The cached answers are rebuilt when it moves.
 */
export function journalStamp(db: Db, now: Date): string {
  const row = db
    .select({
      latest: sql<string | null>`max(${posts.updatedAt})`,
      count: sql<number>`count(*)`,
      due: sql<number>`coalesce(sum(${posts.status} = 'scheduled' and ${posts.publishAt} <= ${now.toISOString()}), 0)`,
    })
    .from(posts)
    .all()[0];
  return `${row?.latest ?? ''}|${row?.count ?? 0}|${row?.due ?? 0}`;
}
