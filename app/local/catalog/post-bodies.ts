/**
 * The journal's post bodies in Dexie (issue 39): a post's body is pulled when the post is opened,
 * and every published post's is warmed after each pull of the listing (cache.ts), so all of them
 * read offline. The body of a post that left the listing (archived, unpublished) leaves with it.
 */
import * as v from 'valibot';
import { JOURNAL_API, type PostSummary } from '@shared/journal-api';
import { PublicPostSchema } from '@shared/schemas/journal';
import { ApiError, apiRead } from '../api';
import type { ClubDB } from '../db/db';
import { localDb } from '../db/local-db';

/** found: stored; missing: the server has no public post there (dropped); failed: try later. */
export type BodyPull = 'found' | 'missing' | 'failed';

/** Pulls one post's body into `db` (the page's database when none is given). Never throws. */
export async function pullPostBody(slug: string, given?: ClubDB): Promise<BodyPull> {
  const db = given ?? (await localDb().catch(() => undefined));
  if (!db) return 'failed';
  try {
    const parsed = v.safeParse(PublicPostSchema, await apiRead<unknown>(JOURNAL_API.post(slug)));
    if (!parsed.success) return 'failed';
    await db.postBodies.put(parsed.output);
    return 'found';
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) return 'failed';
    await db.postBodies.delete(slug).catch(() => undefined);
    return 'missing';
  }
}

/**
 * Keeps the bodies of `posts` (the listing just pulled): drops the others and asks for each
 * again, since the listing says nothing of a body's edits (the HTTP cache revalidates by ETag).
 */
export async function warmPostBodies(db: ClubDB, posts: readonly PostSummary[]): Promise<void> {
  const slugs = new Set(posts.map((post) => post.slug));
  const kept = await db.postBodies.toCollection().primaryKeys();
  await db.postBodies.bulkDelete(kept.filter((slug) => !slugs.has(slug)));
  for (const slug of slugs) await pullPostBody(slug, db);
}
