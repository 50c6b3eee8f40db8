/**
 * Connection and outbox-flush status, published by the sync engine (sync.ts). A zustand vanilla
 * store: app/local stays free of React; app/stores/sync-store.ts is the hook that reads it.
 */
import { createStore } from 'zustand/vanilla';

export interface SyncState {
  online: boolean;
  flushing: boolean;
  /** epoch ms when the last flush finished */
  lastFlushAt?: number;
}

export const syncStatus = createStore<SyncState>()(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  flushing: false,
}));
