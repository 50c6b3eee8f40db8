import type { Db } from '../db/client';
import type { Clock } from '../runtime';

/** What the member's thread routes are built from (app.ts). */
export interface ThreadsDeps {
  db: Db;
  clock: Clock;
}
