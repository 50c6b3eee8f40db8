/**
 * GET /api/concierge/threads/events (issue 38): the console's event stream, poked whenever any
 * member's record changes, with the kinds that did ('thread', 'booking', …), so an open inbox,
 * conversation or Today asks again within a second.
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
import { feedBounds } from './sync-pull';

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
    const latest = () => feedBounds(db).latest;
    return openEventStream(c, hub, heartbeatMs, channel, session.id, latest);
  });
}
