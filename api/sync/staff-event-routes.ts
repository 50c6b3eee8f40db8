/**
 * GET /api/concierge/threads/events (issue 38): the console's event stream, poked whenever any
 * member's conversation changes, so an open inbox or conversation asks again within a second.
 * Behind requireStaff (app.ts), like every console path; one channel per staff member.
 */
import { Hono } from 'hono';
import { SYNC_HEARTBEAT_MS } from '@shared/sync-api';
import type { Db } from '../db/client';
import { errorBody } from '../errors';
import type { StaffEnv } from '../middleware/require-staff';
import { openEventStream } from './routes';
import type { SyncHub } from './sync-hub';
import { staffChannel } from './sync-hub';
import { latestThreadChange } from './sync-pull';

export function staffEventRoutes({
  db,
  hub,
  heartbeatMs = SYNC_HEARTBEAT_MS,
}: {
  db: Db;
  hub: SyncHub;
  heartbeatMs?: number;
}) {
  return new Hono<StaffEnv>().get('/', (c) => {
    const session = c.var.session;
    if (!session) return c.json(errorBody('Please sign in to continue.'), 401);
    const channel = staffChannel(c.var.staff.id);
    return openEventStream(c, hub, heartbeatMs, channel, session.id, () => latestThreadChange(db));
  });
}
