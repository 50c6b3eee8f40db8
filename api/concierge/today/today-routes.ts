/** GET /api/concierge/today (issue 22): the counts of what waits, each linking to its list. */
import { Hono } from 'hono';
import type { ConciergeToday } from '@shared/concierge-api';
import { todayCounts } from './today-counts';
import type { StaffEnv } from '../../middleware/require-staff';
import type { ConciergeDeps } from '../concierge-deps';

export function conciergeTodayRoutes({ db }: ConciergeDeps) {
  return new Hono<StaffEnv>().get('/', (c) => c.json<ConciergeToday>(todayCounts(db)));
}
