import { useEffect, useMemo, useState } from 'react';
import { useLocalQuery } from '@app/lib/use-local-query';
import { pullPostBody, type BodyPull } from '@app/local/catalog/post-bodies';
import { snapshotPostBody } from '@app/local/catalog/catalog-snapshot';
import { localWanted } from '@app/local/db/local-start';
import { useCatalogSnapshot } from '@app/lib/use-catalog-snapshot';
import { useSyncStore } from '@app/stores/sync-store';
import type { PostSummary, PublicPost } from '@shared/journal-api';
import { useJournalPosts } from './use-journal-posts';

/**
 * loading: asked for, no answer yet; ready: the post to show; missing: no public post has this
 * address (never written, archived, unpublished); unavailable: not stored and the server unreachable.
 */
export type JournalPostResult =
  | { status: 'ready'; post: PublicPost; next: PostSummary }
  | { status: 'loading' | 'missing' | 'unavailable' };

/** The one after `slug` in the listing, round to the first; the post itself when alone. */
function nextOf(posts: readonly PostSummary[], post: PublicPost): PostSummary {
  const i = posts.findIndex((p) => p.slug === post.slug);
  return posts[(i + 1) % posts.length] ?? post;
}

/**
 * One post with its body (issue 39): Dexie's copy, or the one the page came with; pulled when
 * opened, so an edit shows and an archived post is found gone. A first visit's pre-rendered page
 * carries the body and leaves its database closed (local-start.ts), so it asks for nothing.
 */
export function useJournalPost(slug: string): JournalPostResult {
  const online = useSyncStore((s) => s.online);
  const shown = useCatalogSnapshot();
  const fromPage = snapshotPostBody(slug, shown);
  const [pulled, setPulled] = useState<{ slug: string; outcome: BodyPull }>();
  useEffect(() => {
    if (fromPage && !localWanted()) return;
    let current = true;
    void pullPostBody(slug).then((outcome) => current && setPulled({ slug, outcome }));
    return () => void (current = false);
  }, [slug, online, fromPage]);
  const stored = useLocalQuery(
    async (db) => ({ body: (await db.postBodies.get(slug)) ?? null }),
    [slug],
  );
  const { status, posts } = useJournalPosts();
  return useMemo((): JournalPostResult => {
    const outcome = pulled?.slug === slug ? pulled.outcome : undefined;
    const post = outcome === 'missing' ? undefined : (stored?.body ?? fromPage);
    if (post) return { status: 'ready', post, next: nextOf(posts, post) };
    const listed = posts.some((p) => p.slug === slug);
    if (outcome === 'missing' || (outcome && status === 'ready' && !listed)) {
      return { status: 'missing' };
    }
    return { status: outcome === 'failed' ? 'unavailable' : 'loading' };
  }, [pulled, slug, stored, fromPage, posts, status]);
}
