/**
 * The member's conversations with the concierge (issue 38), mounted at /api/threads: the list,
 * one thread with its messages, "Ask the concierge", a message, and "read". Signed-in members
 * only; another member's thread is a 404, as one that does not exist.
 */
import { Hono, type Context } from 'hono';
import type { ThreadDetail, ThreadMessage, ThreadSummary } from '@shared/threads-api';
import { NewThreadSchema, ThreadMessageSchema, ThreadReadSchema } from '@shared/schemas/threads';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import { validateJson } from '../middleware/validate';
import { findMemberThread, memberThreadSummaries } from './member-threads';
import type { ThreadsDeps } from './threads-deps';
import { addMemberMessage, markMemberRead, startThread } from './thread-writes';

export const THREAD_NOT_FOUND_MESSAGE = 'No conversation with this id';
/** A client id is a UUID: one already given to another message is not this one's by chance. */
export const MESSAGE_ID_TAKEN_MESSAGE = 'This message id is already in use';

const notFound = (c: Context) => c.json(errorBody(THREAD_NOT_FOUND_MESSAGE), 404);

export function threadRoutes({ db, clock }: ThreadsDeps) {
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
        case 'held':
          return c.json<ThreadMessage>(outcome.message, 200);
        case 'created':
          return c.json<ThreadMessage>(outcome.message, 201);
      }
    })
    .post('/:id/read', validateJson(ThreadReadSchema), (c) => {
      const member = c.var.member.id;
      const id = c.req.param('id');
      if (!markMemberRead(db, member, id, c.req.valid('json').upTo)) return notFound(c);
      const [thread] = memberThreadSummaries(db, member, [id]);
      return thread ? c.json<ThreadSummary>(thread) : notFound(c);
    });
}
