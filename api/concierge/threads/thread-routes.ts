/**
 * The console's conversations (issue 38), mounted at /api/concierge/threads behind requireStaff
 * (app.ts): the list beside the inbox's contact messages, one thread (opening it is reading it:
 * the member's messages stop counting as unread), a reply, mailed and audited, and the files of
 * both sides: staff upload theirs before the reply that names them, and open any sent one.
 */
import { Hono, type Context } from 'hono';
import type { PageOf } from '@shared/api';
import type { ConciergeThread, ConciergeThreadDetail } from '@shared/threads-api';
import {
  ConciergeThreadQuerySchema,
  ConciergeThreadReplySchema,
} from '@shared/schemas/concierge-threads';
import { errorBody } from '../../errors';
import type { StaffEnv } from '../../middleware/require-staff';
import { validateJson, validateQuery } from '../../middleware/validate';
import { ATTACHMENT_UNKNOWN_MESSAGE } from '@shared/schemas/thread-attachments';
import {
  attachableThread,
  findConciergeThread,
  listConciergeThreads,
  markStaffRead,
  receiveAttachment,
  sendAttachment,
  THREAD_NOT_FOUND_MESSAGE,
} from '../../threads';
import type { ConciergeDeps } from '../concierge-deps';
import { replyInThread } from './thread-reply';

export function conciergeThreadRoutes({ db, clock, mail, files, imageQueue }: ConciergeDeps) {
  const notFound = (c: Context) => c.json(errorBody(THREAD_NOT_FOUND_MESSAGE), 404);
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
      const outcome = replyInThread(db, c.req.param('id'), actor, c.req.valid('json'), mail);
      if (outcome === 'not_found') return notFound(c);
      if (outcome === 'bad_attachment') {
        const issues = { attachmentIds: ATTACHMENT_UNKNOWN_MESSAGE };
        return c.json(errorBody(ATTACHMENT_UNKNOWN_MESSAGE, { issues }), 400);
      }
      return c.json<ConciergeThreadDetail>(outcome);
    })
    .post('/:id/attachments', async (c) => {
      const thread = attachableThread(db, c.req.param('id'));
      if (!thread) return notFound(c);
      const deps = { db, files, queue: imageQueue, now: clock() };
      return receiveAttachment(c, deps, { thread, side: 'concierge', userId: c.var.staff.id });
    })
    .get('/:id/attachments/:attachmentId', async (c) => {
      const answer = await sendAttachment(c, { db, files }, c.req.param('id'), 'concierge');
      return answer ?? notFound(c);
    });
}
