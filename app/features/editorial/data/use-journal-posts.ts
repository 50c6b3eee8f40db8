import { useEffect, useMemo } from 'react';
import { useLocalQuery } from '@app/lib/use-local-query';
import { refreshCatalog } from '@app/local/catalog/page-catalog';
import { useSyncStore } from '@app/stores/sync-store';
import type { PostSummary } from '@shared/journal-api';
import { catalogStatus, type CatalogStatus } from '@app/local/catalog/catalog-status';
import { withSnapshot } from '@app/local/catalog/catalog-snapshot';
import { useCatalogSnapshot } from '@app/lib/use-catalog-snapshot';
import { useSameWhileEqual } from '@app/lib/use-same-while-equal';

export interface JournalPostsResult {
  status: CatalogStatus;
  /** the published posts, newest first */
  posts: PostSummary[];
}

const LOADING: JournalPostsResult = { status: 'loading', posts: [] };

const newestFirst = (rows: readonly PostSummary[]) =>
  [...rows].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);

/**
 * The journal's published posts live from Dexie (issue 39): pulled on mount and when the
 * connection returns (a no-op while fresh); the page's snapshot until the first answer.
 */
export function useJournalPosts(): JournalPostsResult {
  const online = useSyncStore((s) => s.online);
  useEffect(() => {
    void refreshCatalog('posts');
  }, [online]);
  const live = useLocalQuery(async (db): Promise<JournalPostsResult> => {
    const [rows, meta] = await Promise.all([db.posts.toArray(), db.cacheMeta.get('posts')]);
    return { status: catalogStatus(rows.length, meta), posts: newestFirst(rows) };
  }, []);
  const shown = useCatalogSnapshot();
  const shaped = useMemo(
    () =>
      withSnapshot(
        live,
        'posts',
        (rows) => ({ status: 'ready', posts: newestFirst(rows) }),
        shown,
      ) ?? LOADING,
    [live, shown],
  );
  return useSameWhileEqual(shaped);
}
