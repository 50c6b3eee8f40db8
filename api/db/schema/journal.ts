/** The journal (issue 39, api/journal): its posts, written in Markdown, and each post's versions. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { POST_STATUSES, type PostSnapshot } from '@shared/journal-api';
import { createdAt, updatedAt } from './columns';

/**
 * One post. `html` is the Markdown rendered and sanitised on the server when the post is saved
 * (api/journal/markdown.ts), so a read never renders and never trusts what staff typed. A post is
 * public when published (or scheduled and due) and not archived.
 */
export const posts = sqliteTable(
  'posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** its address: /blog/{slug} */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    author: text('author').notNull(),
    authorRole: text('author_role').notNull().default(''),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** a picture of the catalogue's pictures (when that table exists); the URL and alt shown */
    coverPictureId: text('cover_picture_id'),
    coverUrl: text('cover_url'),
    coverAlt: text('cover_alt'),
    status: text('status', { enum: POST_STATUSES }).notNull().default('draft'),
    /** when a scheduled post publishes itself */
    publishAt: text('publish_at'),
    /** when it went public (the date readers see) */
    publishedAt: text('published_at'),
    archivedAt: text('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_public_idx').on(t.status, t.publishedAt),
    index('posts_due_idx').on(t.status, t.publishAt),
    index('posts_created_idx').on(t.createdAt),
  ],
);

/**
 * Every saved state of a post, newest last: what each write left, who made it (null: the
 * schedule) and when, so any earlier version can be put back in one step.
 */
export const postVersions = sqliteTable(
  'post_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** 'created', 'updated', 'archived', 'restored', 'published', 'version-restored' */
    action: text('action').notNull(),
    snapshot: text('snapshot', { mode: 'json' }).$type<PostSnapshot>().notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    at: text('at').notNull(),
  },
  (t) => [index('post_versions_post_idx').on(t.postId, t.id)],
);
