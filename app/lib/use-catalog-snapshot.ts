import { useSyncExternalStore } from 'react';
import {
  currentSnapshot,
  onPulledRows,
  type CatalogSnapshot,
} from '@app/local/catalog/catalog-snapshot';

/**
 * The page's catalogue snapshot, replaced when a first visit's pull shows fresher rows
 * (catalog-snapshot.ts): a screen passes it to withSnapshot and lists it among its memo's inputs.
 * The same object on the server and at hydration, so the first render is the pre-rendered one.
 */
export function useCatalogSnapshot(): CatalogSnapshot {
  return useSyncExternalStore(onPulledRows, currentSnapshot, currentSnapshot);
}
