/**
 * An open app follows the catalogue without a reload (issue 39): it asks the server for the
 * catalogue's version (GET /api/catalog/version, a few bytes) at start, when the connection comes
 * back, when the app comes into sight and every CATALOG_WATCH_MS while in sight. When the version
 * is not the one this device's copy was pulled at, the lists are pulled again (the screens follow
 * through their live queries) and the service worker is asked to fetch the pages the server has
 * rendered again, so an offline reload afterwards shows them too. An app that was offline
 * catches up on its first check back online.
 */
import * as v from 'valibot';
import { API } from '@shared/api';
import { REFRESH_PAGES_MESSAGE } from '@shared/live-pages';
import { CatalogVersionAnswerSchema } from '@shared/schemas/catalog';
import { apiRead } from '../api';
import type { ClubDB } from '../db/db';
import { refreshAllCatalogs } from './cache';

/** While the app is in sight: a change made in the console shows within this. */
export const CATALOG_WATCH_MS = 15_000;

/** cacheMeta's row for the version the device's copy of the catalogue was pulled at (`cursor`). */
export const CATALOG_VERSION_KEY = 'catalog-version';

export interface CatalogCheckDeps {
  db: ClubDB;
  /** pulls every list again (cache.ts's refreshAllCatalogs, forced) */
  pullAll?: () => Promise<void>;
  /** asks the service worker to fetch the pages rendered again */
  refreshPages?: () => void;
}

function askWorkerForPages(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(REFRESH_PAGES_MESSAGE);
}

/** One check; true when the catalogue had changed and was pulled again. Never throws. */
export async function checkCatalogVersion({
  db,
  pullAll = () => refreshAllCatalogs({ db, force: true }),
  refreshPages = askWorkerForPages,
}: CatalogCheckDeps): Promise<boolean> {
  try {
    const parsed = v.safeParse(
      CatalogVersionAnswerSchema,
      await apiRead<unknown>(API.catalogVersion),
    );
    if (!parsed.success) return false;
    const { version } = parsed.output;
    const known = (await db.cacheMeta.get(CATALOG_VERSION_KEY))?.cursor;
    if (known === version) return false;
    await pullAll();
    await db.cacheMeta.put({ key: CATALOG_VERSION_KEY, fetchedAt: Date.now(), cursor: version });
    // A device that knew no version yet has nothing rendered since to fetch.
    if (known !== undefined) refreshPages();
    return true;
  } catch {
    return false; // offline or unreachable: the next check tries again
  }
}

/** Starts watching; returns the function that stops it. Page only. */
export function watchCatalog(deps: CatalogCheckDeps): () => void {
  let running: Promise<boolean> | null = null;
  const check = () => {
    if (document.visibilityState !== 'visible' || running) return;
    running = checkCatalogVersion(deps).finally(() => (running = null));
  };
  const onVisibility = () => check();
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(check, CATALOG_WATCH_MS);
  check();
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', check);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
