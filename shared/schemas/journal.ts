/**
 * The journal's public reads (GET /api/posts, GET /api/posts/:slug, shared/journal-api.ts) as the
 * app checks them before it stores them, and as the pre-rendered pages embed them.
 */
import * as v from 'valibot';

const PostCoverSchema = v.object({ url: v.string(), alt: v.string() });

export const PostSummarySchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  excerpt: v.string(),
  author: v.string(),
  authorRole: v.string(),
  tags: v.array(v.string()),
  cover: v.nullable(PostCoverSchema),
  publishedAt: v.string(),
  readingMinutes: v.number(),
});
export type PostSummaryRow = v.InferOutput<typeof PostSummarySchema>;

export const PublicPostSchema = v.object({ ...PostSummarySchema.entries, html: v.string() });
export type PublicPostRow = v.InferOutput<typeof PublicPostSchema>;

export const PostSummaryListSchema = v.array(PostSummarySchema);
export const PublicPostListSchema = v.array(PublicPostSchema);
