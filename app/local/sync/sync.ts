/**
 * The sync engine (page only): pulls the catalogue and flushes the outbox on start, when the
 * connection returns, when the app becomes visible, when the service worker asks, and when the
 * earliest back-off runs out; pulls the member's changes at start and, while they are signed in,
 * live (member-pull.ts, live-sync.ts). Publishes its status in sync-status.ts for the UI.
 */
import { liveQuery } from 'dexie';
import { watchAppBadge } from '../outbox/app-badge';
import { refreshAllCatalogs } from '../catalog/page-catalog';
import { db as defaultDb, type ClubDB } from '../db/db';
import { cursorVersion } from '@shared/sync-api';
import { startLiveSync, type LiveSync } from './live-sync';
import { memberSyncKey } from '../session/session';
import { flushOutbox } from '../outbox/outbox';
import { currentOwnerId, sendableBy } from '../outbox/outbox-owner';
import { pullMemberChanges } from './member-pull';
import { OUTBOX_SYNC_TAG, isFlushOutboxMessage } from '../outbox/sync-messages';
import { syncStatus } from './sync-status';

export interface SyncOptions {
  db?: ClubDB;
}

/** Starts syncing; returns the function that stops it. */
export function startSync(opts: SyncOptions = {}): () => void {
  const db = opts.db ?? defaultDb;
  const setState = syncStatus.setState;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushes = 0;

  /** skipBackoff: a moment DESIGN.md names for an immediate retry (start, online, worker sync). */
  async function flush(skipBackoff: boolean): Promise<void> {
    if (stopped) return;
    flushes += 1;
    setState({ flushing: true });
    try {
      const report = await flushOutbox({ db, ignoreBackoff: skipBackoff });
      // Background Sync retries later even if this tab closes; the worker flushes then.
      if (report.offline || report.retrying > 0) void registerBackgroundSync();
    } catch (err) {
      console.error('Outbox flush failed', err);
    } finally {
      flushes -= 1;
      setState({ flushing: flushes > 0, lastFlushAt: Date.now() });
    }
    await armTimer();
  }

  async function armTimer(): Promise<void> {
    const due = await earliestRetry(db).catch(() => undefined);
    clearTimeout(timer);
    timer = undefined;
    if (stopped || due === undefined) return;
    // +1 ms: wake just after the item falls due, not on the boundary, so one round sends it.
    timer = setTimeout(() => void flush(false), Math.max(0, due - Date.now()) + 1);
  }

  const onOnline = () => {
    setState({ online: true });
    void flush(true);
    void refreshAllCatalogs({ db }); // only what went stale while offline
    pullMember(); // the member may have signed in or out, or their data changed, meanwhile
  };
  const onOffline = () => setState({ online: false });
  const onVisibility = () => {
    // Hidden tabs throttle timers: send what fell due meanwhile. A member's data may have
    // changed while the app was out of sight, and a hidden tab's stream may have been cut.
    if (document.visibilityState !== 'visible') return;
    void flush(false);
    live?.requestPull();
  };
  const onMessage = (event: MessageEvent) => {
    if (isFlushOutboxMessage(event.data)) void flush(true);
  };

  const hasWindow = typeof window !== 'undefined';
  const hasDocument = typeof document !== 'undefined';
  const serviceWorker = swContainer();
  if (hasWindow) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }
  if (hasDocument) document.addEventListener('visibilitychange', onVisibility);
  serviceWorker?.addEventListener('message', onMessage);
  // Any outbox change (a form's submit, another tab) may bring the earliest retry forward.
  const watch = liveQuery(() => earliestRetry(db)).subscribe({
    next: () => void armTimer(),
    error: (err: unknown) => console.error('Outbox watch failed', err),
  });
  const stopBadge = watchAppBadge(db);

  // While a member is signed in, their data stay live (live-sync.ts); a switch of member
  // starts afresh.
  let live: LiveSync | undefined;
  let liveFor: string | undefined;
  const pullMember = () => (live ? live.requestPull() : void pullMemberChanges({ db }));
  const member = liveQuery(async () => (await db.session.get('current'))?.user?.id).subscribe({
    next: (id) => {
      if (id === liveFor) return;
      live?.stop();
      live = undefined;
      liveFor = id;
      if (id !== undefined && !stopped) {
        const ownerId = id;
        live = startLiveSync({
          pull: () => pullMemberChanges({ db }),
          currentVersion: async () =>
            cursorVersion((await db.cacheMeta.get(memberSyncKey(ownerId)))?.cursor),
        });
      }
    },
    error: (err: unknown) => console.error('Session watch failed', err),
  });

  setState({ online: typeof navigator === 'undefined' ? true : navigator.onLine });
  void flush(true);
  void refreshAllCatalogs({ db });
  // Spec 7: who is signed in is asked once at start (and when the connection returns), not on focus.
  void pullMemberChanges({ db });

  return () => {
    stopped = true;
    clearTimeout(timer);
    watch.unsubscribe();
    member.unsubscribe();
    live?.stop();
    stopBadge();
    if (hasWindow) {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    }
    if (hasDocument) document.removeEventListener('visibilitychange', onVisibility);
    serviceWorker?.removeEventListener('message', onMessage);
  };
}

/**
 * When the next pending item this member may send may be tried, or undefined when nothing waits
 * (another member's items wait for their sign-in, not for a timer).
 */
async function earliestRetry(db: ClubDB): Promise<number | undefined> {
  let earliest: number | undefined;
  const maySend = sendableBy(await currentOwnerId(db));
  await db.outbox
    .where('status')
    .equals('pending')
    .filter(maySend)
    .each((item) => {
      if (earliest === undefined || item.nextAttemptAt < earliest) earliest = item.nextAttemptAt;
    });
  return earliest;
}

function swContainer(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined;
}

/** Background Sync (Chromium only) lets the worker flush even after the tab is closed. */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = (await swContainer()?.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported or refused: the online/visibility triggers and the timer still flush.
  }
}
