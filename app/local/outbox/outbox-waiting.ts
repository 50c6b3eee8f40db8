import type { OutboxStatus } from '../db/db';

/** Saved but not delivered: still to send, or waiting for the user (failed, auth, expired). */
export const WAITING_STATUSES: readonly OutboxStatus[] = [
  'pending',
  'sending',
  'failed',
  'auth',
  'expired',
];
