/**
 * The console's conversations (issue 38), mounted at /api/concierge/threads behind requireStaff
 * (app.ts): the list beside the inbox's contact messages, one thread (opening it is reading it:
 * the member's messages stop counting as unread), and a reply, mailed and audited.
 */
import { Hono } from 'hono';
import type { PageOf } from '@shared/api';
import type { ConciergeThread, ConciergeThreadDetail } from '@shared/threads-api';
import {
  ConciergeThreadQuerySchema,
  ConciergeThreadReplySchema,
} from '@shared/schemas/concierge-threads';
import { errorBody } from '../../errors';
import type { StaffEnv } from '../../middleware/require-staff';
import { validateJson, validateQuery } from '../../middleware/validate';
import {
  findConciergeThread,
  listConciergeThreads,
  markStaffRead,
  THREAD_NOT_FOUND_MESSAGE,
} from '../../threads';
import type { ConciergeDeps } from '../concierge-deps';
import { replyInThread } from './thread-reply';

export function conciergeThreadRoutes({ db, clock, mail }: ConciergeDeps) {
  return new Hono<StaffEnv>()
    .get('/', validateQuery(ConciergeThreadQuerySchema), (c) =>
      c.json<PageOf<ConciergeThread>>(listConciergeThreads(db, c.req.valid('query'))),
    )
    .get('/:id', (c) => {
      const id = c.req.param('id');
      // The issue names no "read" call for staff: the console reads a thread by opening it.
      markStaffRead(db, id);
      const thread = findConciergeThread(db, id);
      if (!thread) return c.json(errorBody(THREAD_NOT_FOUND_MESSAGE), 404);
      return c.json<ConciergeThreadDetail>(thread);
    })
    .post('/:id/messages', validateJson(ConciergeThreadReplySchema), (c) => {
      const actor = { staff: c.var.staff, now: clock() };
      const thread = replyInThread(db, c.req.param('id'), actor, c.req.valid('json'), mail);
      if (!thread) return c.json(errorBody(THREAD_NOT_FOUND_MESSAGE), 404);
      return c.json<ConciergeThreadDetail>(thread);
    });
}
