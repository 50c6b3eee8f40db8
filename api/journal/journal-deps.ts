import type { Db } from '../db/client';
import type { Clock } from '../runtime';

/** What changed in the public journal: the addresses of the posts a write or the schedule touched. */
export interface JournalChange {
  slugs: string[];
}

/**
 * Told after each change the public can see (a write, a scheduled post falling due), once the
 * transaction has committed: the server will render /blog and the posts' pages again from it.
 */
export type OnJournalChanged = (change: JournalChange) => void;

export const IGNORE_JOURNAL_CHANGES: OnJournalChanged = () => undefined;

/** What the journal's public routes are built from (app.ts). */
export interface JournalDeps {
  db: Db;
  clock: Clock;
  /** PUBLIC_URL: the feed's links are absolute */
  publicUrl: string;
}
