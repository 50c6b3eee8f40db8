import type { Db } from '../db/client';
import type { Clock } from '../runtime';

/** What the public forms' JSON routes are built from (app.ts); the plain posts take FormPostDeps. */
export interface FormsDeps {
  db: Db;
  clock: Clock;
}
