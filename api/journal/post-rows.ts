/**
 * The posts table as the console reads and writes it: one post, the list and its CSV, inserts
 * and version-checked writes (the frame is the console's staff-edit.ts), and each write's version.
 */
import { and, desc, eq, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { PageOf } from '@shared/api';
import type { ConsolePost, PostSnapshot, PostVersion } from '@shared/journal-api';
import type { ConsolePostQuery } from '@shared/schemas/posts';
import type { Db, Tx } from '../db/client';
import { afterKeyset, newestFirstSql, type KeysetReader } from '../db/keyset';
import { countWhere, paged } from '../db/paged';
import { posts, postVersions } from '../db/schema/journal';
import { containsText } from '../db/text-search';

export type PostFilters = Omit<ConsolePostQuery, 'page' | 'pageSize'>;
/** The columns staff change (everything but the id and the timestamps the database keeps). */
export type PostChanges = Partial<Omit<ConsolePost, 'id' | 'createdAt'>>;
export interface PostActor {
  id: string;
  email: string;
}

export const findPost = (db: Db | Tx, id: number): ConsolePost | undefined =>
  db.select().from(posts).where(eq(posts.id, id)).all()[0];

/** Whether another post (not `exceptId`) has this address. */
export const slugTaken = (db: Db | Tx, slug: string, exceptId?: number): boolean =>
  db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, slug), exceptId === undefined ? undefined : ne(posts.id, exceptId)))
    .all().length > 0;

function postWhere({ status, q }: PostFilters): SQL | undefined {
  const byStatus =
    status === undefined
      ? undefined
      : status === 'archived'
        ? isNotNull(posts.archivedAt)
        : and(eq(posts.status, status), isNull(posts.archivedAt));
  return and(byStatus, containsText(q, [posts.title, posts.slug, posts.author]));
}

export function listConsolePosts(
  db: Db,
  { page, pageSize, ...filters }: ConsolePostQuery,
): PageOf<ConsolePost> {
  const where = postWhere(filters);
  return paged(
    { page, pageSize },
    (limit, offset) =>
      db
        .select()
        .from(posts)
        .where(where)
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(limit)
        .offset(offset)
        .all(),
    () => countWhere(db, posts, where),
  );
}

/** Every post the list's filters match, newest first, a batch at a time (the CSV). */
export const postRowsAfter =
  (db: Db, filters: PostFilters): KeysetReader<ConsolePost> =>
  (after, limit) =>
    db
      .select()
      .from(posts)
      .where(and(postWhere(filters), afterKeyset(posts, posts.createdAt, after)))
      .orderBy(...newestFirstSql(posts, posts.createdAt))
      .limit(limit)
      .all()
      .map((row) => ({ ...row, rowid: row.id }));

export function insertPost(
  tx: Tx,
  values: Omit<ConsolePost, 'id' | 'createdAt' | 'updatedAt'>,
  now: Date,
): ConsolePost {
  const at = now.toISOString();
  const { lastInsertRowid } = tx
    .insert(posts)
    .values({ ...values, createdAt: at, updatedAt: at })
    .run();
  return findPost(tx, Number(lastInsertRowid))!;
}

/** Writes `changes` if the post is still at version `expected`. */
export const writePost = (
  tx: Tx,
  id: number,
  changes: PostChanges & { updatedAt: string },
  expected: string,
): boolean =>
  tx
    .update(posts)
    .set(changes)
    .where(and(eq(posts.id, id), eq(posts.updatedAt, expected)))
    .run().changes === 1;

export const snapshotOf = (post: ConsolePost): PostSnapshot => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  markdown: post.markdown,
  author: post.author,
  authorRole: post.authorRole,
  tags: post.tags,
  coverPictureId: post.coverPictureId,
  coverUrl: post.coverUrl,
  coverAlt: post.coverAlt,
  status: post.status,
  publishAt: post.publishAt,
  publishedAt: post.publishedAt,
  archivedAt: post.archivedAt,
});

/** Keeps what a write left, in the write's transaction; `actor` null for the schedule. */
export function recordVersion(
  tx: Tx,
  post: ConsolePost,
  action: string,
  actor: PostActor | null,
  now: Date,
): void {
  tx.insert(postVersions)
    .values({
      postId: post.id,
      action,
      snapshot: snapshotOf(post),
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      at: now.toISOString(),
    })
    .run();
}

const VERSION_COLUMNS = {
  id: postVersions.id,
  postId: postVersions.postId,
  action: postVersions.action,
  actorEmail: postVersions.actorEmail,
  at: postVersions.at,
  snapshot: postVersions.snapshot,
};

/** A post's versions, newest first. */
export const postHistory = (db: Db, postId: number): PostVersion[] =>
  db
    .select(VERSION_COLUMNS)
    .from(postVersions)
    .where(eq(postVersions.postId, postId))
    .orderBy(desc(postVersions.id))
    .all();

export const findVersion = (db: Db | Tx, postId: number, id: number): PostVersion | undefined =>
  db
    .select(VERSION_COLUMNS)
    .from(postVersions)
    .where(and(eq(postVersions.postId, postId), eq(postVersions.id, id)))
    .all()[0];
