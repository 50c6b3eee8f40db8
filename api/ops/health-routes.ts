import { Hono } from 'hono';
import type { HealthResponse } from '@shared/api';
import type { Db } from '../db/client';
import type { Clock } from '../runtime';

export function healthRoutes({ db, clock }: { db: Db; clock: Clock }) {
  return new Hono().get('/', (c) => {
    // Touch the database so a broken file or lock shows up as a failed health check.
    db.$client.prepare('SELECT 1').get();
    c.header('Cache-Control', 'no-store');
    return c.json<HealthResponse>({ status: 'ok', time: clock().toISOString() });
  });
}
