import { useStore } from 'zustand';
import { syncStatus, type SyncState } from '@app/local/sync/sync-status';

export type { SyncState };

/** Connection and outbox-flush status for the UI; the sync engine (app/local/sync/sync.ts) sets it. */
export function useSyncStore<T>(selector: (state: SyncState) => T): T {
  return useStore(syncStatus, selector);
}
