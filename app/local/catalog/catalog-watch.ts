/**
 * An open app follows the catalogue without a reload (issue 39): it asks the server for the
 * catalogue's version (GET /api/catalog/version, a few bytes) at start, when the connection comes
 * back, when the app comes into sight and every CATALOG_WATCH_MS while in sight. When the version
 * is not the one this device's copy was pulled at, the lists are pulled again (the screens follow
 * through their live queries) and the service worker is asked to fetch the pages the server has
 * rendered again, so an offline reload afterwards shows them too. An app that was offline
 * catches up on its first check back online. A first visit's page, whose database stays closed
 * (local-start.ts), keeps the version in memory: it shows what the server rendered until then, and
 * a change pulls the lists into the page.
 */
import * as v from 'valibot';
import { API } from '@shared/api';
import { REFRESH_PAGES_MESSAGE } from '@shared/live-pages';
import { CatalogVersionAnswerSchema } from '@shared/schemas/catalog';
import { apiRead } from '../api';
import type { ClubDB } from '../db/db';
import { localDb } from '../db/local-db';
import { localWanted } from '../db/local-start';
import { refreshAllCatalogs } from './cache';

/** While the app is in sight: a change made in the console shows within this. */
export const CATALOG_WATCH_MS = 15_000;

/** cacheMeta's row for the version the device's copy of the catalogue was pulled at (`cursor`). */
export const CATALOG_VERSION_KEY = 'catalog-version';

export interface CatalogCheckDeps {
  /** the device's database; on a page, the one local-db.ts opens once it is wanted */
  db?: ClubDB;
  /** pulls every list again (cache.ts's refreshAllCatalogs, forced) */
  pullAll?: () => Promise<void>;
  /** asks the service worker to fetch the pages rendered again */
  refreshPages?: () => void;
}

function askWorkerForPages(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(REFRESH_PAGES_MESSAGE);
}

/** While the server's pages are behind a change this page saw, a check comes again this soon. */
export const PAGES_RECHECK_MS = 2_000;

/** The version a first visit's page was rendered at, while its database stays closed. */
let pageVersion: string | undefined;
/**
 * A change was seen and the worker not asked yet: the server renders its pages within seconds of
 * a change, and a worker that fetched them before would keep the old ones.
 */
let pagesWanted = false;

/** Whether a check should come again soon, for the pages of a change seen. */
export const pagesAwaited = () => pagesWanted;

/** One check; true when the catalogue had changed and was pulled again. Never throws. */
export async function checkCatalogVersion(deps: CatalogCheckDeps = {}): Promise<boolean> {
  try {
    const parsed = v.safeParse(
      CatalogVersionAnswerSchema,
      await apiRead<unknown>(API.catalogVersion),
    );
    if (!parsed.success) return false;
    const { version, pagesCurrent } = parsed.output;
    const db = deps.db ?? (localWanted() ? await localDb() : undefined);
    const known = db ? (await db.cacheMeta.get(CATALOG_VERSION_KEY))?.cursor : pageVersion;
    const askForPages = () => {
      if (!pagesWanted || !pagesCurrent) return;
      pagesWanted = false;
      (deps.refreshPages ?? askWorkerForPages)();
    };
    if (known === version) {
      askForPages();
      return false;
    }
    if (!db && known === undefined) {
      // A first visit's page came from the server just now: it shows this version already.
      pageVersion = version;
      return false;
    }
    const pullAll = deps.pullAll ?? (() => refreshAllCatalogs({ db, force: true }));
    await pullAll();
    if (db) {
      await db.cacheMeta.put({ key: CATALOG_VERSION_KEY, fetchedAt: Date.now(), cursor: version });
    } else pageVersion = version;
    // A device that knew no version yet has nothing rendered since to fetch.
    if (known !== undefined) pagesWanted = true;
    askForPages();
    return true;
  } catch {
    return false; // offline or unreachable: the next check tries again
  }
}

/** Starts watching; returns the function that stops it. Page only. */
export function watchCatalog(deps: CatalogCheckDeps = {}): () => void {
  let running: Promise<boolean> | null = null;
  let again: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (document.visibilityState !== 'visible' || running) return;
    clearTimeout(again);
    running = checkCatalogVersion(deps).finally(() => {
      running = null;
      if (pagesAwaited()) again = setTimeout(check, PAGES_RECHECK_MS);
    });
  };
  const onVisibility = () => check();
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(check, CATALOG_WATCH_MS);
  check();
  return () => {
    clearInterval(timer);
    clearTimeout(again);
    window.removeEventListener('online', check);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** For tests: a page that has seen no version. */
export function resetPageVersion(): void {
  pageVersion = undefined;
  pagesWanted = false;
}
