import type { Db } from '../db/client';
import type { Clock } from '../runtime';
import type { VapidDetails } from './vapid';

/** What the push routes are built from (app.ts). */
export interface PushDeps {
  db: Db;
  clock: Clock;
  vapid: VapidDetails;
  /** PUSH_ALLOWED_ORIGINS, beside the known push services */
  allowedOrigins: readonly string[];
}
