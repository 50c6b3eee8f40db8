import { create } from 'zustand';

/** Connection and outbox-flush status for the UI; the sync engine (app/local/sync.ts) sets it. */
export interface SyncState {
  online: boolean;
  flushing: boolean;
  /** epoch ms when the last flush finished */
  lastFlushAt?: number;
}

export const useSyncStore = create<SyncState>()(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  flushing: false,
}));
