/**
 * The member's conversations with the concierge (issue 38), mounted at /api/threads: the list,
 * one thread with its messages, "Ask the concierge", a message, "read", and the files a message
 * carries (uploaded first, then named by the message). Signed-in members only; another member's
 * thread or file is a 404, as one that does not exist.
 */
import { Hono, type Context } from 'hono';
import type { ThreadDetail, ThreadMessage, ThreadSummary } from '@shared/threads-api';
import { NewThreadSchema, ThreadMessageSchema, ThreadReadSchema } from '@shared/schemas/threads';
import { ATTACHMENT_UNKNOWN_MESSAGE } from '@shared/schemas/thread-attachments';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import { validateJson } from '../middleware/validate';
import { receiveAttachment, sendAttachment } from './attachment-routes';
import { findMemberThread, memberThreadSummaries } from './member-threads';
import { attachableThread } from './thread-attachments';
import type { ThreadsDeps } from './threads-deps';
import { addMemberMessage, markMemberRead, startThread } from './thread-writes';

export const THREAD_NOT_FOUND_MESSAGE = 'No conversation with this id';
/** A client id is a UUID: one already given to another message is not this one's by chance. */
export const MESSAGE_ID_TAKEN_MESSAGE = 'This message id is already in use';

const notFound = (c: Context) => c.json(errorBody(THREAD_NOT_FOUND_MESSAGE), 404);

export function threadRoutes({ db, clock, files, imageQueue: queue }: ThreadsDeps) {
  return new Hono<MemberEnv>()
    .use('*', requireUser())
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', PRIVATE_NO_STORE);
    })
    .get('/', (c) => c.json<ThreadSummary[]>(memberThreadSummaries(db, c.var.member.id)))
    .get('/:id', (c) => {
      const thread = findMemberThread(db, c.var.member.id, c.req.param('id'));
      return thread ? c.json<ThreadDetail>(thread) : notFound(c);
    })
    .post('/', validateJson(NewThreadSchema), (c) => {
      const member = c.var.member.id;
      const outcome = startThread(db, member, c.req.valid('json'), clock());
      if (outcome.kind === 'taken') return c.json(errorBody(MESSAGE_ID_TAKEN_MESSAGE), 409);
      const thread = findMemberThread(db, member, outcome.threadId);
      if (!thread) return notFound(c);
      return c.json<ThreadDetail>(thread, outcome.kind === 'created' ? 201 : 200);
    })
    .post('/:id/messages', validateJson(ThreadMessageSchema), (c) => {
      const id = c.req.param('id');
      const outcome = addMemberMessage(db, c.var.member.id, id, c.req.valid('json'), clock());
      switch (outcome.kind) {
        case 'not_found':
          return notFound(c);
        case 'taken':
          return c.json(errorBody(MESSAGE_ID_TAKEN_MESSAGE), 409);
        case 'bad_attachment': {
          const issues = { attachmentIds: ATTACHMENT_UNKNOWN_MESSAGE };
          return c.json(errorBody(ATTACHMENT_UNKNOWN_MESSAGE, { issues }), 400);
        }
        case 'held':
          return c.json<ThreadMessage>(outcome.message, 200);
        case 'created':
          return c.json<ThreadMessage>(outcome.message, 201);
      }
    })
    .post('/:id/attachments', async (c) => {
      const member = c.var.member.id;
      const thread = attachableThread(db, c.req.param('id'), member);
      if (!thread) return notFound(c);
      const deps = { db, files, queue, now: clock() };
      return receiveAttachment(c, deps, { thread, side: 'member', userId: member });
    })
    .get('/:id/attachments/:attachmentId', async (c) => {
      const thread = attachableThread(db, c.req.param('id'), c.var.member.id);
      const answer = thread && (await sendAttachment(c, { db, files }, thread.id, 'member'));
      return answer || notFound(c);
    })
    .post('/:id/read', validateJson(ThreadReadSchema), (c) => {
      const member = c.var.member.id;
      const id = c.req.param('id');
      if (!markMemberRead(db, member, id, c.req.valid('json').upTo)) return notFound(c);
      const [thread] = memberThreadSummaries(db, member, [id]);
      return thread ? c.json<ThreadSummary>(thread) : notFound(c);
    });
}
